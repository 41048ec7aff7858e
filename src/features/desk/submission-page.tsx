import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { DeskSubmission } from '../../../contracts/generated/api';
import { errorCodeOf } from '../../api/base-api';
import { useClickGuard } from '../../lib/click-guard';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon } from '../../ui/icons';
import { IconButton } from '../../ui/page';
import { confirm } from '../../lib/popup-store';
import { SkeletonList } from '../../ui/skeleton';
import { showToast } from '../../ui/toast-store';
import type { PdfLoader } from '../../ui/pdf/pdf-loader';
import { useDeskSubmissionQuery, useMarkProcessedMutation, useOpenSubmissionMutation } from './api';
import { DeskDocument } from './desk-document';
import { DeletionRequest } from './deletion-request';
import { DeskHeader } from './desk-header';
import { stateLabel, submissionView } from './desk-logic';
import { deskMessages as m } from './messages';
import { serverDateTimeLabel } from '../../lib/dates';
import { ViewingNumberForm } from './viewing-number-form';
import { listHrefFrom, rowFrom } from './use-open-submission';
import styles from './desk.module.scss';

/**
 * `/desk/submissions/{id}`: one submission. Unopened, it asks for the 열람번호 (five wrong ones lock
 * it); opened, each document with its verdict lines, the original to download and its pages; the
 * clerk marks it 처리완료. Cancelled, expired or locked, it says why it cannot be opened.
 */
export function DeskSubmissionPage({ loadPdf }: { loadPdf?: PdfLoader }) {
  useDocumentTitle(m.pageTitle);
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const submission = useDeskSubmissionQuery(id, { skip: !id });
  // Back to the list where the clerk left it (its page, filter and search), that row in focus.
  const toList = () => void navigate(listHrefFrom(location.state), { state: { row: rowFrom(location.state) ?? id } });
  const back = <IconButton label={m.back} icon={<BackIcon />} onClick={toList} />;
  let body;
  if (submission.isLoading) body = <SkeletonList rows={4} />;
  else if (!submission.data) {
    body = (
      <EmptyState
        title={m.notFound}
        description={errorCodeOf(submission.error) === 'NOT_FOUND' ? m.notFoundHint : m.loadFailed}
        action={<Button variant="secondary" onClick={toList}>{m.backToList}</Button>}
      />
    );
  } else body = <SubmissionBody submission={submission.data} loadPdf={loadPdf} onBack={toList} />;
  return (
    <div className={styles.page}>
      <DeskHeader title={m.detailTitle} left={back} />
      <main className={styles.main}>{body}</main>
    </div>
  );
}

function SubmissionBody({ submission, loadPdf, onBack }: { submission: DeskSubmission; loadPdf?: PdfLoader | undefined; onBack: () => void }) {
  const view = submissionView(submission);
  return (
    <>
      <Summary submission={submission} />
      <DeletionRequest submission={submission} />
      {view === 'pin' ? <OpenForm submission={submission} /> : null}
      {view === 'locked' ? <Notice title={m.lockedTitle} message={m.lockedMessage} /> : null}
      {view === 'canceled' ? <Notice title={m.canceledTitle} message={m.canceledMessage} /> : null}
      {view === 'expired' ? <Notice title={m.expiredTitle} message={m.expiredMessage} /> : null}
      {view === 'documents' ? (
        <>
          {submission.documents.map((document) => (
            <DeskDocument key={document.id} submissionId={submission.id} document={document} loadPdf={loadPdf} />
          ))}
        </>
      ) : null}
      <ActionBar submission={submission} onBack={onBack} />
    </>
  );
}

function Summary({ submission }: { submission: DeskSubmission }) {
  const rows: Array<[string, string]> = [
    [m.sender, submission.sender],
    [m.documents, submission.documents.map((document) => document.name).join(', ')],
    [m.receivedAt, serverDateTimeLabel(submission.receivedAt)],
    ...(submission.openedAt ? [[m.openedAt, serverDateTimeLabel(submission.openedAt)] as [string, string]] : []),
    ...(submission.processedAt ? [[m.processedAt, serverDateTimeLabel(submission.processedAt)] as [string, string]] : []),
    ...(submission.deletionRequestedAt ? [[m.deletionRequested, serverDateTimeLabel(submission.deletionRequestedAt)] as [string, string]] : []),
    [m.retention, m.deletesIn(submission.daysLeft)],
  ];
  return (
    <section className={styles.card} aria-label={m.detailTitle}>
      <p className={styles.heading}>{stateLabel(submission)}</p>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Notice({ title, message }: { title: string; message: string }) {
  return (
    <section className={styles.card} role="status">
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.guide}>{message}</p>
    </section>
  );
}

function OpenForm({ submission }: { submission: DeskSubmission }) {
  const [open, opening] = useOpenSubmissionMutation();
  // The tries left after a wrong number come from that answer itself: the cached submission is
  // updated a moment later, and the line must never show the count from before the try.
  const [refused, setRefused] = useState<DeskSubmission | null>(null);
  const submit = async (viewingNumber: string) => {
    const answer = await open({ id: submission.id, viewingNumber });
    setRefused(answer.data?.accepted === false ? answer.data.submission : null);
  };
  const failed = Boolean(opening.error) && errorCodeOf(opening.error) === 'TOO_MANY_REQUESTS';
  const remainingTries = refused?.remainingTries ?? submission.remainingTries;
  return <ViewingNumberForm remainingTries={remainingTries} wrong={refused !== null} busy={opening.isLoading} failed={failed} onSubmit={submit} />;
}

/**
 * The bar that stays at the bottom of the screen while the documents scroll: the way back to the
 * list, and 처리완료 (asked first) once the submission is open — or when it was marked.
 */
function ActionBar({ submission, onBack }: { submission: DeskSubmission; onBack: () => void }) {
  const [markProcessed, marking] = useMarkProcessedMutation();
  const guard = useClickGuard();
  const run = async () => {
    const confirmed = await confirm({ title: m.processedTitle, message: m.processedMessage, cancel: m.processedCancel, confirm: m.processedConfirm });
    if (confirmed && (await markProcessed(submission.id)).data) showToast(m.processedDone);
  };
  return (
    <div className={styles.actionBar} role="region" aria-label={m.actionsLabel}>
      <Button variant="secondary" onClick={onBack}>
        {m.backToList}
      </Button>
      {submission.state === 'OPENED' ? (
        <Button disabled={marking.isLoading} onClick={guard('api', run)}>
          {m.markProcessed}
        </Button>
      ) : submission.processedAt ? (
        <span className={styles.processedMark}>{m.processedAtBar(serverDateTimeLabel(submission.processedAt))}</span>
      ) : null}
    </div>
  );
}
