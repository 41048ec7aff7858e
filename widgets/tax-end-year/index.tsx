import type { WidgetProps } from '@rjsf/utils';
import { asNumber, ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';
import { siblingValue, useFormContext } from '../kit/form-context';


/** tax-end-year: from the start year (`startYearField`) to last year, within `range`. */
export default function TaxEndYearWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const range = Number(props.options.range ?? 5);
  const start = asNumber(siblingValue(props, ctx, 'startYearField'));
  const choices = yearChoices(thisYear() - 1, Math.max(start ?? 0, thisYear() - range));
  return <ChoicePickerWidget layer="tax-end-year" widget={props} choices={choices} clearWhenOutside={start !== undefined} />;
}
