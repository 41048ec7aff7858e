import type { WidgetProps } from '@rjsf/utils';
import { asNumber, ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';
import { siblingValue, useFormContext } from '../kit/form-context';


/** vat-end-year: from the start year (`startYearField`) to this year. */
export default function VatEndYearWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const start = asNumber(siblingValue(props, ctx, 'startYearField'));
  const choices = yearChoices(thisYear(), start ?? thisYear() - 4);
  return <ChoicePickerWidget layer="vat-end-year" widget={props} choices={choices} clearWhenOutside={start !== undefined} />;
}
