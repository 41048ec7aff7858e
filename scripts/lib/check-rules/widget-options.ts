import type { ErrorObject, ValidateFunction } from 'ajv';
import { CERTIFICATE_FILES, createFormAjv, type CatalogueProblem, type JsonSchema } from '../../../server/catalogue/index.ts';
import type { FolderRule } from './types.ts';
import { walkUi } from './ui-walk.ts';

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const compiled = new Map<Record<string, unknown>, ValidateFunction>();

function explain(error: ErrorObject): string {
  const at = error.instancePath ? `ui:options${error.instancePath.replaceAll('/', '.')}` : 'ui:options';
  const params = error.params as { allowedValues?: unknown[]; missingProperty?: string };
  if (error.keyword === 'enum') return `${at} ${JSON.stringify(error.data)} is not one of ${(params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'required') return `ui:options.${String(params.missingProperty)} is missing`;
  return `${at} ${error.message ?? 'is invalid'}`;
}

/** A field's `ui:options` match its widget's options.schema.json, where the widget folder has one. */
export const widgetOptionsMatch: FolderRule = ({ slug, raw }, options) => {
  const ui = raw.files.uiSchema;
  if (!isObject(ui) || !options.widgetOptionSchemas) return [];
  const problems: CatalogueProblem[] = [];
  walkUi(ui, (pointer, node) => {
    const widget = node['ui:widget'];
    const schema = typeof widget === 'string' ? options.widgetOptionSchemas!.get(widget) : undefined;
    if (!schema) return;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = createFormAjv({ allErrors: false }).compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(isObject(node['ui:options']) ? node['ui:options'] : {})) {
      problems.push({ slug, file: CERTIFICATE_FILES.uiSchema, field: pointer || '(root)', message: `${explain(validate.errors![0]!)} (widgets/${widget}/options.schema.json)` });
    }
  });
  return problems;
};
