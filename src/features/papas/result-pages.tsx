import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { DocumentList } from './document-list';
import { MessagePage } from '../../ui/message-page';
import { Skeleton } from '../../ui/skeleton';
import { usePackageInfoQuery, type PackageInfo } from './api';
import { papasMessages } from './messages';
import { openPartnerUrl } from './partner-links';
import styles from './papas.module.scss';

function usePackage(): { papas: string; info: PackageInfo | undefined } {
  const { papas = '' } = useParams();
  return { papas, info: usePackageInfoQuery(papas).data };
}

function PartnerButton({ button, variant = 'primary' }: { button: { url: string; buttonName: string } | undefined; variant?: 'primary' | 'secondary' }) {
  if (!button) return <Skeleton height={48} />;
  return (
    <Button block variant={variant} onClick={() => openPartnerUrl(button.url)}>
      {button.buttonName}
    </Button>
  );
}

/** /papas/{papas}/complete (001 §2.1, §4.1): delivered; the partner's success button. */
export function PapasCompletePage() {
  const { info } = usePackage();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <main className={styles.result}>
        <span className={styles.check} aria-hidden="true">
          <CheckIcon size={36} />
        </span>
        <h1 className={styles.title}>{info ? papasMessages.completeTitle(info.recipient) : <Skeleton width="70%" />}</h1>
        <p className={styles.resultMessage}>{papasMessages.completeMessage}</p>
        {info ? (
          <DocumentList id="papas-submitted" title={papasMessages.completeDocuments} names={info.documentNames} level={2} className={styles.submitted} />
        ) : null}
      </main>
      <div className={styles.footer}>
        <Button block variant="secondary" onClick={() => navigate(paths.home.getHref('inbox'), { replace: true })}>
          {papasMessages.toWallet}
        </Button>
        <PartnerButton button={info?.appSchemeBundle.success} />
      </div>
    </div>
  );
}

/** /papas/{papas}/failed (001 §4.1): the package failed, or more than 99 polls had no result. */
export function PapasFailedPage() {
  const { info } = usePackage();
  return (
    <MessagePage title={papasMessages.failedTitle} message={papasMessages.failedMessage}>
      <PartnerButton button={info?.appSchemeBundle.failed} />
    </MessagePage>
  );
}

/** /papas/{papas}/not_qualified (001 §4.1 step 6): the server's reason, or the default. */
export function PapasNotQualifiedPage() {
  const { info } = usePackage();
  const [search] = useSearchParams();
  return (
    <MessagePage title={papasMessages.notQualifiedTitle} message={search.get('message') || papasMessages.notQualifiedMessage}>
      <PartnerButton button={info?.appSchemeBundle.notQualified} />
    </MessagePage>
  );
}
