import type { WidgetProps } from '@rjsf/utils';
import { ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';


/** start-year: the year of the premium lookup, this year and the four before. */
export default function StartYearWidget(props: WidgetProps) {
  return <ChoicePickerWidget layer="start-year" widget={props} choices={yearChoices(thisYear(), thisYear() - 4)} />;
}
