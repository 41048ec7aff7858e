import type { ChangeEvent, HTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, FieldShell, helpOf } from '../kit/field-shell';
import styles from '../kit/controls.module.scss';
import { digitsOf, formatMasked, maskDigits } from './mask';

/**
 * masked-text: formats as the citizen types (`#` = digit, `###-##-#####`) and keeps the digits
 * (the schema's patterns accept the value with or without the mask's literals).
 */
export default function MaskedTextWidget(props: WidgetProps) {
  const { id, value, options, schema, required, disabled, readonly, placeholder, rawErrors, onChange, onBlur, onFocus } = props;
  const mask = typeof options.mask === 'string' ? options.mask : '';
  const inputMode = (typeof options.inputMode === 'string' ? options.inputMode : 'text') as HTMLAttributes<HTMLInputElement>['inputMode'];
  const text = value === undefined || value === null ? '' : String(value);
  const shown = mask ? formatMasked(text, mask) : text;
  const help = helpOf(props);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = mask ? digitsOf(event.target.value).slice(0, maskDigits(mask)) : event.target.value;
    onChange(next === '' ? undefined : next);
  };
  return (
    <FieldShell id={id} label={props.label} required={required} help={help} errors={rawErrors}>
      <input
        id={id}
        name={id}
        className={styles.input}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={shown}
        placeholder={placeholder}
        maxLength={mask ? mask.length : schema.maxLength}
        disabled={disabled}
        readOnly={readonly}
        aria-required={required || undefined}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={describedBy(id, help, rawErrors)}
        onChange={change}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </FieldShell>
  );
}
