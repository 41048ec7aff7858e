import { useNavigate } from 'react-router';
import type { InboxDocument } from '../../api/types';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { remainingDaysLabel } from '../../lib/dates';
import { Button } from '../../ui/button';
import { useCatalogueQuery } from '../../api/catalogue-api';
import { useExpiringDocumentsQuery } from './api';
import { homeMessages as m } from './messages';
import styles from './expiring-documents.module.scss';

/** The certificate of a document can be applied for again (the apply tab's catalogue says it is available). */
export function reissuable(document: Pick<InboxDocument, 'path'>, catalogue: ReadonlyArray<{ path: string; available: boolean }>): boolean {
  return !!document.path && catalogue.some((entry) => entry.path === document.path && entry.available);
}

/**
 * Expiry before it bites: the documents that expire within 10 days or expired within the last 7,
 * soonest first, each with 재발급 — its certificate's form, filled with the values of the
 * application that issued it. Nothing when there are none.
 */
export function ExpiringDocuments() {
  const expiring = useExpiringDocumentsQuery();
  const catalogue = useCatalogueQuery();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const documents = expiring.data ?? [];
  if (documents.length === 0) return null;
  const entries = catalogue.data ?? [];
  return (
    <section className={styles.card} aria-label={m.expiringTitle}>
      <h2 className={styles.title}>
        {m.expiringTitle}
        <span className={styles.count}>{m.expiringCount(documents.length)}</span>
      </h2>
      <p className={styles.hint}>{m.expiringHint}</p>
      <ul className={styles.list}>
        {documents.map((document) => {
          const remaining = remainingDaysLabel(document.remainingDays);
          return (
            <li key={document.id} className={styles.row}>
              <span className={styles.text}>
                <span className={styles.name}>{document.name}</span>
                <span className={styles.meta}>
                  {document.issuerName} · <span className={remaining.expired ? styles.expired : styles.warning}>{remaining.text}</span>
                </span>
              </span>
              {reissuable(document, entries) ? (
                <Button
                  variant="secondary"
                  className={styles.reissue}
                  aria-label={m.reissueLabel(document.name)}
                  onClick={guard('link', () => navigate(paths.issue.getHref(document.path as string, { reissue: document.id })))}
                >
                  {m.reissue}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
