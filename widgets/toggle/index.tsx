import type { WidgetProps } from '@rjsf/utils';
import { describedBy, helpId, errorId, helpOf } from '../kit/field-shell';
import shell from '../kit/field-shell.module.scss';
import styles from '../kit/controls.module.scss';

/** toggle: a boolean as a switch, the label beside it. */
export default function ToggleWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, onChange } = props;
  const help = helpOf(props);
  return (
    <div className={shell.field} data-field={id}>
      <div className={styles.switchRow}>
        <label htmlFor={id}>{props.label}</label>
        <input
          id={id}
          name={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={value === true}
          disabled={disabled || readonly}
          aria-describedby={describedBy(id, help, rawErrors)}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      {help ? (
        <p id={helpId(id)} className={shell.help}>
          {help}
        </p>
      ) : null}
      {rawErrors?.length ? (
        <p id={errorId(id)} className={shell.error} role="alert">
          {rawErrors[0]}
        </p>
      ) : null}
    </div>
  );
}
