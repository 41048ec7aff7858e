import type { RJSFSchema } from '@rjsf/utils';

type Data = Record<string, unknown>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether an `if` of our convention holds: `properties` with `const`/`enum` and `required`
 * (certificates/README.md). An `if` using anything else counts as holding, so no data is lost.
 */
function holds(condition: RJSFSchema, data: Data): boolean {
  for (const key of (condition.required ?? []) as string[]) if (data[key] === undefined) return false;
  for (const [key, rule] of Object.entries((condition.properties ?? {}) as Record<string, RJSFSchema>)) {
    if (data[key] === undefined) continue;
    if ('const' in rule && !sameValue(rule.const, data[key])) return false;
    if (Array.isArray(rule.enum) && !rule.enum.some((item) => sameValue(item, data[key]))) return false;
  }
  return true;
}

function declared(schema: RJSFSchema, data: Data): Set<string> {
  const keys = new Set(Object.keys(schema.properties ?? {}));
  for (const branch of (schema.allOf ?? []) as RJSFSchema[]) {
    const then = branch.if && typeof branch.if === 'object' && holds(branch.if as RJSFSchema, data) ? branch.then : branch.else;
    for (const key of Object.keys(((then as RJSFSchema | undefined)?.properties ?? {}) as object)) keys.add(key);
  }
  return keys;
}

/**
 * The form data without the fields of closed `allOf` branches, repeated until nothing changes
 * (a branch can depend on a field of another branch). The server refuses undeclared keys.
 */
export function pruneFormData(schema: RJSFSchema, data: Data): Data {
  let current = data;
  for (;;) {
    const keys = declared(schema, current);
    const next = Object.fromEntries(Object.entries(current).filter(([key, value]) => keys.has(key) && value !== undefined));
    if (Object.keys(next).length === Object.keys(current).length) return next;
    current = next;
  }
}
