import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { usePicker } from '../../src/lib/picker';

/** sido: the 시도 name, picked from 시도시군구. */
export default function SidoWidget(props: WidgetProps) {
  const open = usePicker<string>('sido', props.id);
  const onOpen = async () => {
    const picked = await open(props.value ? { value: String(props.value) } : {});
    if (picked !== null) props.onChange(picked);
  };
  return <PickerField {...props} text={props.value} onOpen={onOpen} />;
}
