import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';

/** What was typed, kept to its first `length` digits (a paste with spaces or dashes still counts). */
export const codeInput = (typed: string, length: number): string => typed.replace(/\D/g, '').slice(0, length);

/** The classes of a page's code form: each page draws it in its own manner. */
export interface CodeFormClasses {
  card: string;
  heading: string;
  guide: string;
  pin: string;
  pinError: string;
  error: string;
  hint: string;
  /** Around the button, when the page sets its width. */
  actions?: string;
}

const CLASS_KEYS = ['card', 'heading', 'guide', 'pin', 'pinError', 'error', 'hint'] as const;

/** A page stylesheet's classes of the same names (and `actions` around the button when given). */
export function codeFormClassesOf(styles: Readonly<Record<string, string | undefined>>, actions?: string): CodeFormClasses {
  const picked = Object.fromEntries(CLASS_KEYS.map((key) => [key, styles[key] ?? ''])) as Record<(typeof CLASS_KEYS)[number], string>;
  return actions ? { ...picked, actions } : picked;
}

export interface CodeFormProps {
  /** `placeholder`: the hint inside the empty field (what to type). */
  texts: { heading: string; guide: string; label: string; placeholder?: string; confirm: string; triesLeft: string };
  /** What went wrong with the last try (a wrong code, the server busy), or null. */
  message: string | null;
  length: number;
  busy: boolean;
  /** The id of the line under the field (its error, or the tries left). */
  describedBy: string;
  autoComplete: 'one-time-code' | 'off';
  classes: CodeFormClasses;
  onSubmit: (code: string) => Promise<void>;
  /** Below the button. */
  footer?: ReactNode;
}

/**
 * A numeric code asked once per try — a one-time link's viewing PIN, a submission's 열람번호: the
 * field takes digits only, the button waits for all of them, the line under the field says what
 * went wrong or how many tries are left, and the field is emptied after each try.
 */
export function CodeForm({ texts, message, length, busy, describedBy, autoComplete, classes, onSubmit, footer }: CodeFormProps) {
  const [code, setCode] = useState('');
  const complete = code.length === length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    await onSubmit(code);
    setCode('');
  };
  const button = (
    <Button type="submit" block disabled={!complete || busy}>
      {texts.confirm}
    </Button>
  );
  return (
    <form className={classes.card} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={classes.heading}>{texts.heading}</h2>
      <p className={classes.guide}>{texts.guide}</p>
      <input
        className={message ? `${classes.pin} ${classes.pinError}` : classes.pin}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        pattern="[0-9]*"
        maxLength={length}
        aria-label={texts.label}
        placeholder={texts.placeholder}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy}
        value={code}
        onChange={(event) => setCode(codeInput(event.target.value, length))}
      />
      <p id={describedBy} className={message ? classes.error : classes.hint} role={message ? 'alert' : undefined}>
        {message ?? texts.triesLeft}
      </p>
      {classes.actions ? <div className={classes.actions}>{button}</div> : button}
      {footer}
    </form>
  );
}
