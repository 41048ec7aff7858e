import { ChoiceSheet, type Choice } from '../kit/choice-list';
import { STATIC_LOOKUP, useUniversitiesQuery } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';

/** `학사:학사,석사:석사` → choices (the schema's, passed by the widget). */
function parseChoices(text: string | null): Choice<string>[] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const [value = '', ...label] = pair.split(':');
    return { value, label: label.join(':') || value };
  });
}

/** The degrees the chosen university offers (of the schema's choices). */
export default function UniversityDegreeLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const code = query.get('code') ?? '';
  const certificate = query.get('certificate') ?? '';
  const universities = useUniversitiesQuery(certificate, { skip: !certificate || !code, ...STATIC_LOOKUP });
  const university = universities.data?.find((row) => row.코드 === code);
  const schema = parseChoices(query.get('choices'));
  const degrees = university
    ? (schema.length ? schema : university.학위과정.map((value) => ({ value, label: value })))
        .filter((choice) => (university.학위과정 as readonly string[]).includes(choice.value))
        .map((choice) => ({ ...choice, description: university.이름 }))
    : undefined;
  const emptyText = universities.isError
    ? '학위 과정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'
    : !university && !universities.isLoading
      ? '대학을 먼저 선택해 주세요.'
      : '선택할 수 있는 학위 과정이 없어요. 대학을 다시 선택해 주세요.';

  return (
    <ChoiceSheet
      title={title ?? '학위 과정 선택'}
      choices={degrees}
      selected={query.get('value')}
      loading={universities.isLoading}
      emptyText={emptyText}
      pick={pick}
      close={close}
    />
  );
}
