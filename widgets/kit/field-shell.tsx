import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useReopenPickerAfterReload } from '../../src/lib/picker';
import styles from './field-shell.module.scss';

export const helpId = (id: string) => `${id}__help`;
export const errorId = (id: string) => `${id}__error`;
export const labelId = (id: string) => `${id}__label`;
const valueId = (id: string) => `${id}__value`;

export interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  help?: ReactNode;
  /** Messages (RJSF `rawErrors`); the first is shown. */
  errors?: string[];
  /** A group of controls (radios, checkboxes) is labelled by a legend instead of a <label for>. */
  group?: boolean;
  children: ReactNode;
}

/** `aria-describedby` for the control of a field: its help and its error. */
export function describedBy(id: string, help: unknown, errors?: string[]): string | undefined {
  const ids = [help ? helpId(id) : null, errors?.length ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label (with the required mark), the control, help and error text of one field. */
export function FieldShell({ id, label, required, help, errors, group, children }: FieldShellProps) {
  const mark = required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
  const body = (
    <>
      {children}
      {help ? (
        <p id={helpId(id)} className={styles.help}>
          {help}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId(id)} className={styles.error} role="alert">
          {errors[0]}
        </p>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset className={`${styles.field} ${styles.fieldset}`} data-field={id}>
        <legend id={labelId(id)} className={styles.label}>
          {label}
          {mark}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={styles.field} data-field={id}>
      <label id={labelId(id)} className={styles.label} htmlFor={id}>
        {label}
        {mark}
      </label>
      {body}
    </div>
  );
}

export interface ChooseButtonProps {
  id: string;
  /** The current value as shown to the citizen; empty shows the placeholder. */
  text?: string | null;
  placeholder?: string;
  disabled?: boolean;
  help?: unknown;
  errors?: string[];
  onClick(): void;
}

/** The 48 px "choose" button of a picker field, showing the current value; its name is the label and the value. */
export function ChooseButton({ id, text, placeholder, disabled, help, errors, onClick }: ChooseButtonProps) {
  const empty = text === undefined || text === null || text === '';
  return (
    <button
      type="button"
      id={id}
      className={styles.choose}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-labelledby={`${labelId(id)} ${valueId(id)}`}
      aria-invalid={errors?.length ? true : undefined}
      aria-describedby={describedBy(id, help, errors)}
      onClick={onClick}
    >
      <span id={valueId(id)} className={empty ? styles.placeholder : undefined}>{empty ? placeholder || '선택해 주세요' : text}</span>
      <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );
}

/** The help text of a widget (`ui:help`). */
export const helpOf = (props: Pick<WidgetProps, 'uiSchema' | 'options'>): string | undefined => {
  const help = props.uiSchema?.['ui:help'] ?? props.options?.help;
  return typeof help === 'string' ? help : undefined;
};

/**
 * A picker field: shell + choose button. `open` is called on press (the widget awaits the
 * picker and calls onChange itself).
 */
export function PickerField(
  props: WidgetProps & { text?: string | null; onOpen(): void; disabledReason?: boolean },
) {
  const help = helpOf(props);
  useReopenPickerAfterReload(props.id, props.onOpen);
  return (
    <FieldShell id={props.id} label={props.label} required={props.required} help={help} errors={props.rawErrors}>
      <ChooseButton
        id={props.id}
        text={props.text}
        placeholder={props.placeholder}
        disabled={props.disabled || props.readonly || props.disabledReason}
        help={help}
        errors={props.rawErrors}
        onClick={props.onOpen}
      />
    </FieldShell>
  );
}
