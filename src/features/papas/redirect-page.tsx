import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Skeleton } from '../../ui/skeleton';
import { usePackageInfoQuery } from './api';
import styles from './papas.module.scss';
import { Redirect } from '../../lib/redirect';

/**
 * /papas/{papas}/redirect (001 §2.1): the partner's entry. Reading the request makes it the
 * signed-in user's; then the start page. Errors (no session, another user's request, a blocked
 * account) go through the error router to the login or the partner error page.
 */
export function PapasRedirectPage() {
  const { papas = '' } = useParams();
  const info = usePackageInfoQuery(papas);
  if (info.isSuccess) return <Redirect to={paths.papasStart.getHref(papas)} />;
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.loading}>
        <Skeleton lines={8} />
      </div>
    </div>
  );
}
