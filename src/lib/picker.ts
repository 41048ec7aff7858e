import { useAskAgainAfterReload, useAskLayer } from './layer-results';

/**
 * A picker is a layer that answers a form field (spec 000 §2.2 "Issue layers",
 * `/issue/{edoc}/layer/<name>`, and the partner start page's input steps): the field asks with
 * `usePicker`, the layer picks, the outlet hands the value back (src/lib/layer-results).
 */
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
  /** The layer's title from its definition (the outlet passes it). */
  title?: string;
}

/** What a page with pickers hands its layer outlet: the form as it is now (the layer's `formData`). */
export interface PickerOutletContext {
  formData: Record<string, unknown>;
}

/** The query key naming the field that waits for the layer's result. */
export const PICKER_FIELD_PARAM = 'field';

export const pickerResultKey = (fieldId: string): string => `picker:${fieldId}`;

/**
 * Opens the picker layer `layer` (e.g. `sido`, `year/start`) for the field `fieldId` and resolves
 * with the picked value, or null when the layer was closed without one (src/lib/layer-results).
 */
export function usePicker<T>(layer: string, fieldId: string): (query?: Record<string, string>) => Promise<T | null> {
  const ask = useAskLayer();
  return (query = {}) => ask<T>(pickerResultKey(fieldId), layer, { ...query, [PICKER_FIELD_PARAM]: fieldId });
}

/**
 * After a reload on this field's picker layer nobody waits for the pick: the field opens its
 * picker again (`open`, its usual handler), which takes over the layer already on screen.
 */
export function useReopenPickerAfterReload(fieldId: string, open: () => void): void {
  const url = typeof window === 'undefined' ? null : new URL(window.location.href);
  const mine = url?.searchParams.get(PICKER_FIELD_PARAM) === fieldId;
  const layer = mine ? (/\/layer\/(.+)$/.exec(url?.pathname ?? '')?.[1] ?? '') : '';
  useAskAgainAfterReload(layer ? safeDecode(layer) : '', layer ? pickerResultKey(fieldId) : null, open);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
