import type { ErrorObject, ValidateFunction } from 'ajv';
import factsSchema from '../../../schemas/agency-facts.schema.json' with { type: 'json' };
import layoutSchema from '../../../schemas/document-layout.schema.json' with { type: 'json' };
import { createFormAjv } from '../../catalogue/ajv.ts';

/** How each rule is written (schemas/agency-facts.schema.json), for a maintainer who wrote one wrong. */
const RULES: Record<string, string> = {
  $pick: '{ "$pick": [value, …] } (one of the values)',
  $pattern: '{ "$pattern": "410-####-@@" } (# a digit, @ a capital letter)',
  $int: '{ "$int": [min, max] } (whole numbers)',
  $date: '{ "$date": ["YYYYMMDD", "YYYYMMDD"] }',
  $template: '{ "$template": "{form.…} {issue.holderName}" }',
  $if: '{ "$if": condition as in document.json, "then": value, "else": value }',
  $switch: '{ "$switch": "form.…", "cases": { "value": … }, "default": value }',
  $use: '{ "$use": "a name of the file\'s definitions" }',
};

let validator: ValidateFunction | undefined;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysOf = (pointer: string) => pointer.split('/').slice(1).map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The rule written at or above a place of the file, if any: the nearest object with a `$` key. */
function ruleAbove(value: unknown, pointer: string): { pointer: string; rule: string } | undefined {
  const keys = keysOf(pointer);
  let node = value;
  let found: { pointer: string; rule: string } | undefined;
  for (let depth = 0; ; depth++) {
    const rule = isObject(node) ? Object.keys(node).find((k) => k.startsWith('$') && !(depth === 0 && k === '$schema')) : undefined;
    if (rule) found = { pointer: `/${keys.slice(0, depth).join('/')}`, rule };
    if (depth === keys.length || node === null || typeof node !== 'object') return found;
    node = (node as Record<string, unknown>)[keys[depth]!];
  }
}

function explain(value: unknown, errors: ErrorObject[]): { pointer: string; message: string } {
  const deepest = errors.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
  const rule = ruleAbove(value, deepest.instancePath);
  const prefix = 'does not match schemas/agency-facts.schema.json';
  if (rule && rule.rule in RULES) return { pointer: rule.pointer, message: `${prefix}: ${rule.rule} is written ${RULES[rule.rule]}` };
  if (rule) return { pointer: rule.pointer, message: `${prefix}: "${rule.rule}" is no rule (${Object.keys(RULES).join(', ')}); a fact's name does not start with $` };
  const at = errors.filter((e) => e.instancePath === deepest.instancePath);
  const named = at.find((e) => e.keyword === 'required' || e.keyword === 'additionalProperties' || e.keyword === 'propertyNames') ?? deepest;
  const detail =
    named.keyword === 'additionalProperties'
      ? `unknown field "${String((named.params as { additionalProperty: string }).additionalProperty)}"`
      : named.keyword === 'propertyNames'
        ? `"${String((named.params as { propertyName: string }).propertyName)}" is no persona id (lower-case letters, digits and -) nor "*"`
        : (named.message ?? 'invalid');
  return { pointer: deepest.instancePath || '/', message: `${prefix}: ${detail}` };
}

/** Problems of an agency facts file against schemas/agency-facts.schema.json: where (a JSON pointer) and what, in a maintainer's words. */
export function agencyFactsProblems(value: unknown): { pointer: string; message: string }[] {
  if (!validator) {
    const ajv = createFormAjv({ allErrors: true });
    ajv.addSchema(layoutSchema);
    validator = ajv.compile(factsSchema);
  }
  if (validator(value)) return [];
  return [explain(value, validator.errors ?? [])];
}
