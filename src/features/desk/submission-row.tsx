import type { MouseEvent } from 'react';
import type { DeskSubmission } from '../../../contracts/generated/api';
import { paths } from '../../config/paths';
import { serverDateTimeLabel } from '../../lib/dates';
import { RouteLink } from '../../ui/route-link';
import { documentsSummary, stateLabel, stateTone } from './desk-logic';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

/** One received submission: state, documents, sender (masked) and when, how long it is kept. */
export function SubmissionRow({ submission, onOpen }: { submission: DeskSubmission; onOpen: (id: string) => void }) {
  const tone = stateTone(submission);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(submission.id);
  };
  return (
    <li>
      <RouteLink className={styles.row} to={paths.deskSubmission.getHref(submission.id)} onClick={open}>
        <span className={styles.rowDocuments}>{documentsSummary(submission.documents)}</span>
        <span className={styles.rowMeta}>
          {submission.sender} · {serverDateTimeLabel(submission.receivedAt)}
        </span>
        <span className={styles.rowSide}>
          <span className={`${styles.chip} ${styles[tone]}`}>{stateLabel(submission)}</span>
          <span className={styles.deletes}>{submission.deletionRequestedAt ? m.deletionRequested : m.deletesIn(submission.daysLeft)}</span>
        </span>
      </RouteLink>
    </li>
  );
}
