import { useState } from 'react';
import type { DeskDocument as Document } from '../../../contracts/generated/api';
import { serverDateLabel } from '../../lib/dates';
import { PdfDocumentView } from '../../ui/pdf/pdf-document-view';
import type { PdfLoader } from '../../ui/pdf/pdf-loader';
import { deskDownloadUrl, deskFileUrl } from './api';
import { deskMessages as m } from './messages';
import { VerdictList } from './verdict-list';
import styles from './desk.module.scss';
import buttonStyles from '../../ui/button.module.scss';

/** One submitted document: its verdict and the original to download beside it, its pages drawn by pdf.js. */
export function DeskDocument({ submissionId, document, loadPdf }: { submissionId: string; document: Document; loadPdf?: PdfLoader | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <article className={styles.document} aria-label={document.name}>
      <div className={styles.documentSide}>
        <h2 className={styles.documentTitle}>{document.name}</h2>
        <p className={styles.hint}>
          {m.issuer} {document.issuerName}
          {document.validity ? ` · ${m.validity} ${m.validityUntil(document.validity, serverDateLabel(document.expiresAt))}` : null}
        </p>
        <VerdictList document={document} />
        {document.canceled ? null : (
          <a className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.download}`} href={deskDownloadUrl(submissionId, document.id)} download>
            {m.download}
          </a>
        )}
      </div>
      {document.canceled ? null : failed ? (
        <p className={styles.error} role="alert">
          {m.documentError}
        </p>
      ) : (
        <div className={styles.pdf}>
          <PdfDocumentView
            url={deskFileUrl(submissionId, document.id)}
            label={m.pagesLabel(document.name)}
            loadingLabel={m.documentLoading}
            onError={() => setFailed(true)}
            {...(loadPdf ? { loadPdf } : {})}
          />
        </div>
      )}
    </article>
  );
}
