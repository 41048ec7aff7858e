import { useLocation, useNavigate } from 'react-router';
import { distributionRecordHref, paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { serverDateTimeLabel } from '../../lib/dates';
import { Button } from '../../ui/button';
import { CheckIcon, CloseIcon, SendIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { completeStateOf, type SubmissionCompleteState } from './complete-state';
import { submissionMessages as m } from './messages';
import styles from './submission.module.scss';
import { useDocumentTitle } from '../../lib/document-title';
import { Redirect } from '../../lib/redirect';

/**
 * /submission/complete (001 §2.2): "delivered safely", the viewing number to pass to the person
 * in charge, 'Submitted certificates' (the distribution tab) and 'Confirm' (the inbox tab);
 * close goes to the inbox. The result travels in the history entry, so a reload keeps it; a
 * visit without one (typed, bookmarked, opened in a new tab) has nothing to confirm and goes to
 * the inbox, as the page's own buttons would.
 */
export function SubmissionCompletePage() {
  const done = completeStateOf(useLocation().state);
  if (!done) return <Redirect to={paths.home.getHref('inbox')} />;
  return <SubmissionComplete done={done} />;
}

function SubmissionComplete({ done }: { done: SubmissionCompleteState }) {
  const navigate = useNavigate();
  const guard = useClickGuard();
  const go = (tab: 'inbox' | 'distribution') => navigate(paths.home.getHref(tab), { replace: true });
  const { earlier } = done;
  const openRecord = () =>
    earlier && navigate(distributionRecordHref({ type: 'SUBMITTED', distributionId: earlier.distributionId, id: earlier.documentId }), { replace: true });

  useDocumentTitle(m.documentTitle);

  return (
    <div className={styles.page}>
      <PageHeader title={m.pageTitle} left={<IconButton label={m.close} icon={<CloseIcon />} onClick={guard('link', () => go('inbox'))} />} />
      <main className={styles.complete}>
        <Outcome done={done} />
        {done.pin && (
          <div className={styles.pinBox}>
            <span className={styles.pinLabel}>{m.pinLabel}</span>
            <span className={styles.pinValue} data-testid="submission-pin">
              {done.pin}
            </span>
          </div>
        )}
        <p className={styles.completeHint}>{m.completeHint}</p>
      </main>
      <div className={`${styles.bottomBar} ${styles.twoButtons}`}>
        {earlier ? (
          <Button variant="secondary" onClick={guard('link', openRecord)}>
            {m.openRecord}
          </Button>
        ) : (
          <Button variant="secondary" onClick={guard('link', () => go('distribution'))}>
            {m.submittedList}
          </Button>
        )}
        <Button onClick={guard('link', () => go('inbox'))}>{m.confirm}</Button>
      </div>
    </div>
  );
}

/** What happened: delivered now, or an earlier sending still unread answered in its place (nothing sent). */
function Outcome({ done }: { done: SubmissionCompleteState }) {
  if (!done.earlier) {
    return (
      <>
        <span className={styles.doneMark} aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <h2 className={styles.completeTitle}>{m.completeTitle}</h2>
        <p className={styles.completeTo}>{m.completeTo(done.receiverName, done.personal)}</p>
      </>
    );
  }
  return (
    <>
      <span className={`${styles.doneMark} ${styles.earlierMark}`} aria-hidden="true">
        <SendIcon size={36} />
      </span>
      <h2 className={styles.completeTitle}>{m.alreadySentTitle}</h2>
      <p className={styles.completeTo}>{m.alreadySentTo(done.receiverName, done.personal, serverDateTimeLabel(done.earlier.sentAt))}</p>
    </>
  );
}
