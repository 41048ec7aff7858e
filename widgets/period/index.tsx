import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { schemaChoices } from '../kit/choice-list';
import { ChoicePickerWidget } from '../kit/choice-picker';
import { koreaYearMonth } from '../../src/lib/dates';
import { useFormContext } from '../kit/form-context';
import { periodChoices, periodOptions } from './choices';

/**
 * period: every year, month, span and 기수 picker of the forms, configured by ui:options (see
 * `choices.ts`). `layer` names the issue layer it opens — the spec's names (000 §2.2:
 * `year/{id}`, `month/{id}`, `start-year`, `tax-end-year`, `vat-end-period`, …, `widgets/period/layers.json`).
 */
export default function PeriodWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const options = periodOptions(props.options);
  // Korea's year and month: a phone set to another time zone is offered the same months at a year's turn.
  const now = koreaYearMonth();
  const { choices, bounded } = periodChoices(options, {
    now,
    formData: ctx.formData,
    schemaChoices: options.unit === 'choice' ? schemaChoices(props) : [],
  });
  const { value, onChange } = props;
  const prefill = options.unit === 'year' && options.defaultOffset !== undefined ? now.year + options.defaultOffset : undefined;
  useEffect(() => {
    if (prefill !== undefined && (value === undefined || value === null)) onChange(prefill);
  }, [prefill, value, onChange]);
  const layer = typeof props.options.layer === 'string' ? props.options.layer : 'year/start';
  return <ChoicePickerWidget layer={layer} widget={props} choices={choices} clearWhenOutside={bounded} />;
}
