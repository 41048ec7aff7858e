import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useClickGuard } from '../../lib/click-guard';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { showToast } from '../../ui/toast-store';
import { useProtectedDownloadMutation } from './api';
import { downloadDocument } from './download';
import { viewerMessages } from './messages';
import { PASSWORD_LENGTH, isPasswordComplete, pressKey, type KeypadKey } from './password';
import styles from './password-layer.module.scss';

const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The viewer's `password` layer (spec 000 §2.2 full screen, §2.3): a 6-digit keypad, then the PDF
 * is saved encrypted with those digits: it opens only with them.
 */
export default function PasswordLayer({ close }: LayerProps) {
  const documentId = useParams().documentId ?? '';
  const [search] = useSearchParams();
  const [protectedDownload, download] = useProtectedDownloadMutation();
  const [password, setPassword] = useState('');
  const guard = useClickGuard();
  const complete = isPasswordComplete(password);
  const press = (key: KeypadKey) => setPassword((value) => pressKey(value, key));

  // A hardware keyboard types too (desktop messenger, tests).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (/^\d$/.test(event.key)) setPassword((value) => pressKey(value, event.key as KeypadKey));
      else if (event.key === 'Backspace') setPassword((value) => pressKey(value, 'erase'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const confirm = async () => {
    if (!complete || !documentId) return;
    // Errors are the error router's: DOCUMENT_NOT_FOUND/EXPIRED popups close the viewer, the rest go to the error page.
    const answer = await protectedDownload({ documentId, pinCode: password });
    if (!answer.data) return;
    await downloadDocument({ url: answer.data.url, fileName: search.get('name') || viewerMessages.defaultTitle });
    showToast(viewerMessages.saved);
    close();
  };

  return (
    <Sheet
      display="full"
      title={viewerMessages.passwordTitle}
      onClose={close}
      footer={
        <Button block disabled={!complete || download.isLoading} onClick={guard('api', confirm)}>
          {viewerMessages.confirm}
        </Button>
      }
    >
      <div className={styles.body}>
        <p className={styles.guide}>{viewerMessages.passwordGuide}</p>
        <div className={styles.dots} role="img" aria-label={viewerMessages.passwordDots(password.length)} data-testid="password-dots">
          {Array.from({ length: PASSWORD_LENGTH }, (_, index) => (
            <span key={index} className={index < password.length ? styles.filled : styles.dot} />
          ))}
        </div>
        <div className={styles.keypad}>
          {DIGITS.map((digit) => (
            <button key={digit} type="button" className={styles.key} onClick={() => press(digit)}>
              {digit}
            </button>
          ))}
          <button type="button" className={`${styles.key} ${styles.small}`} onClick={() => press('clear')}>
            {viewerMessages.clear}
          </button>
          <button type="button" className={styles.key} onClick={() => press('0')}>
            0
          </button>
          <button type="button" className={styles.key} aria-label={viewerMessages.erase} onClick={() => press('erase')}>
            ⌫
          </button>
        </div>
      </div>
    </Sheet>
  );
}
