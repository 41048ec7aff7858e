import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useOpenLayer } from '../../src/lib/layer-navigation';
import { settleLayerResult, waitForLayerResult } from '../../src/lib/layer-results';

/** Pickers are layers of the issue page (spec 000 §2.2): `/issue/{edoc}/layer/<name>`. */
export type PickerDisplay = 'bottom' | 'full' | 'input' | 'qr';

export interface PickerLayerProps<T = unknown> {
  /** Route params of the layer pattern, e.g. `{ id }` for `year/:id`. */
  params: Record<string, string | undefined>;
  /** What the widget passed to `open()` (plus `field`, the waiting field's id). */
  query: URLSearchParams;
  /** Snapshot of the form when the layer was opened. */
  formData: Record<string, unknown>;
  /** Resolves the waiting widget and closes the layer. */
  pick(value: T): void;
  /** Closes with no result (the widget gets null). */
  close(): void;
  /** The layer's title from its PickerDef (the outlet passes it). */
  title?: string;
}

export interface PickerDef {
  display: PickerDisplay;
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: LazyExoticComponent<ComponentType<PickerLayerProps<any>>>;
}

export function definePicker<T>(
  display: PickerDisplay,
  title: string,
  load: () => Promise<{ default: ComponentType<PickerLayerProps<T>> }>,
): PickerDef {
  return { display, title, component: lazy(load) as PickerDef['component'] };
}

/** The query key naming the field that waits for the layer's result. */
export const PICKER_FIELD_PARAM = 'field';

export const pickerResultKey = (fieldId: string): string => `picker:${fieldId}`;

/** Settles the waiting widget of `fieldId` (the issue page's layer outlet calls this). */
export function settlePicker(fieldId: string | null, value: unknown): void {
  if (fieldId) settleLayerResult(pickerResultKey(fieldId), value);
}

/**
 * Opens the picker layer `layer` (e.g. `sido`, `year/start`) for the field `fieldId` and resolves
 * with the picked value, or null when the layer was closed without one.
 */
export function usePicker<T>(layer: string, fieldId: string): (query?: Record<string, string>) => Promise<T | null> {
  const openLayer = useOpenLayer();
  return (query = {}) => {
    const key = pickerResultKey(fieldId);
    // A previous, abandoned open of the same field resolves to null first.
    settleLayerResult(key, null);
    const result = waitForLayerResult<T>(key);
    openLayer(layer, { ...query, [PICKER_FIELD_PARAM]: fieldId });
    return result;
  };
}
