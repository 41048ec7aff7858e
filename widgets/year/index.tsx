import type { WidgetProps } from '@rjsf/utils';
import { asNumber, ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';
import { siblingValue, useFormContext } from '../kit/form-context';


/** year (layer `year/{id}`): the last ten years; an end year (`startYearField`) starts at its start. */
export default function YearWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const id = String(props.options.id ?? 'start');
  const start = asNumber(siblingValue(props, ctx, 'startYearField'));
  const choices = yearChoices(thisYear(), start ?? thisYear() - 9);
  return <ChoicePickerWidget layer={`year/${id}`} widget={props} choices={choices} clearWhenOutside={start !== undefined} />;
}
