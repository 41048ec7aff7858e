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

/** A pause for a screen reader between two parts of the row's name; nothing on screen. */
const Pause = () => (
  <>
    <span className="visually-hidden">,</span>{' '}
  </>
);

/**
 * One certificate: name, issuer, badge and maintenance label. Its accessible name is its own
 * text, with pauses between the parts, so the words on screen are the words of its name (WCAG
 * 2.5.3, label in name: a voice user says what they see). An unavailable row stays focusable
 * (aria-disabled) so a screen reader reaches it and reads why after its label; pressing it says
 * why in a toast.
 */
export function CertificateRow({ entry, onPress, ref }: CertificateRowProps) {
  const label = unavailableLabel(entry);
  const badge = entry.badgeType ? (homeMessages.badge[entry.badgeType] ?? entry.badgeType) : null;
  return (
    <button ref={ref} type="button" className={styles.row} aria-disabled={label ? true : undefined} onClick={() => onPress(entry)}>
      <span className={styles.text}>
        <span className={styles.name}>{entry.name}</span>
        {entry.issuerName ? (
          <>
            <Pause />
            <span className={styles.issuer}>{entry.issuerName}</span>
          </>
        ) : null}
      </span>
      {badge ? (
        <>
          <Pause />
          <span className={`${styles.badge} ${styles[`badge${badge}`] ?? ''}`}>{badge}</span>
        </>
      ) : null}
      {label ? (
        <>
          <Pause />
          <span className={styles.maintenance}>{label}</span>
          <span className="visually-hidden">, {homeMessages.cannotApplyNow}</span>
        </>
      ) : null}
    </button>
  );
}
