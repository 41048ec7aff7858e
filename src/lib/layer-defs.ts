import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LayerProps } from './layer-navigation';
import type { PickerLayerProps } from './picker';

/** Spec 000 §2.2 layer display styles. */
export type LayerDisplay = 'bottom' | 'qr' | 'full' | 'agreement' | 'input';

/**
 * One entry of a page's layer table (layer name with :params → how it shows and its lazily loaded
 * component): a layer of its own, or a picker answering a form field. Pages, the issue form's
 * pickers and the partner flow all use this one kind of table and one outlet (src/app/layers.tsx).
 */
export type LayerDef =
  | { kind: 'layer'; display: LayerDisplay; title: string; component: LazyExoticComponent<ComponentType<LayerProps>> }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { kind: 'picker'; display: LayerDisplay; title: string; component: LazyExoticComponent<ComponentType<PickerLayerProps<any>>> };

export type LayerTable = Record<string, LayerDef>;

/** A layer; `title` shows in the loading sheet while its code arrives. */
export function defineLayer(display: LayerDisplay, title: string, load: () => Promise<{ default: ComponentType<LayerProps> }>): LayerDef {
  return { kind: 'layer', display, title, component: lazy(load) };
}

/** A picker layer: the outlet gives it the form, and its pick answers the field that opened it. */
export function definePicker<T>(
  display: LayerDisplay,
  title: string,
  load: () => Promise<{ default: ComponentType<PickerLayerProps<T>> }>,
): LayerDef {
  return { kind: 'picker', display, title, component: lazy(load) as LazyExoticComponent<ComponentType<PickerLayerProps<unknown>>> };
}
