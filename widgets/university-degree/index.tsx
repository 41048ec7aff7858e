import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { showAlert } from '../../src/lib/popup-store';
import { PickerField } from '../kit/field-shell';
import { siblingValue, useFormContext } from '../kit/form-context';
import { STATIC_LOOKUP, useUniversitiesQuery } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';


/** The choices of the schema (`oneOf` const + title) as `value → label`. */
function choicesOf(props: WidgetProps): { value: string; label: string }[] {
  return (props.options?.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }));
}

/**
 * university-degree: 학사 / 석사 / 박사, offering only the degrees of the university whose code is in
 * `universityField`. Cleared when another university that does not offer it is chosen.
 */
export default function UniversityDegreeWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<string>('university-degree', props.id);
  const code = String(siblingValue(props, ctx, 'universityField') ?? '');
  const value = typeof props.value === 'string' ? props.value : '';
  const choices = choicesOf(props);
  const universities = useUniversitiesQuery(ctx.edoc, { skip: !ctx.edoc || !code, ...STATIC_LOOKUP });
  const offered = universities.data?.find((row) => row.코드 === code)?.학위과정;

  const latest = useRef({ value, onChange: props.onChange, offered });
  latest.current = { value, onChange: props.onChange, offered };
  const previousCode = useRef(code);
  useEffect(() => {
    if (previousCode.current === code) return;
    const { value: current, offered: degrees, onChange } = latest.current;
    if (!current) {
      previousCode.current = code;
      return;
    }
    if (!code) {
      previousCode.current = code;
      onChange(undefined);
    } else if (degrees) {
      // Wait for the list before judging the new university.
      previousCode.current = code;
      if (!(degrees as readonly string[]).includes(current)) onChange(undefined);
    }
  }, [code, offered]);

  const onOpen = async () => {
    if (!code) {
      await showAlert({ message: '대학을 먼저 선택해 주세요.' });
      return;
    }
    const picked = await open({
      code,
      certificate: ctx.edoc,
      choices: choices.map((choice) => `${choice.value}:${choice.label}`).join(','),
      ...(value ? { value } : {}),
    });
    if (picked && picked !== value) props.onChange(picked);
  };

  const text = choices.find((choice) => choice.value === value)?.label ?? value;
  return <PickerField {...props} text={text} onOpen={onOpen} />;
}
