import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { ChoicePickerWidget } from '../kit/choice-picker';


/** reason: one of the schema's choices, in a bottom sheet. */
export default function ReasonWidget(props: WidgetProps) {
  return <ChoicePickerWidget layer="reason" widget={props} choices={schemaChoices(props)} />;
}
