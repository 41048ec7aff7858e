import type { ActivityEvent } from '../../../contracts/generated/api';
import { ChevronIcon } from '../../ui/icons';
import { describeEvent, targetOf, type EventTarget } from './activity-logic';
import { activityMessages as m } from './messages';
import styles from './activity-page.module.scss';

const TARGET_LABEL = { record: m.openRecord, document: m.openDocument, applications: m.openApplications } as const;

/**
 * One event: what happened (its words as the reader's side sees them), when, to which
 * documents, with whom, and its detail (a reason, the tries left). A row with somewhere to act
 * from is a button to it.
 */
export function ActivityRow({ event, onOpen }: { event: ActivityEvent; onOpen: (target: NonNullable<EventTarget>) => void }) {
  const line = describeEvent(event);
  const target = targetOf(event);
  const body = (
    <>
      <span className={styles.rowMain}>
        <span className={styles.rowTop}>
          <span className={styles.label} data-kind={event.kind}>
            {line.label}
          </span>
          {/* The day is the heading above: the row shows the time, and says the whole of it to a screen reader. */}
          <time className={styles.time} dateTime={line.dateTime}>
            <span className="visually-hidden">{line.time.slice(0, -5)}</span>
            {line.time.slice(-5)}
          </time>
        </span>
        {line.documents ? <span className={styles.documents}>{line.documents}</span> : null}
        {line.counterpart ? <span className={styles.counterpart}>{line.counterpart}</span> : null}
        {line.detail ? <span className={styles.detail}>{line.detail}</span> : null}
        {target ? <span className={styles.targetLabel}>{TARGET_LABEL[target.to]}</span> : null}
      </span>
      {target ? <ChevronIcon size={18} className={styles.chevron} /> : null}
    </>
  );
  return (
    <li className={styles.row} data-event-kind={event.kind}>
      {target ? (
        <button type="button" className={styles.rowButton} onClick={() => onOpen(target)}>
          {body}
        </button>
      ) : (
        <div className={styles.rowButton}>{body}</div>
      )}
    </li>
  );
}
