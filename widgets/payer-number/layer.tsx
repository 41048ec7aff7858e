import { ChoiceSheet } from '../kit/choice-list';
import { usePensionWorkplacesQuery } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { formatYmd } from '../kit/ymd';

export default function PayerNumberLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const { data, isLoading } = usePensionWorkplacesQuery();
  const choices = data?.map((item) => ({
    value: item.납부자번호,
    label: `${item.사업장명} (${item.납부자번호})`,
    description: `${item.가입자구분} · ${formatYmd(item.취득일)} ~ ${formatYmd(item.상실일)}`,
  }));
  return (
    <ChoiceSheet
      title={title ?? '납부자번호 선택'}
      choices={choices}
      loading={isLoading}
      selected={query.get('value')}
      emptyText="조회된 국민연금 가입 내역이 없어요. 가입 내역은 국민연금공단에 확인해 주세요."
      pick={pick}
      close={close}
    />
  );
}
