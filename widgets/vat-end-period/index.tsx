import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { ChoicePickerWidget } from '../kit/choice-picker';
import { siblingValue, useFormContext } from '../kit/form-context';


/** vat-end-period: 1기 / 2기, not before the start period when both years are the same. */
export default function VatEndPeriodWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const startYear = siblingValue(props, ctx, 'startYearField');
  const endYear = siblingValue(props, ctx, 'endYearField');
  const startPeriod = siblingValue(props, ctx, 'startPeriodField');
  const sameYear = startYear !== undefined && startYear === endYear;
  const all = schemaChoices(props);
  const from = sameYear ? all.findIndex((choice) => choice.value === startPeriod) : -1;
  const choices = from > 0 ? all.slice(from) : all;
  return <ChoicePickerWidget layer="vat-end-period" widget={props} choices={choices} clearWhenOutside={sameYear} />;
}
