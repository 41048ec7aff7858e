import { ChoiceSheet } from '../kit/choice-list';
import { STATIC_LOOKUP, useSidoSigunguQuery } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';

export default function SigunguLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const { data, isLoading } = useSidoSigunguQuery(undefined, STATIC_LOOKUP);
  const sido = query.get('sido');
  const choices = data?.find((item) => item.name === sido)?.sigungu.map((item) => ({ value: item.name, label: item.name }));
  return (
    <ChoiceSheet
      title={title ?? '시/군/구 선택'}
      choices={choices}
      loading={isLoading}
      selected={query.get('value')}
      emptyText="시/도를 먼저 선택해 주세요."
      pick={pick}
      close={close}
    />
  );
}
