import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';


/**
 * recent-year: `mode: "year"` + `count` — one of the last N years (`defaultOffset` prefills, -1 =
 * last year); `mode: "span"` + `max` — 최근 N년, 1..max (spec 000: "Recent years: 1 to 20").
 */
export default function RecentYearWidget(props: WidgetProps) {
  const { options, value, onChange } = props;
  const span = options.mode === 'span';
  const choices = span ? spanChoices(Number(options.max ?? 20)) : yearChoices(thisYear(), thisYear() - Number(options.count ?? 20) + 1);
  const offset = typeof options.defaultOffset === 'number' ? options.defaultOffset : undefined;
  useEffect(() => {
    if (!span && offset !== undefined && (value === undefined || value === null)) onChange(thisYear() + offset);
  }, [span, offset, value, onChange]);
  return <ChoicePickerWidget layer="recent-year" widget={props} choices={choices} />;
}

export function spanChoices(max: number) {
  return Array.from({ length: max }, (_, i) => ({ value: i + 1, label: `최근 ${i + 1}년` }));
}
