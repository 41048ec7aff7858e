import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { isViewingNumber, viewingNumberInput } from './desk-logic';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

export interface ViewingNumberFormProps {
  remainingTries: number;
  /** The last try was a wrong number. */
  wrong: boolean;
  busy: boolean;
  failed: boolean;
  onSubmit: (viewingNumber: string) => Promise<void>;
}

/** Asks for the submission's 6-digit 열람번호, with the tries left before it locks. */
export function ViewingNumberForm({ remainingTries, wrong, busy, failed, onSubmit }: ViewingNumberFormProps) {
  const [value, setValue] = useState('');
  const complete = isViewingNumber(value);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    await onSubmit(value);
    setValue('');
  };
  const errorId = 'desk-viewing-number-error';
  const message = failed ? m.busy : wrong ? m.wrongPin(remainingTries) : null;
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.heading}>{m.pinHeading}</h2>
      <p className={styles.guide}>{m.pinGuide}</p>
      <input
        className={message ? `${styles.pin} ${styles.pinError}` : styles.pin}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={6}
        aria-label={m.pinLabel}
        aria-invalid={Boolean(message)}
        aria-describedby={errorId}
        value={value}
        onChange={(event) => setValue(viewingNumberInput(event.target.value))}
      />
      <p id={errorId} className={message ? styles.error : styles.hint} role={message ? 'alert' : undefined}>
        {message ?? m.triesLeft(remainingTries)}
      </p>
      <div className={styles.pinActions}>
        <Button type="submit" block disabled={!complete || busy}>
          {m.pinConfirm}
        </Button>
      </div>
    </form>
  );
}
