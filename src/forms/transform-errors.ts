import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { validationMessages as m } from './messages';

type SchemaNode = RJSFSchema & { errorMessage?: Record<string, string> };

/** Widgets whose value is chosen, not typed: their required message says 선택. */
const TYPED_WIDGETS = new Set(['masked-text', 'text', 'textarea', 'patriot-number']);

const DROPPED = new Set(['if', 'then', 'else', 'const', 'enum', 'anyOf', 'not', 'allOf']);

function walk(root: RJSFSchema, segments: string[]): SchemaNode | undefined {
  let node: unknown = root;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[decodeURIComponent(segment.replace(/~1/g, '/').replace(/~0/g, '~'))];
  }
  return node && typeof node === 'object' ? (node as SchemaNode) : undefined;
}

/** Every declaration of a top-level property, in properties or in an allOf branch's then. */
function declaration(root: RJSFSchema, name: string): SchemaNode | undefined {
  const direct = (root.properties as Record<string, SchemaNode> | undefined)?.[name];
  if (direct) return direct;
  for (const branch of (root.allOf ?? []) as RJSFSchema[]) {
    const then = branch.then as RJSFSchema | undefined;
    const found = (then?.properties as Record<string, SchemaNode> | undefined)?.[name];
    if (found) return found;
  }
  return undefined;
}

interface Failing {
  field: string;
  schema: SchemaNode | undefined;
}

/** The field an error is about, and that field's schema (for its title and errorMessage). */
export function failingField(error: RJSFValidationError, root: RJSFSchema): Failing {
  const segments = (error.schemaPath ?? '').replace(/^#\/?/, '').split('/').filter(Boolean);
  const property = (error.property ?? '').replace(/^\./, '');
  const field = property.split('.')[0] ?? '';
  if (error.name === 'required') {
    const missing = String(error.params?.missingProperty ?? field);
    const parent = walk(root, segments.slice(0, -1));
    const own = (parent?.properties as Record<string, SchemaNode> | undefined)?.[missing];
    return { field: missing, schema: own ?? declaration(root, missing) };
  }
  // A failing choice branch (…/X/oneOf/2/const) or item (…/X/items/…) is about X.
  const cut = segments.findIndex((segment, i) => (segment === 'oneOf' || segment === 'items') && i > 0);
  const own = walk(root, cut > 0 ? segments.slice(0, cut) : segments.slice(0, -1));
  return { field, schema: own?.title ? own : (declaration(root, field) ?? own) };
}

const isChoice = (schema: SchemaNode | undefined, widget: unknown): boolean =>
  Boolean(
    schema &&
      (schema.oneOf ||
        (schema.items as SchemaNode | undefined)?.oneOf ||
        schema.type === 'boolean' ||
        schema.type === 'integer' ||
        schema.type === 'array' ||
        (typeof widget === 'string' && widget !== 'hidden' && !TYPED_WIDGETS.has(widget))),
  );

/** The Korean message of one error (spec 000 §5): the field's errorMessage annotation first. */
export function koreanMessage(error: RJSFValidationError, root: RJSFSchema, uiSchema: UiSchema = {}): string | null {
  const keyword = error.name ?? '';
  if (DROPPED.has(keyword)) return null;
  const { field, schema } = failingField(error, root);
  // A required multi-select that is still empty says what its minItems message says ('select a workplace').
  const annotated = schema?.errorMessage?.[keyword] ?? (keyword === 'required' && schema?.type === 'array' ? schema.errorMessage?.minItems : undefined);
  if (annotated) return annotated;
  const title = String(schema?.title ?? field);
  const params = (error.params ?? {}) as Record<string, number>;
  const widget = (uiSchema[field] as UiSchema | undefined)?.['ui:widget'];
  switch (keyword) {
    case 'required':
      return isChoice(schema, widget) ? m.requiredChoice(title) : m.required(title);
    case 'minLength':
      return params.limit === 1 ? (isChoice(schema, widget) ? m.requiredChoice(title) : m.required(title)) : m.minLength(params.limit ?? 0);
    case 'maxLength':
      return m.maxLength(params.limit ?? 0);
    case 'pattern':
      return m.pattern(title);
    case 'format':
      return m.format(title);
    case 'minimum':
    case 'exclusiveMinimum':
      return isChoice(schema, widget) && widget ? m.choice(title) : m.minimum(params.limit ?? 0);
    case 'maximum':
    case 'exclusiveMaximum':
      return isChoice(schema, widget) && widget ? m.choice(title) : m.maximum(params.limit ?? 0);
    case 'oneOf':
      return m.choice(title);
    case 'minItems':
      return m.minItems(title, params.limit ?? 1);
    case 'maxItems':
      return m.maxItems(params.limit ?? 0);
    case 'uniqueItems':
      return m.uniqueItems;
    case 'type':
      return m.type(title);
    default:
      return m.fallback(title);
  }
}

/** RJSF `transformErrors` for one certificate's schema: Korean messages, one error per field. */
export function createTransformErrors(root: RJSFSchema) {
  return (errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      const message = koreanMessage(error, root, uiSchema);
      if (!message) continue;
      const key = `${error.property}|${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...error, message, stack: message });
    }
    return out;
  };
}
