import type { WidgetProps } from '@rjsf/utils';
import { ChoicePickerWidget, thisYear, yearChoices } from '../kit/choice-picker';


/** tax-start-year: the last `range` (default 5) closed tax years, last year first. */
export default function TaxStartYearWidget(props: WidgetProps) {
  const range = Number(props.options.range ?? 5);
  return <ChoicePickerWidget layer="tax-start-year" widget={props} choices={yearChoices(thisYear() - 1, thisYear() - range)} />;
}
