import type { WidgetProps } from '@rjsf/utils';
import { ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';


/** vat-start-year: this year and the four before. */
export default function VatStartYearWidget(props: WidgetProps) {
  return <ChoicePickerWidget layer="vat-start-year" widget={props} choices={yearChoices(thisYear(), thisYear() - 4)} />;
}
