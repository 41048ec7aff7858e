import { useState } from 'react';
import { useParams } from 'react-router';
import { errorCodeOf } from '../../api/base-api';
import type { OnceLink, OnceLinkDocument } from '../../../contracts/generated/api';
import { paths } from '../../config/paths';
import { serverDateTimeLabel } from '../../lib/dates';
import { Button } from '../../ui/button';
import { MessagePage } from '../../ui/message-page';
import { PageHeader } from '../../ui/page';
import { RouteLink } from '../../ui/route-link';
import { PdfDocumentView } from '../../ui/pdf/pdf-document-view';
import type { PdfLoader } from '../../ui/pdf/pdf-loader';
import { Skeleton } from '../../ui/skeleton';
import { CodeForm, codeFormClassesOf } from '../../ui/code-form';
import { useEnterPinMutation, useOnceLinkQuery } from './api';
import { verifyMessages } from './messages';
import { VerificationPanel } from './verification-panel';
import styles from './verify.module.scss';
import { useDocumentTitle } from '../../lib/document-title';

const PIN_LENGTH = 6;

function usePageTitle(title: string): void {
  useDocumentTitle(title);
}

/**
 * `/shared/{token}`: the page a one-time link opens (000 §7 inbox/once). Whoever holds the link
 * enters the PIN; the first right PIN shows the documents, each with its authenticity panel,
 * in this browser for a short while. Wrong PINs say how many tries are left; after 5, or once
 * used or expired, the link says so. No wallet session is needed or used.
 */
export function OnceLinkPage({ loadPdf }: { loadPdf?: PdfLoader }) {
  const token = useParams().token ?? '';
  usePageTitle(verifyMessages.sharedPageTitle);
  const link = useOnceLinkQuery(token, { skip: !token });
  const [enterPin, entering] = useEnterPinMutation();
  // The tries left after a wrong PIN come from that answer itself, not from the cached link that
  // is updated a moment later.
  const [refused, setRefused] = useState<OnceLink | null>(null);

  let body;
  if (link.isLoading) {
    body = (
      <div className={styles.card} aria-busy="true">
        <span className="visually-hidden" role="status">
          {verifyMessages.sharedLoading}
        </span>
        <Skeleton lines={3} />
      </div>
    );
  } else if (link.error || !link.data) {
    const notFound = errorCodeOf(link.error) === 'NOT_FOUND' || errorCodeOf(link.error) === 'INVALID_PARAM';
    return (
      <MessagePage
        title={notFound ? verifyMessages.notFoundTitle : verifyMessages.failedTitle}
        message={notFound ? verifyMessages.notFoundMessage : verifyMessages.failedMessage}
      >
        {notFound ? null : (
          <Button block onClick={() => void link.refetch()}>
            {verifyMessages.retry}
          </Button>
        )}
      </MessagePage>
    );
  } else if (link.data.state === 'PIN_REQUIRED') {
    const submit = async (pinCode: string) => {
      const answer = await enterPin({ token, pinCode });
      setRefused(answer.data?.state === 'PIN_REQUIRED' ? answer.data : null);
    };
    body = <PinForm link={refused ?? link.data} wrong={refused !== null} busy={entering.isLoading} failed={Boolean(entering.error)} onSubmit={submit} />;
  } else if (link.data.state === 'OPENED') {
    body = <OpenedDocuments link={link.data} loadPdf={loadPdf} />;
  } else {
    const texts = {
      USED: { title: verifyMessages.usedTitle, message: verifyMessages.usedMessage },
      LOCKED: { title: verifyMessages.lockedTitle, message: verifyMessages.lockedMessage },
      EXPIRED: { title: verifyMessages.expiredTitle, message: verifyMessages.expiredMessage },
    }[link.data.state];
    return <MessagePage title={texts.title} message={texts.message} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={verifyMessages.sharedTitle} />
      <main className={styles.main}>{body}</main>
    </div>
  );
}

function PinForm({
  link,
  wrong,
  busy,
  failed,
  onSubmit,
}: {
  link: OnceLink;
  wrong: boolean;
  busy: boolean;
  failed: boolean;
  onSubmit: (pinCode: string) => Promise<void>;
}) {
  const m = verifyMessages;
  return (
    <CodeForm
      texts={{ heading: m.pinHeading, guide: m.pinGuide(link.documentCount), label: m.pinLabel, confirm: m.pinConfirm, triesLeft: m.triesLeft(link.remainingTries) }}
      message={failed ? m.busyMessage : wrong ? m.wrongPin(link.remainingTries) : null}
      length={PIN_LENGTH}
      busy={busy}
      describedBy="shared-pin-error"
      autoComplete="one-time-code"
      classes={codeFormClassesOf(styles)}
      onSubmit={onSubmit}
      footer={<p className={styles.notice}>{m.onceNotice}</p>}
    />
  );
}

function OpenedDocuments({ link, loadPdf }: { link: OnceLink; loadPdf?: PdfLoader }) {
  return (
    <>
      <p className={styles.until}>{verifyMessages.openedUntil(serverDateTimeLabel(link.expiresAt))}</p>
      {link.documents.map((document, index) => (
        <LinkedDocumentView key={`${document.documentNumber}-${index}`} document={document} loadPdf={loadPdf} />
      ))}
      <p className={styles.footerLink}>
        <RouteLink to={paths.verify.getHref()}>{verifyMessages.verifyLink}</RouteLink>
      </p>
    </>
  );
}

function LinkedDocumentView({ document, loadPdf }: { document: OnceLinkDocument; loadPdf?: PdfLoader }) {
  const [failed, setFailed] = useState(false);
  return (
    <article className={styles.document} aria-label={verifyMessages.documentLabel(document.name)}>
      <h2 className={styles.documentTitle}>{document.name}</h2>
      <VerificationPanel verification={document.verification} fallback={document} />
      {failed ? (
        <p className={styles.error} role="alert">
          {verifyMessages.documentError}
        </p>
      ) : (
        <PdfDocumentView
          url={document.url}
          label={document.name}
          loadingLabel={verifyMessages.documentLoading}
          onError={() => setFailed(true)}
          {...(loadPdf ? { loadPdf } : {})}
        />
      )}
    </article>
  );
}
