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

/**
 * `/verify` (public, beyond the spec): anyone drops or chooses a PDF; the server's one
 * authenticity check says whether it is a genuine, unaltered Jigap document, with its issuer,
 * number and date, or why not.
 */
export function VerifyPage() {
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [verifyPdf] = useVerifyPdfMutation();
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useDocumentTitle(verifyMessages.verifyPageTitle);

  const run = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > VERIFY_MAX_BYTES) {
      setCheck({ kind: 'error', file: file.name, message: verifyMessages.tooLarge });
      return;
    }
    setCheck({ kind: 'checking', file: file.name });
    const answer = await verifyPdf(await file.arrayBuffer());
    if (answer.data) setCheck({ kind: 'done', file: file.name, verification: answer.data });
    else {
      const code = errorCodeOf(answer.error);
      const message = code === 'TOO_MANY_REQUESTS' ? verifyMessages.busyMessage : code === 'INVALID_PARAM' ? verifyMessages.tooLarge : verifyMessages.failedMessage;
      setCheck({ kind: 'error', file: file.name, message });
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void run(event.dataTransfer.files[0]);
  };
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <div className={styles.page}>
      <PageHeader title={verifyMessages.verifyTitle} left={<IconButton label={verifyMessages.back} icon={<BackIcon />} onClick={guard('link', back)} />} />
      <main className={styles.main}>
        <h2 className={styles.heading}>{verifyMessages.verifyHeading}</h2>
        <p className={styles.guide}>{verifyMessages.verifyGuide}</p>
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
              void run(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        <div aria-live="polite" className={styles.result}>
          {check.kind === 'checking' ? (
            <div aria-busy="true">
              <p className={styles.fileName}>{verifyMessages.checking(check.file)}</p>
              <Skeleton lines={4} />
            </div>
          ) : null}
          {check.kind === 'done' ? (
            <>
              <p className={styles.fileName}>{verifyMessages.checkedFile(check.file)}</p>
              <VerificationPanel verification={check.verification} />
            </>
          ) : null}
          {check.kind === 'error' ? (
            <p className={styles.error} role="alert">
              {check.message}
            </p>
          ) : null}
        </div>
      </main>
    </div>
  );
}
