import type { WidgetProps } from '@rjsf/utils';
import { ChooseButton, FieldShell, helpOf } from '../kit/field-shell';
import type { PensionWorkplace } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';
import { isWorkplaceList, periodOf, workplaceKey } from './workplace-format';
import styles from './workplace.module.scss';


/**
 * workplace: the pension workplaces to show on the certificate (000 §2.3: a multi-select; at least
 * one, '사업장을 선택해 주세요.'). Value: an array of `{ 가입자구분, 사업장명, 취득일, 상실일, 납부자번호 }`.
 */
export default function WorkplaceWidget(props: WidgetProps) {
  const open = usePicker<PensionWorkplace[]>('workplace', props.id);
  const selected = isWorkplaceList(props.value) ? props.value : [];
  const help = helpOf(props);

  const onOpen = async () => {
    const picked = await open({ name: props.name, selected: selected.map(workplaceKey).join(',') });
    if (picked) props.onChange(picked);
  };

  const first = selected[0];
  const text = !first ? '' : selected.length === 1 ? first.사업장명 : `${first.사업장명} 외 ${selected.length - 1}곳`;
  return (
    <FieldShell id={props.id} label={props.label} required={props.required} help={help} errors={props.rawErrors}>
      <ChooseButton
        id={props.id}
        text={text}
        placeholder={props.placeholder || '사업장을 선택해 주세요'}
        disabled={props.disabled || props.readonly}
        help={help}
        errors={props.rawErrors}
        onClick={() => void onOpen()}
      />
      {selected.length > 0 && (
        <ul className={styles.chosen} aria-label="선택한 사업장">
          {selected.map((workplace) => (
            <li key={workplaceKey(workplace)}>
              <span className={styles.chosenName}>{workplace.사업장명}</span>
              <span className={styles.period}>{periodOf(workplace)}</span>
            </li>
          ))}
        </ul>
      )}
    </FieldShell>
  );
}
