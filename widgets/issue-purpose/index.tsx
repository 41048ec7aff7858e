import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { useFormContext } from '../kit/form-context';
import { usePicker } from '../../src/lib/picker';

/** issue-purpose: the usage purpose, from {path}/사용용도 of this certificate. */
export default function IssuePurposeWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<string>('issue-purpose', props.id);
  const onOpen = async () => {
    const picked = await open({ edoc: ctx.edoc, ...(props.value ? { value: String(props.value) } : {}) });
    if (picked !== null) props.onChange(picked);
  };
  return <PickerField {...props} text={props.value} onOpen={onOpen} />;
}
