import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { showAlert } from '../../src/lib/popup-store';
import { PickerField } from '../kit/field-shell';
import { fieldOption, siblingValue, useFormContext } from '../kit/form-context';
import type { AcademicRecord } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';
import { COURSE_NAMES } from './courses';


/**
 * academic-information: the school-record selection step (000 §2.3). After the office and the
 * school are chosen, the citizen picks one of their 학적 at that school; the value is its
 * 학교코드, and `courseField` / `orgCodeField` receive 과정구분 and 자료보유조직코드.
 * Cleared (with its companions) when the school or the office changes.
 */
export default function AcademicInformationWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<AcademicRecord>('academic-information', props.id);
  const office = String(siblingValue(props, ctx, 'educationOfficeField') ?? '');
  const school = String(siblingValue(props, ctx, 'schoolField') ?? '');
  const course = String(siblingValue(props, ctx, 'courseField') ?? '');
  const value = typeof props.value === 'string' ? props.value : '';
  const courseField = fieldOption(props, 'courseField');
  const orgCodeField = fieldOption(props, 'orgCodeField');

  const companions = (record: AcademicRecord | null): Record<string, unknown> => ({
    ...(courseField ? { [courseField]: record?.과정구분 } : {}),
    ...(orgCodeField ? { [orgCodeField]: record?.자료보유조직코드 } : {}),
  });

  const clear = useRef(() => {});
  clear.current = () => {
    if (!value) return;
    props.onChange(undefined);
    ctx.setFields({ [props.name]: undefined, ...companions(null) });
  };
  const previous = useRef(`${office}/${school}`);
  useEffect(() => {
    const key = `${office}/${school}`;
    if (previous.current === key) return;
    previous.current = key;
    clear.current();
  }, [office, school]);

  const onOpen = async () => {
    const missing = !office ? '교육청을 먼저 선택해 주세요.' : !school ? '학교를 먼저 선택해 주세요.' : null;
    if (missing) {
      await showAlert({ message: missing });
      return;
    }
    const picked = await open({ office, school, application: ctx.edoc, ...(value ? { value } : {}) });
    if (!picked) return;
    props.onChange(picked.학교코드);
    ctx.setFields({ [props.name]: picked.학교코드, ...companions(picked) });
  };

  const text = value ? `${COURSE_NAMES[course] ?? ''} 학적 (학교코드 ${value})`.trim() : '';
  return <PickerField {...props} text={text} placeholder={props.placeholder || '학적 선택'} onOpen={onOpen} />;
}
