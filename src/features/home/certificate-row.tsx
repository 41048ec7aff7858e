import type { Ref } from 'react';
import type { CatalogueEntry } from '../../api/types';
import { unavailableLabel } from './apply-certificate';
import { homeMessages } from './messages';
import styles from './certificate-row.module.scss';

export interface CertificateRowProps {
  entry: CatalogueEntry;
  onPress: (entry: CatalogueEntry) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One certificate: name, issuer, badge and maintenance label. An unavailable row stays focusable
 * (aria-disabled) so a screen reader reaches it and reads why (in its name, not the short visible
 * label); pressing it says why in a toast.
 */
export function CertificateRow({ entry, onPress, ref }: CertificateRowProps) {
  const label = unavailableLabel(entry);
  const badge = entry.badgeType ? (homeMessages.badge[entry.badgeType] ?? entry.badgeType) : null;
  // One name with pauses between the parts: inline spans alone would run the words together.
  const name = [entry.name, entry.issuerName, badge, label ? homeMessages.unavailableReason(label) : null].filter(Boolean).join(', ');
  return (
    <button
      ref={ref}
      type="button"
      className={styles.row}
      aria-label={name}
      aria-disabled={label ? true : undefined}
      onClick={() => onPress(entry)}
    >
      <span className={styles.text}>
        <span className={styles.name}>{entry.name}</span>
        {entry.issuerName ? <span className={styles.issuer}>{entry.issuerName}</span> : null}
      </span>
      {badge ? <span className={`${styles.badge} ${styles[`badge${badge}`] ?? ''}`}>{badge}</span> : null}
      {label ? (
<span className={styles.maintenance}>{label}</span>
      ) : null}
    </button>
  );
}
