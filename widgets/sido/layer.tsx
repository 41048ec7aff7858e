import { ChoiceSheet } from '../kit/choice-list';
import { STATIC_LOOKUP, useSidoSigunguQuery } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';

export default function SidoLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const { data, isLoading } = useSidoSigunguQuery(undefined, STATIC_LOOKUP);
  const choices = data?.map((sido) => ({ value: sido.name, label: sido.name }));
  return (
    <ChoiceSheet title={title ?? '시/도 선택'} choices={choices} loading={isLoading} selected={query.get('value')} pick={pick} close={close} />
  );
}
