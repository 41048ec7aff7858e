import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { usePicker } from '../../src/lib/picker';

/** insurance-number: the 건강보험증 번호 (11 digits), picked from the citizen's cards. */
export default function InsuranceNumberWidget(props: WidgetProps) {
  const open = usePicker<string>('insurance-number', props.id);
  const onOpen = async () => {
    const picked = await open(props.value ? { value: String(props.value) } : {});
    if (picked !== null) props.onChange(picked);
  };
  return <PickerField {...props} text={props.value} onOpen={onOpen} />;
}
