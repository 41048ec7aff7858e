import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { ChoicePickerWidget } from '../kit/choice-picker';


/** issue-detail: one of the schema's choices, in a bottom sheet. */
export default function IssueDetailWidget(props: WidgetProps) {
  return <ChoicePickerWidget layer="issue-detail" widget={props} choices={schemaChoices(props)} />;
}
