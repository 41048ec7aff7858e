import { useParams } from 'react-router';
import { ChoiceSheet } from '../kit/choice-list';
import { STATIC_LOOKUP, useUsagePurposesQuery } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';

export default function IssuePurposeLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const routeEdoc = useParams().edoc;
  const edoc = query.get('edoc') ?? routeEdoc ?? '';
  const { data, isLoading } = useUsagePurposesQuery(edoc, { ...STATIC_LOOKUP, skip: !edoc });
  const choices = data?.map((purpose) => ({ value: purpose, label: purpose }));
  return (
    <ChoiceSheet title={title ?? '사용 용도 선택'} choices={choices} loading={isLoading} selected={query.get('value')} pick={pick} close={close} />
  );
}
