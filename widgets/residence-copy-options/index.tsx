import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from '../../src/ui/checkbox';
import { describedBy, FieldShell, helpOf } from '../kit/field-shell';
import styles from './residence-copy-options.module.scss';

/** What each group of the residence copies' 선택발급 options says (001 §3). */
const GROUP_INTRO: Record<string, string> = {
  세대구성정보: '증명서에 표시할 세대 구성 정보를 선택해 주세요.',
  세대원정보: '증명서에 표시할 세대원 정보를 선택해 주세요.',
  주민등록번호뒷자리: '주민등록번호 뒷자리를 표시할 사람을 선택해 주세요.',
};

/**
 * residence-copy-options: one group of the 주민등록표 등본/초본 선택발급 options (001 §3), an array
 * of the schema's choices (`items.oneOf`): `group` is 세대구성정보, 세대원정보 or 주민등록번호뒷자리.
 * Unchecked items are not shown on the copy; the value keeps the schema's order.
 */
export default function ResidenceCopyOptionsWidget(props: WidgetProps) {
  const options = (props.options?.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const selected = new Set(Array.isArray(props.value) ? (props.value as unknown[]).map(String) : []);
  const group = typeof props.options?.group === 'string' ? props.options.group : '';
  const help = helpOf(props) ?? GROUP_INTRO[group];
  const disabled = props.disabled || props.readonly;
  const allChosen = options.length > 0 && options.every((option) => selected.has(option.value));

  const set = (next: Set<string>) => props.onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    set(next);
  };

  return (
    <FieldShell id={props.id} label={props.label} required={props.required} help={help} errors={props.rawErrors} group>
      <div className={styles.group} data-group={group || undefined} id={props.id} aria-describedby={describedBy(props.id, help, props.rawErrors)}>
        {options.length > 2 && (
          <div className={styles.all}>
            <Checkbox
              id={`${props.id}__all`}
              checked={allChosen}
              disabled={disabled}
              label="전체 선택"
              onChange={(on) => set(new Set(on ? options.map((option) => option.value) : []))}
            />
          </div>
        )}
        <ul className={styles.list}>
          {options.map((option, index) => (
            <li key={option.value}>
              <Checkbox
                id={`${props.id}-${index}`}
                checked={selected.has(option.value)}
                disabled={disabled}
                label={option.label}
                onChange={(on) => toggle(option.value, on)}
              />
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
