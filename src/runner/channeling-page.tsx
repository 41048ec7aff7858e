import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { IconButton, PageHeader } from '../ui/page';
import { CloseIcon } from '../ui/icons';
import { confirmChannelingCancel } from './progress-sheet';
import { clearRunner } from './use-issue-runner';
import { runnerMessages } from './messages';
import styles from './channeling-page.module.scss';
import { Redirect } from '../lib/redirect';

/** Only our own origin's pages are embedded (the simulated portal lives under /sim/). */
export function embeddableUrl(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

/**
 * /issue/channeling: the government portal embedded during channeling (spec 000 §2.1, §4.4).
 * When the portal is done it sends its frame back to the wallet, which takes over the window
 * (src/app/main.tsx) and the runner reads the application's state.
 */
export function ChannelingPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const edoc = search.get('edoc') ?? '';
  const src = embeddableUrl(search.get('url'), window.location.origin);
  if (!src || !edoc) return <Redirect to={paths.invalidPath.getHref()} />;
  const cancel = async () => {
    if (!(await confirmChannelingCancel())) return;
    clearRunner(edoc);
    navigate(paths.issue.getHref(edoc), { replace: true });
  };
  return (
    <div className={styles.page}>
      <PageHeader title={runnerMessages.portalTitle} left={<IconButton label={runnerMessages.cancel} icon={<CloseIcon />} onClick={() => void cancel()} />} />
      <iframe className={styles.frame} src={src} title={runnerMessages.portalTitle} />
    </div>
  );
}
