import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { fieldOption, useFormContext } from '../kit/form-context';
import { STATIC_LOOKUP, useEducationOfficesQuery, type EducationOffice } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';


/**
 * education-code: the 시·도 교육청 (value: its NEIS code, `B10`). `nameField` (optional) receives
 * the office's name. The school pickers watch this field and clear themselves when it changes.
 */
export default function EducationCodeWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<EducationOffice>('education-code', props.id);
  const code = typeof props.value === 'string' ? props.value : '';
  const offices = useEducationOfficesQuery(undefined, { skip: !code, ...STATIC_LOOKUP });
  const text = code ? (offices.data?.find((office) => office.code === code)?.name ?? code) : '';

  const onOpen = async () => {
    const picked = await open(code ? { value: code } : {});
    if (!picked || picked.code === code) return;
    props.onChange(picked.code);
    const nameField = fieldOption(props, 'nameField');
    if (nameField) ctx.setFields({ [props.name]: picked.code, [nameField]: picked.name });
  };

  return <PickerField {...props} text={text} onOpen={onOpen} />;
}
