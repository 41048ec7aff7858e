import { ChoiceSheet } from '../kit/choice-list';
import { STATIC_LOOKUP, useEducationOfficesQuery, type EducationOffice } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';

/** The 17 시·도 교육청 as a bottom sheet; the current one is marked. */
export default function EducationCodeLayer({ query, pick, close, title }: PickerLayerProps<EducationOffice>) {
  const offices = useEducationOfficesQuery(undefined, STATIC_LOOKUP);
  const choices = offices.data?.map((office) => ({ value: office, label: office.name }));
  const selected = offices.data?.find((office) => office.code === query.get('value')) ?? null;
  return (
    <ChoiceSheet
      title={title ?? '교육청 선택'}
      choices={choices}
      selected={selected}
      loading={offices.isLoading}
      emptyText={offices.isError ? '교육청 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' : undefined}
      pick={pick}
      close={close}
    />
  );
}
