import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { usePensionWorkplacesQuery } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';

/** payer-number: 납부자번호 (11 digits) of a workplace; `defaultLatest` prefills the latest one. */
export default function PayerNumberWidget(props: WidgetProps) {
  const open = usePicker<string>('payer-number', props.id);
  const defaultLatest = props.options.defaultLatest === true;
  const { value, onChange } = props;
  const { data } = usePensionWorkplacesQuery(undefined, { skip: !defaultLatest && !value });
  const latest = data?.[0]?.납부자번호;
  useEffect(() => {
    if (defaultLatest && !value && latest) onChange(latest);
  }, [defaultLatest, value, latest, onChange]);
  const workplace = data?.find((item) => item.납부자번호 === value);

  const onOpen = async () => {
    const picked = await open(value ? { value: String(value) } : {});
    if (picked !== null) onChange(picked);
  };
  return <PickerField {...props} text={value ? (workplace ? `${workplace.사업장명} (${value})` : value) : undefined} onOpen={onOpen} />;
}
