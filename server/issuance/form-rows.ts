import { declaredProperties } from '../catalogue/schema-walk.ts';
import type { JsonSchema, UiSchema } from '../catalogue/types.ts';
import { documentTexts } from './document/texts.ts';

export interface FormRow {
  label: string;
  value: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The title of a `oneOf` choice (`{ const, title }`), or the value itself. */
function choiceTitle(schema: JsonSchema | undefined, value: unknown): string | undefined {
  const options = schema?.oneOf ?? schema?.anyOf;
  if (!Array.isArray(options)) return undefined;
  const option = options.find((o): o is JsonSchema => isObject(o) && o.const === value);
  return typeof option?.title === 'string' ? option.title : undefined;
}

/** A form value as a document shows it: choices by their titles, lists joined, booleans as 예/아니요. */
export function formatFormValue(schema: JsonSchema | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? documentTexts().yes : documentTexts().no;
  if (Array.isArray(value)) {
    const items = isObject(schema?.items) ? (schema.items as JsonSchema) : undefined;
    return value.length === 0 ? '-' : value.map((item) => formatFormValue(items, item)).join(', ');
  }
  if (isObject(value)) {
    const props = schema ? declaredProperties(schema) : new Map<string, JsonSchema>();
    return Object.entries(value)
      .map(([key, inner]) => {
        const sub = props.get(key);
        return `${typeof sub?.title === 'string' ? sub.title : key} ${formatFormValue(sub, inner)}`;
      })
      .join(' / ');
  }
  return choiceTitle(schema, value) ?? String(value);
}

const hidden = (ui: UiSchema, key: string): boolean => isObject(ui[key]) && (ui[key] as Record<string, unknown>)['ui:widget'] === 'hidden';

/**
 * The form's values as a certificate shows them: the schema's Korean titles as labels, choices
 * by their titles, in the form's order; the pickers' hidden companions are left out.
 */
export function formRows(schema: JsonSchema | undefined, uiSchema: UiSchema | undefined, data: Record<string, unknown>): FormRow[] {
  const props = schema ? declaredProperties(schema) : new Map<string, JsonSchema>();
  const ui = uiSchema ?? {};
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].filter((k): k is string => typeof k === 'string' && k !== '*') : [];
  const keys = [...order.filter((k) => k in data), ...Object.keys(data).filter((k) => !order.includes(k))];
  return keys
    .filter((key) => key !== '문서종류' && !hidden(ui, key))
    .map((key) => {
      const sub = props.get(key);
      return { label: typeof sub?.title === 'string' ? sub.title : key, value: formatFormValue(sub, data[key]) };
    });
}
