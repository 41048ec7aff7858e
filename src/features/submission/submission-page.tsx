import { useId } from 'react';
import { Outlet } from 'react-router';
import type { InboxDocument } from '../../api/types';
import { useClickGuard } from '../../lib/click-guard';
import { remainingDaysLabel } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon, ChevronIcon, QrIcon, SearchIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { SkeletonList } from '../../ui/skeleton';
import { submissionMessages as m } from './messages';
import { canSubmit, documentProblem, primaryButton, toneOf, type SubmissionMethod } from './submission-state';
import { useSubmission, type SubmissionTarget } from './use-submission';
import styles from './submission.module.scss';

type Submission = ReturnType<typeof useSubmission>;

/** /submission (001 §2.2, §4.2): the method, the target, the documents, and Submit or Next. */
export function SubmissionPage() {
  const submission = useSubmission();
  const guard = useClickGuard();
  useDocumentTitle(m.documentTitle);
  const { documentIds, documents } = submission;
  const showForm = documentIds.length > 0 && !documents.isError;
  return (
    <div className={styles.page}>
      <PageHeader title={m.pageTitle} left={<IconButton label={m.back} icon={<BackIcon />} onClick={guard('link', submission.close)} />} />
      {showForm ? (
        <main className={styles.main}>
          <h2 className={styles.heading}>{m.heading}</h2>
          <Methods target={submission.target} />
          <DocumentsSection documentIds={documentIds} documents={documents.data} loading={documents.isLoading} />
        </main>
      ) : (
        <NothingToSubmit submission={submission} />
      )}
      {showForm && <SubmitBar submission={submission} />}
      <Outlet />
    </div>
  );
}

/** No documents named, one of them gone, or the documents could not be read. */
function NothingToSubmit({ submission }: { submission: Submission }) {
  const guard = useClickGuard();
  const { documentIds, gone, documents } = submission;
  const inboxButton = (
    <Button variant="secondary" onClick={guard('link', submission.goInbox)}>
      {m.goInbox}
    </Button>
  );
  if (documentIds.length === 0) return <EmptyState title={m.noDocuments} description={m.noDocumentsHint} action={inboxButton} />;
  if (gone) {
    return (
      <div role="alert">
        <EmptyState title={m.gone[gone]} description={m.goneHint} action={inboxButton} />
      </div>
    );
  }
  return (
    <EmptyState
      title={m.loadFailed}
      action={
        <Button variant="secondary" onClick={guard('api', () => void documents.refetch())}>
          {m.retry}
        </Button>
      }
    />
  );
}

/** The two methods (001 §2.2) as radio cards, each with its detail under it when chosen. */
function Methods({ target }: { target: SubmissionTarget }) {
  const { state, chooseMethod } = target;
  return (
    <div role="radiogroup" aria-label={m.methodLabel} className={styles.methods}>
      <MethodCard method="agency" current={state.method} onChoose={chooseMethod} title={m.methodAgency} hint={m.methodAgencyHint} number={1} />
      {state.method === 'agency' && <AgencyDetail target={target} />}
      <MethodCard method="wallet" current={state.method} onChoose={chooseMethod} title={m.methodWallet} hint={m.methodWalletHint} number={2} />
      {state.method === 'wallet' && <WalletDetail target={target} />}
    </div>
  );
}

function AgencyDetail({ target }: { target: SubmissionTarget }) {
  const guard = useClickGuard();
  const chosen = target.state.target;
  return (
    <div className={styles.detail}>
      <button type="button" className={styles.agencyButton} onClick={guard('layer', target.searchAgency)}>
        {chosen ? (
          <span className={styles.targetText}>
            <span className={styles.targetName}>{chosen.name}</span>
            <span className={styles.targetMeta}>
              {m.types[chosen.type]}
              {chosen.region ? ` · ${chosen.region}` : ''}
            </span>
          </span>
        ) : (
          <span className={styles.placeholder}>
            <SearchIcon size={20} /> {m.searchAgency}
          </span>
        )}
        {chosen ? <span className={styles.change}>{m.changeAgency}</span> : <ChevronIcon />}
      </button>
      {chosen?.needAgreement && <p className={styles.note}>{m.needAgreement}</p>}
    </div>
  );
}

function WalletDetail({ target }: { target: SubmissionTarget }) {
  const guard = useClickGuard();
  const fieldId = useId();
  const errorId = useId();
  const { state } = target;
  return (
    <div className={styles.detail}>
      {/* The scan button sits by the label: the field keeps its whole width for a 20-character address at 360 px. */}
      <div className={styles.fieldHead}>
        <label htmlFor={fieldId} className={styles.fieldLabel}>
          {m.addressLabel}
        </label>
        <button type="button" className={styles.scan} onClick={guard('api', target.scan)}>
          <QrIcon size={20} />
          {m.scanQr}
        </button>
      </div>
      <div className={state.error ? `${styles.field} ${styles.invalid}` : styles.field}>
        <input
          id={fieldId}
          ref={target.input}
          className={styles.input}
          value={state.address}
          placeholder={m.addressPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          enterKeyHint="done"
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errorId : undefined}
          onFocus={target.focusAddress}
          onBlur={target.leaveAddress}
          onKeyDown={(event) => {
            if (event.key === 'Enter') target.confirmAddress();
          }}
          onChange={(event) => target.typeAddress(event.target.value)}
        />
      </div>
      <WalletStatus target={target} errorId={errorId} />
      {state.target?.needAgreement && <p className={styles.note}>{m.needAgreement}</p>}
    </div>
  );
}

/** Under the address: its error, the lookup going on, or whose wallet it is. */
function WalletStatus({ target, errorId }: { target: SubmissionTarget; errorId: string }) {
  const { state } = target;
  if (state.error) {
    return (
      <p id={errorId} className={styles.error} role="alert">
        {m[state.error]}
      </p>
    );
  }
  if (target.looking) {
    return (
      <p className={styles.hint} role="status">
        {m.lookingUp}
      </p>
    );
  }
  if (!state.target) return null;
  return (
    <p className={styles.found} role="status">
      {m.foundLabel} <span className={styles.targetName}>{state.target.name}</span> · {m.types[state.target.type]}
    </p>
  );
}

function DocumentsSection({ documentIds, documents, loading }: { documentIds: string[]; documents: InboxDocument[] | undefined; loading: boolean }) {
  const headingId = useId();
  return (
    <section className={styles.documents} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {m.documentsHeading} <span className={styles.count}>{m.documentsCount(documentIds.length)}</span>
      </h2>
      {loading || !documents ? <SkeletonList rows={Math.min(documentIds.length, 3)} /> : <DocumentList documents={documents} />}
    </section>
  );
}

/** Confirm while the keypad is open, then Next (to the terms) or Submit. */
function SubmitBar({ submission }: { submission: Submission }) {
  const guard = useClickGuard();
  const { target, next } = submission;
  const button = primaryButton(target.state, target.keypadOpen);
  const ready = canSubmit(target.state, submission.documents.data ?? []);
  return (
    <div className={styles.bottomBar}>
      {button === 'confirm' ? (
        <Button block onPointerDown={(event) => event.preventDefault()} onMouseDown={(event) => event.preventDefault()} onClick={target.confirmAddress}>
          {m.confirm}
        </Button>
      ) : (
        // Next opens the terms (a layer transition); Submit is the call itself (000 §4.11 click guard).
        <Button block disabled={!ready} onClick={button === 'next' ? guard('layer', () => void next()) : guard('api', next)}>
          {button === 'next' ? m.next : m.submit}
        </Button>
      )}
    </div>
  );
}

function MethodCard(props: { method: SubmissionMethod; current: SubmissionMethod; onChoose: (method: SubmissionMethod) => void; title: string; hint: string; number: number }) {
  const selected = props.method === props.current;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={selected ? `${styles.method} ${styles.selected}` : styles.method}
      onClick={() => props.onChoose(props.method)}
    >
      <span className={styles.radio} aria-hidden="true" />
      <span className={styles.methodText}>
        <span className={styles.methodTitle}>{props.title}</span>
        <span className={styles.methodHint}>{props.hint}</span>
      </span>
    </button>
  );
}

function DocumentList({ documents }: { documents: InboxDocument[] }) {
  return (
    <ul className={styles.documentList}>
      {documents.map((document) => {
        const remaining = remainingDaysLabel(document.remainingDays);
        const problem = documentProblem(document);
        return (
          <li key={document.id} className={styles.document}>
            <span className={styles.documentMain}>
              <span className={styles.documentName}>{document.name}</span>
              <span className={styles.documentIssuer}>{document.issuerName}</span>
              {problem && (
                <span className={styles.problem} role="note">
                  {problem === 'usedUp' ? m.usedUpMessage : m.expiredMessage}
                </span>
              )}
            </span>
            <span className={`${styles.remaining} ${styles[toneOf(remaining)]}`}>{remaining.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
