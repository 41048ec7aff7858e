import type { ComponentType } from 'react';
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import { definePicker, type PickerDef, type PickerDisplay, type PickerLayerProps } from './kit/picker';

/**
 * A widget is one folder, `widgets/<name>/`: `index.tsx` (the widget; `<name>` is what a uiSchema's
 * `ui:widget` says), and for a picker `layer.tsx` (its layer) with `layers.json` (the issue layer
 * routes it answers: route pattern → display and title, spec 000 §2.2). The folders are the one
 * list: this registry, the issue page's layers and cert:check (`scripts/lib/widget-folders.ts`)
 * read them; nothing else names a widget.
 */
export interface LayerEntry {
  display: PickerDisplay;
  title: string;
}

const widgetModules = import.meta.glob<Widget>('./*/index.tsx', { eager: true, import: 'default' });
const layerTables = import.meta.glob<Record<string, LayerEntry>>('./*/layers.json', { eager: true, import: 'default' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const layerModules = import.meta.glob<{ default: ComponentType<PickerLayerProps<any>> }>('./*/layer.tsx');

const folderOf = (file: string): string => file.split('/')[1] ?? file;

/** Every widget folder's name → its widget (uiSchemas name them as strings). */
export const widgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries(widgetModules).map(([file, widget]) => [folderOf(file), widget]),
);

/**
 * The issue page's picker layers (spec 000 §2.2 "Issue layers"), by layer route pattern, from each
 * picker folder's `layers.json`. Full screen for searches, bottom sheets for short lists, an input
 * modal for patriot-number.
 */
export const pickerLayers: Record<string, PickerDef> = Object.fromEntries(
  Object.entries(layerTables).flatMap(([file, table]) => {
    const folder = folderOf(file);
    const load = layerModules[`./${folder}/layer.tsx`];
    if (!load) throw new Error(`widgets/${folder}/layers.json has no layer.tsx beside it`);
    return Object.entries(table).map(([route, { display, title }]) => [route, definePicker(display, title, load)] as const);
  }),
);
