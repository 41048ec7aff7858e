import type { JsonSchema } from '../../../server/catalogue/index.ts';

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every node of a uiSchema with a readable place (`사업장[]`, `(root)` is ''), the root first. */
export function walkUi(ui: JsonSchema, visit: (pointer: string, node: JsonSchema) => void, pointer = ''): void {
  visit(pointer, ui);
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:') && isObject(value)) walkUi(value, visit, pointer ? `${pointer}.${key}` : key);
    if (key === 'items' && isObject(value)) walkUi(value, visit, `${pointer}[]`);
  }
}
