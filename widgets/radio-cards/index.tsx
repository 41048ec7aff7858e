import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { describedBy, FieldShell, helpOf } from '../kit/field-shell';
import styles from '../kit/controls.module.scss';

/** radio-cards: the schema's choices as cards of radio buttons (the first one carries the field id). */
export default function RadioCardsWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, rawErrors, onChange } = props;
  const choices = schemaChoices(props);
  const help = helpOf(props);
  return (
    <FieldShell id={id} label={props.label} required={required} help={help} errors={rawErrors} group>
      <div className={styles.cards} role="radiogroup" aria-describedby={describedBy(id, help, rawErrors)}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.card}>
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${index}`}
              name={id}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled || readonly}
              aria-invalid={rawErrors?.length ? true : undefined}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
