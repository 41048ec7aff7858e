import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceSheet, labelOf, type Choice } from './choice-list';
import { PickerField } from './field-shell';
import { usePicker, type PickerLayerProps } from '../../src/lib/picker';
import { pickerDataOf, providePickerData } from './picker-data';

export interface ChoicePayload<T> {
  choices: Choice<T>[];
  selected: T | null;
}

export interface ChoicePickerWidgetProps<T> {
  /** The layer to open (`reason`, `year/start`, …). */
  layer: string;
  widget: WidgetProps;
  choices: Choice<T>[];
  /** Clears the value when it is no longer one of the choices (an end that precedes its start). */
  clearWhenOutside?: boolean;
  /** Shown when the field cannot be chosen yet (e.g. the start is missing). */
  disabled?: boolean;
}

/**
 * A picker whose choices the widget computes (schema choices, year ranges): the choices travel
 * to the layer in memory, the layer is `ChoicePayloadLayer`.
 */
export function ChoicePickerWidget<T>({ layer, widget, choices, clearWhenOutside, disabled }: ChoicePickerWidgetProps<T>) {
  const open = usePicker<T>(layer, widget.id);
  const { value, onChange } = widget;
  const outside = clearWhenOutside && value !== undefined && value !== null && !choices.some((c) => c.value === value);
  useEffect(() => {
    if (outside) onChange(undefined);
  }, [outside, onChange]);

  const onOpen = async () => {
    providePickerData(widget.id, { choices, selected: value ?? null } satisfies ChoicePayload<T>);
    const picked = await open();
    if (picked !== null) widget.onChange(picked);
  };
  return <PickerField {...widget} text={labelOf(choices, value) ?? formatValue(value)} onOpen={onOpen} disabledReason={disabled} />;
}

const formatValue = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/** The layer of every `ChoicePickerWidget`. */
export function ChoicePayloadLayer<T>({ query, pick, close, title }: PickerLayerProps<T>) {
  const payload = pickerDataOf<ChoicePayload<T>>(query);
  return (
    <ChoiceSheet
      title={title ?? '선택'}
      choices={payload?.choices}
      selected={payload?.selected ?? null}
      pick={pick}
      close={close}
    />
  );
}
