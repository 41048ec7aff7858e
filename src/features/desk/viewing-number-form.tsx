import { CodeForm, codeFormClassesOf } from '../../ui/code-form';
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

const classes = codeFormClassesOf(styles, styles.pinActions);

/** Asks for the submission's 6-digit 열람번호, with the tries left before it locks. */
export function ViewingNumberForm({ remainingTries, wrong, busy, failed, onSubmit }: ViewingNumberFormProps) {
  return (
    <CodeForm
      texts={{ heading: m.pinHeading, guide: m.pinGuide, label: m.pinLabel, placeholder: m.pinPlaceholder, confirm: m.pinConfirm, triesLeft: m.triesLeft(remainingTries) }}
      message={failed ? m.busy : wrong ? m.wrongPin(remainingTries) : null}
      length={6}
      busy={busy}
      describedBy="desk-viewing-number-error"
      autoComplete="off"
      classes={classes}
      onSubmit={onSubmit}
    />
  );
}
