import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Verification } from '../../../contracts/generated/api';
import { errorCodeOf } from '../../api/base-api';
import { useClickGuard } from '../../lib/click-guard';
import { Button } from '../../ui/button';
import { BackIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useVerifyPdfMutation } from './api';
import { VERIFY_MAX_BYTES, verifyMessages } from './messages';
import { VerificationPanel } from './verification-panel';
import styles from './verify.module.scss';
import { useDocumentTitle } from '../../lib/document-title';

type Check =
  | { kind: 'idle' }
  | { kind: 'checking'; file: string }
  | { kind: 'done'; file: string; verification: Verification }
  | { kind: 'error'; file: string; message: string };

/** Why a check failed, as the page says it: busy, too large, or failed. */
function failureMessage(code: string | null): string {
  if (code === 'TOO_MANY_REQUESTS') return verifyMessages.busyMessage;
  if (code === 'INVALID_PARAM') return verifyMessages.tooLarge;
  return verifyMessages.failedMessage;
}

/** One file checked at a time: a file over the limit is refused here, the rest goes to the server's check. */
function useVerifyCheck() {
  const [verifyPdf] = useVerifyPdfMutation();
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const run = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > VERIFY_MAX_BYTES) {
      setCheck({ kind: 'error', file: file.name, message: verifyMessages.tooLarge });
      return;
    }
    setCheck({ kind: 'checking', file: file.name });
    const answer = await verifyPdf(await file.arrayBuffer());
    if (answer.data) setCheck({ kind: 'done', file: file.name, verification: answer.data });
    else setCheck({ kind: 'error', file: file.name, message: failureMessage(errorCodeOf(answer.error)) });
  };
  return { check, run };
}

/**
 * `/verify` (public, beyond the spec): anyone drops or chooses a PDF; the server's one
 * authenticity check says whether it is a genuine, unaltered Jigap document, with its issuer,
 * number and date, or why not.
 */
export function VerifyPage() {
  const navigate = useNavigate();
  const guard = useClickGuard();
  const { check, run } = useVerifyCheck();
  useDocumentTitle(verifyMessages.verifyPageTitle);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <div className={styles.page}>
      <PageHeader title={verifyMessages.verifyTitle} left={<IconButton label={verifyMessages.back} icon={<BackIcon />} onClick={guard('link', back)} />} />
      <main className={styles.main}>
        <h2 className={styles.heading}>{verifyMessages.verifyHeading}</h2>
        <p className={styles.guide}>{verifyMessages.verifyGuide}</p>
        <DropZone check={check} onFile={(file) => void run(file)} />
        <div aria-live="polite" className={styles.result}>
          <CheckResult check={check} />
        </div>
      </main>
    </div>
  );
}

/** Where a PDF is dropped, or chosen with the button. */
function DropZone({ check, onFile }: { check: Check; onFile: (file: File | undefined) => void }) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p className={styles.dropHint}>{verifyMessages.dropHint}</p>
      <Button onClick={() => input.current?.click()} disabled={check.kind === 'checking'}>
        {check.kind === 'idle' ? verifyMessages.choose : verifyMessages.chooseAnother}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        aria-label={verifyMessages.choose}
        // The button above is the one control: this field only does its bidding (one name, not two).
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

function CheckResult({ check }: { check: Check }) {
  switch (check.kind) {
    case 'checking':
      return (
        <div aria-busy="true">
          <p className={styles.fileName}>{verifyMessages.checking(check.file)}</p>
          <Skeleton lines={4} />
        </div>
      );
    case 'done':
      return (
        <>
          <p className={styles.fileName}>{verifyMessages.checkedFile(check.file)}</p>
          <VerificationPanel verification={check.verification} />
        </>
      );
    case 'error':
      return (
        <p className={styles.error} role="alert">
          {check.message}
        </p>
      );
    case 'idle':
      return null;
  }
}
