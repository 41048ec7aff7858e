import type { WidgetProps } from '@rjsf/utils';
import { describedBy, FieldShell, helpOf } from '../kit/field-shell';
import { siblingValue, useFormContext } from '../kit/form-context';
import styles from '../kit/controls.module.scss';

/** `20240131` ↔ `2024-01-31` (the native date input's value). */
export const toInputDate = (value: unknown): string =>
  typeof value === 'string' && /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : '';
export const fromInputDate = (value: string): string | undefined => (value ? value.replace(/-/g, '') : undefined);

/** date: `YYYYMMDD` with the phone's date picker; an end date (`startDateField`) starts at its start. */
export default function DateWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const ctx = useFormContext(props);
  const min = toInputDate(siblingValue(props, ctx, 'startDateField'));
  const help = helpOf(props);
  return (
    <FieldShell id={id} label={props.label} required={required} help={help} errors={rawErrors}>
      <input
        id={id}
        name={id}
        type="date"
        className={styles.input}
        value={toInputDate(value)}
        min={min || '1900-01-01'}
        max="2099-12-31"
        disabled={disabled}
        readOnly={readonly}
        aria-required={required || undefined}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={describedBy(id, help, rawErrors)}
        onChange={(event) => onChange(fromInputDate(event.target.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </FieldShell>
  );
}
