import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { CloseIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { certPassMessages } from './messages';
import { sameOriginPath } from './pass-logic';
import styles from './cert-pass.module.scss';
import { useDocumentTitle } from '../../lib/document-title';
import { Redirect } from '../../lib/redirect';

/** /issued/cert-pass?url= (spec 000 §2.1): the pass page embedded; same-origin pages only. */
export function CertPassPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const path = sameOriginPath(search.get('url'));
  const title = search.get('name') || certPassMessages.viewerTitle;

  useDocumentTitle(certPassMessages.pageTitle(title));

  if (!path) return <Redirect to={paths.invalidPath.getHref()} />;
  // A deep link has no page of ours behind it: closing then goes to the inbox tab.
  const close = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.home.getHref('inbox'), { replace: true }));

  return (
    <div className={styles.page}>
      <PageHeader title={title} left={<IconButton label={certPassMessages.close} icon={<CloseIcon />} onClick={close} />} />
      <iframe className={styles.frame} src={path} title={title} referrerPolicy="same-origin" />
    </div>
  );
}
