import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useBackHandler } from '../../lib/use-back-handler';
import { embeddableUrl } from '../../runner/channeling-page';
import { confirmChannelingCancel } from '../../runner/progress-sheet';
import { CloseIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { papasMessages } from './messages';
import { clearPackageRunner } from './use-package-runner';
import type { StartPageState } from './use-start-page';
import styles from './papas.module.scss';
import { Redirect } from '../../lib/redirect';

/**
 * /papas/{papas}/channeling (001 §2.1): the government portal embedded, as the issue flow's
 * channeling page. When the portal is done its frame returns to the start page, which takes over
 * the window (src/app/main.tsx) and polls. A missing url is the partner error page (001 §4.1).
 */
export function PapasChannelingPage() {
  const { papas = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const src = embeddableUrl(search.get('url'), window.location.origin);
  const cancel = async () => {
    if (!(await confirmChannelingCancel())) return;
    clearPackageRunner(papas);
    const state: StartPageState = { stay: true };
    navigate(paths.papasStart.getHref(papas), { replace: true, state });
  };
  useBackHandler(() => {
    void cancel();
    return true;
  }, Boolean(src));
  if (!src) return <Redirect to={paths.papasError.getHref(papas, { code: 'ERROR', message: papasMessages.missingChanneling })} />;
  return (
    <div className={styles.channeling}>
      <PageHeader title={papasMessages.portalTitle} left={<IconButton label={papasMessages.cancel} icon={<CloseIcon />} onClick={() => void cancel()} />} />
      <iframe className={styles.frame} src={src} title={papasMessages.portalTitle} />
    </div>
  );
}
