import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { describedBy, FieldShell, helpOf } from '../kit/field-shell';
import styles from '../kit/controls.module.scss';

/** checkbox-group: several of the schema's item choices, kept in the schema's order. */
export default function CheckboxGroupWidget(props: WidgetProps) {
  const { id, required, disabled, readonly, rawErrors, onChange } = props;
  const value: string[] = Array.isArray(props.value) ? props.value : [];
  const choices = schemaChoices(props);
  const help = helpOf(props);
  const toggle = (choice: string, on: boolean) => {
    const next = choices.map((c) => c.value).filter((v) => (v === choice ? on : value.includes(v)));
    onChange(next);
  };
  return (
    <FieldShell id={id} label={props.label} required={required} help={help} errors={rawErrors} group>
      <div className={styles.checks} aria-describedby={describedBy(id, help, rawErrors)}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.check}>
            <input
              type="checkbox"
              id={index === 0 ? id : `${id}-${index}`}
              name={id}
              checked={value.includes(choice.value)}
              disabled={disabled || readonly}
              aria-invalid={rawErrors?.length ? true : undefined}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
