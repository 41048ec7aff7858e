import type { DistributionItem } from '../../api/types';
import { serverDateLabel } from '../../lib/dates';
import { counterpartOf, processedState } from './actions';
import { DirectionIcon } from './direction-icon';
import { distributionMessages, periodLabel, stateLabel } from './messages';
import styles from './distribution-tab.module.scss';

/** One record (000 §2.3): direction icon and label, name, counterpart, date, remaining days, state. */
export function DistributionRow({ item, onOpen }: { item: DistributionItem; onOpen: (item: DistributionItem) => void }) {
  const sent = item.type === 'SUBMITTED';
  const period = periodLabel(item);
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(item)}>
      <span className={sent ? `${styles.direction} ${styles.sent}` : styles.direction}>
        <DirectionIcon sent={sent} />
        <span className={styles.directionLabel}>{sent ? distributionMessages.sent : distributionMessages.received}</span>
      </span>
      {/* The name is what tells the rows apart: it has the whole width, on as many lines as it needs. */}
      <span className={styles.main}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.meta}>
          {counterpartOf(item)}
          <span className={styles.date}>{serverDateLabel(item.distributedAt)}</span>
        </span>
        <span className={styles.footer}>
          <span className={styles.state} data-state={processedState(item)}>
            {stateLabel(item)}
          </span>
          <span className={`${styles.remaining} ${styles[period.tone]}`}>{period.text}</span>
        </span>
      </span>
    </button>
  );
}
