import type { ComponentType } from 'react';
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import { definePicker, type LayerDisplay, type LayerTable } from '../lib/layer-defs';
import type { PickerLayerProps } from '../lib/picker';

/**
 * A widget is one folder, `widgets/<name>/`: `index.tsx` (the widget; `<name>` is what a uiSchema's
 * `ui:widget` says), and for a picker `layer.tsx` (its layer) with `layers.json` (the issue layer
 * routes it answers: route pattern → display and title, spec 000 §2.2). The folders are the one
 * list: this registry and cert:check (`scripts/lib/widget-folders.ts`) read them; nothing else
 * names a widget. Only src/forms reads the registry (the app takes the picker layers from here),
 * and widgets know nothing of it.
 */
export interface LayerEntry {
  display: LayerDisplay;
  title: string;
}

const widgetModules = import.meta.glob<Widget>('../../widgets/*/index.tsx', { eager: true, import: 'default' });
const layerTables = import.meta.glob<Record<string, LayerEntry>>('../../widgets/*/layers.json', { eager: true, import: 'default' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const layerModules = import.meta.glob<{ default: ComponentType<PickerLayerProps<any>> }>('../../widgets/*/layer.tsx');

/** `../../widgets/<folder>/…` → `<folder>`. */
const folderOf = (file: string): string => file.split('/')[3] ?? file;

/** Every widget folder's name → its widget (uiSchemas name them as strings). */
export const widgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries(widgetModules).map(([file, widget]) => [folderOf(file), widget]),
);

/**
 * The issue page's picker layers (spec 000 §2.2 "Issue layers"), by layer route pattern, from each
 * picker folder's `layers.json`. Full screen for searches, bottom sheets for short lists, an input
 * modal for patriot-number.
 */
export const pickerLayers: LayerTable = Object.fromEntries(
  Object.entries(layerTables).flatMap(([file, table]) => {
    const folder = folderOf(file);
    const load = layerModules[`../../widgets/${folder}/layer.tsx`];
    if (!load) throw new Error(`widgets/${folder}/layers.json has no layer.tsx beside it`);
    return Object.entries(table).map(([route, { display, title }]) => [route, definePicker(display, title, load)] as const);
  }),
);

/** The picker layers of these routes, for a page that offers some of the form's pickers (the partner start page). */
export function pickerLayersOf(routes: readonly string[]): LayerTable {
  return Object.fromEntries(
    routes.map((route) => {
      const def = pickerLayers[route];
      if (!def) throw new Error(`No widget folder answers the picker layer ${route}`);
      return [route, def] as const;
    }),
  );
}
