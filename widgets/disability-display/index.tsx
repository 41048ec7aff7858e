import type { WidgetProps } from '@rjsf/utils';
import { FieldShell, helpOf } from '../kit/field-shell';
import controls from '../kit/controls.module.scss';
import styles from './disability-display.module.scss';

/**
 * disability-display: the display toggles of the disability certificate (001 §3): resident number
 * back digits, main and sub disability type and degree, overall degree. The value is the array of
 * the items switched on (the schema's `items.oneOf`), in the schema's order.
 */
export default function DisabilityDisplayWidget(props: WidgetProps) {
  const options = (props.options?.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const selected = new Set(Array.isArray(props.value) ? (props.value as unknown[]).map(String) : []);
  const disabled = props.disabled || props.readonly;
  const help = helpOf(props);

  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    props.onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };

  return (
    <FieldShell id={props.id} label={props.label} required={props.required} help={help} errors={props.rawErrors} group>
      <ul className={styles.list} id={props.id}>
        {options.map((option, index) => {
          const inputId = `${props.id}-${index}`;
          return (
            <li key={option.value} className={controls.switchRow}>
              <label htmlFor={inputId} className={styles.label}>
                {option.label}
              </label>
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className={controls.switch}
                checked={selected.has(option.value)}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
    </FieldShell>
  );
}
