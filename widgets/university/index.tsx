import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from '../kit/field-shell';
import { fieldOption, useFormContext } from '../kit/form-context';
import type { UniversityEntry } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';


/** The field cleared when the chosen university needs no student ID (`studentIdField`, default 학번). */
const DEFAULT_STUDENT_ID_FIELD = '학번';

/**
 * university: the university's name. Writes `codeField` (대학코드) and `studentIdRequiredField`
 * (학번필요, which makes the schema's 학번 appear and be required); 학번 is cleared when the new
 * university needs none (000 §5).
 */
export default function UniversityWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<UniversityEntry>('university', props.id);
  const value = typeof props.value === 'string' ? props.value : '';

  const onOpen = async () => {
    const picked = await open({ certificate: ctx.edoc, ...(value ? { value } : {}) });
    if (!picked) return;
    const codeField = fieldOption(props, 'codeField');
    const requiredField = fieldOption(props, 'studentIdRequiredField');
    const studentIdField = fieldOption(props, 'studentIdField') ?? DEFAULT_STUDENT_ID_FIELD;
    const needsId = picked.학번필요 === true;
    props.onChange(picked.이름);
    ctx.setFields({
      [props.name]: picked.이름,
      ...(codeField ? { [codeField]: picked.코드 } : {}),
      ...(requiredField ? { [requiredField]: needsId } : {}),
      ...(needsId ? {} : { [studentIdField]: undefined }),
    });
  };

  return <PickerField {...props} text={value} onOpen={onOpen} />;
}
