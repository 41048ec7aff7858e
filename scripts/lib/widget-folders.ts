import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** widgets/: one folder a widget (src/forms/widget-registry.ts reads the same folders through Vite). */
export const WIDGETS_DIR = fileURLToPath(new URL('../../widgets/', import.meta.url));

export interface WidgetFolders {
  /** The names a uiSchema's `ui:widget` may use: the folders with an `index.tsx`. */
  names: string[];
  /** widget name → the issue layer route patterns its `layers.json` declares (`year/:id`, `start-year`, …). */
  layers: Map<string, string[]>;
  /** widget name → the JSON Schema of its `ui:options` (its `options.schema.json`), for the widgets that have one. */
  optionSchemas: Map<string, Record<string, unknown>>;
}

/** The widget folders as they are on disk (cheap: a directory listing and the small layers.json files). */
export function readWidgetFolders(dir: string = WIDGETS_DIR): WidgetFolders {
  const names: string[] = [];
  const layers = new Map<string, string[]>();
  const optionSchemas = new Map<string, Record<string, unknown>>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !fs.existsSync(path.join(dir, entry.name, 'index.tsx'))) continue;
    names.push(entry.name);
    const table = path.join(dir, entry.name, 'layers.json');
    if (fs.existsSync(table)) {
      const routes: unknown = JSON.parse(fs.readFileSync(table, 'utf8'));
      layers.set(entry.name, routes && typeof routes === 'object' ? Object.keys(routes) : []);
    }
    const options = path.join(dir, entry.name, 'options.schema.json');
    if (fs.existsSync(options)) optionSchemas.set(entry.name, JSON.parse(fs.readFileSync(options, 'utf8')) as Record<string, unknown>);
  }
  return { names: names.sort(), layers, optionSchemas };
}

/** Whether `layer` (`year/start`) is one of the route patterns (`year/:id`). */
export function matchesLayerRoute(layer: string, routes: readonly string[]): boolean {
  const parts = layer.split('/');
  return routes.some((route) => {
    const pattern = route.split('/');
    return pattern.length === parts.length && pattern.every((p, i) => (p.startsWith(':') ? Boolean(parts[i]) : p === parts[i]));
  });
}
