import type { WidgetProps } from '@rjsf/utils';
import { asNumber, ChoicePickerWidget, monthChoices, thisMonth, thisYear } from '../kit/choice-picker';
import { siblingValue, useFormContext } from '../kit/form-context';


/** month (layer `month/{id}`): 1–12, up to this month when `yearField` is this year. */
export default function MonthWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const id = String(props.options.id ?? 'start');
  const year = asNumber(siblingValue(props, ctx, 'yearField'));
  const last = year === thisYear() ? thisMonth() : 12;
  return <ChoicePickerWidget layer={`month/${id}`} widget={props} choices={monthChoices(1, last)} clearWhenOutside />;
}
