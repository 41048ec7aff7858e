import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { siblingValue, useFormContext } from '../kit/form-context';
import { STATIC_LOOKUP, useSidoSigunguQuery } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';

/** sigungu: the 시군구 name within the 시도 of `sidoField`; cleared when the 시도 changes. */
export default function SigunguWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const sido = siblingValue(props, ctx, 'sidoField');
  const sidoName = typeof sido === 'string' && sido ? sido : undefined;
  const open = usePicker<string>('sigungu', props.id);
  const { data } = useSidoSigunguQuery(undefined, { ...STATIC_LOOKUP, skip: !sidoName || !props.value });
  const { value, onChange } = props;
  const known = data?.find((item) => item.name === sidoName)?.sigungu;
  const stale = Boolean(value) && (!sidoName || (known !== undefined && !known.some((item) => item.name === value)));
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);

  const onOpen = async () => {
    if (!sidoName) return;
    const picked = await open({ sido: sidoName, ...(value ? { value: String(value) } : {}) });
    if (picked !== null) onChange(picked);
  };
  return <PickerField {...props} text={value} onOpen={onOpen} disabledReason={!sidoName} />;
}
