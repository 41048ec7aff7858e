import { ChoiceSheet } from '../kit/choice-list';
import { useHealthInsuranceCardsQuery } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { formatYmd } from '../kit/ymd';

export default function InsuranceNumberLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const { data, isLoading } = useHealthInsuranceCardsQuery();
  const choices = data?.map((card) => ({
    value: card.건강보험증번호,
    label: card.건강보험증번호,
    description: `${card.가입자구분} · ${card.관계} · 자격취득일 ${formatYmd(card.자격취득일)}`,
  }));
  return (
    <ChoiceSheet
      title={title ?? '건강보험증 번호 선택'}
      choices={choices}
      loading={isLoading}
      selected={query.get('value')}
      emptyText="조회된 건강보험증이 없어요. 건강보험 가입 여부를 국민건강보험공단에 확인해 주세요."
      pick={pick}
      close={close}
    />
  );
}
