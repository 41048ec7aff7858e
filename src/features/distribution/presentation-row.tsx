import type { PresentationRecord } from '../../api/types';
import { serverDateLabel } from '../../lib/dates';
import { DirectionIcon } from './direction-icon';
import { distributionMessages as m, presentationStatus } from './messages';
import styles from './distribution-tab.module.scss';

/**
 * A presentation among the sent records (beyond the spec): 보냄, the certificate whose claims went,
 * to whom and when, which claims (labels, never values), and its deletion where there is one.
 */
export function PresentationRow({ record, onOpen }: { record: PresentationRecord; onOpen: (record: PresentationRecord) => void }) {
  const status = presentationStatus(record);
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(record)}>
      <span className={`${styles.direction} ${styles.sent}`}>
        <DirectionIcon sent />
        <span className={styles.directionLabel}>{m.sent}</span>
      </span>
      <span className={styles.main}>
        <span className={styles.name}>{record.name}</span>
        <span className={styles.meta}>
          {record.receiver}
          <span className={styles.date}>{serverDateLabel(record.presentedAt)}</span>
        </span>
        <span className={styles.claims}>{record.claimLabels.join(', ')}</span>
        <span className={styles.footer}>
          <span className={styles.state} data-state="PRESENTED">
            {m.presentationKind}
          </span>
          {status ? <span className={`${styles.remaining} ${styles[status.tone]}`}>{status.text}</span> : null}
        </span>
      </span>
    </button>
  );
}
