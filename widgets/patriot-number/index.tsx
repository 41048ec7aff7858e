import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { usePicker } from '../../src/lib/picker';
import { isPatriotGroup } from './patriot-rules';


/**
 * patriot-number: 보훈번호 `NN-NNNNNN` to `NN-NNNNNNNN`, typed in an input modal (000 §2.2) that
 * checks the format and the prefix group of `ui:options.group` (001 §5).
 */
export default function PatriotNumberWidget(props: WidgetProps) {
  const open = usePicker<string>('patriot-number', props.id);
  const value = typeof props.value === 'string' ? props.value : '';
  const group = isPatriotGroup(props.options?.group) ? props.options.group : undefined;

  const onOpen = async () => {
    const picked = await open({ ...(group ? { group } : {}), ...(value ? { value } : {}) });
    if (picked !== null && picked !== value) props.onChange(picked);
  };

  return <PickerField {...props} text={value} onOpen={onOpen} />;
}
