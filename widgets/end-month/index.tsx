import type { WidgetProps } from '@rjsf/utils';
import { asNumber, ChoicePickerWidget, monthChoices, thisMonth, thisYear } from '../kit/choice-picker';
import { siblingValue, useFormContext } from '../kit/form-context';


/** end-month: from the start month (`startMonthField`) to 12, up to this month in this year. */
export default function EndMonthWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const year = asNumber(siblingValue(props, ctx, 'yearField'));
  const start = asNumber(siblingValue(props, ctx, 'startMonthField')) ?? 1;
  const last = year === thisYear() ? thisMonth() : 12;
  return <ChoicePickerWidget layer="end-month" widget={props} choices={monthChoices(start, last)} clearWhenOutside />;
}
