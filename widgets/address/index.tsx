import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { fieldOption, useFormContext } from '../kit/form-context';
import type { AddressEntry } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';


/**
 * address: 도로명주소 (지번주소 with `addressType: "lot"`), searched by keyword, 20 a page.
 * `districtCodeField` receives the 5-digit 행정구역코드 (the organisation picker reads it).
 */
export default function AddressWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<AddressEntry>('address', props.id);
  const lot = props.options?.addressType === 'lot';
  const value = typeof props.value === 'string' ? props.value : '';

  const onOpen = async () => {
    const picked = await open(lot ? { type: 'lot' } : {});
    if (!picked) return;
    const address = lot ? picked.지번주소 : picked.도로명주소;
    props.onChange(address);
    const districtCodeField = fieldOption(props, 'districtCodeField');
    if (districtCodeField) ctx.setFields({ [props.name]: address, [districtCodeField]: picked.행정구역코드 });
  };

  return <PickerField {...props} text={value} onOpen={onOpen} />;
}
