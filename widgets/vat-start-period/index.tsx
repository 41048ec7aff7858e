import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { ChoicePickerWidget } from '../kit/choice-picker';


/** vat-start-period: 1기 / 2기 (the schema's choices). */
export default function VatStartPeriodWidget(props: WidgetProps) {
  return <ChoicePickerWidget layer="vat-start-period" widget={props} choices={schemaChoices(props)} />;
}
