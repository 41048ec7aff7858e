import type { JsonSchema } from './types.ts';

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sub-schemas that may declare properties of the same object: itself and its conditional branches. */
export function objectBranches(schema: JsonSchema): JsonSchema[] {
  const out: JsonSchema[] = [schema];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const s of list) if (isObject(s)) out.push(...objectBranches(s));
  }
  for (const key of ['then', 'else'] as const) {
    const s = schema[key];
    if (isObject(s)) out.push(...objectBranches(s));
  }
  const deps = schema.dependencies;
  if (isObject(deps)) for (const s of Object.values(deps)) if (isObject(s)) out.push(...objectBranches(s));
  return out;
}

/**
 * Every property an object schema declares, conditional ones (if/then, dependencies) included, in
 * declaration order. The first declaration wins.
 */
export function declaredProperties(schema: JsonSchema): Map<string, JsonSchema> {
  const props = new Map<string, JsonSchema>();
  for (const branch of objectBranches(schema)) {
    const p = branch.properties;
    if (!isObject(p)) continue;
    for (const [key, value] of Object.entries(p)) {
      if (!isObject(value)) continue;
      // Branch-only refinements (`{ "not": … }` in a then) carry no title; keep the full declaration.
      const existing = props.get(key);
      if (!existing || (existing.title === undefined && value.title !== undefined)) props.set(key, value);
    }
  }
  return props;
}

/** The schema describing the value at a JSON pointer (`/사업장/0/납부자번호`), with the titles on the way. */
export function schemaAt(root: JsonSchema, pointer: string): { schema: JsonSchema | undefined; titles: string[] } {
  const titles: string[] = [];
  let current: JsonSchema | undefined = root;
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (const part of parts) {
    if (!current) break;
    if (current.type === 'array' || current.items !== undefined) {
      const items: unknown = current.items;
      current = isObject(items) ? items : undefined;
      continue;
    }
    current = declaredProperties(current).get(part);
    titles.push(typeof current?.title === 'string' ? current.title : part);
  }
  return { schema: current, titles };
}

export function hasHangul(text: unknown): boolean {
  return typeof text === 'string' && /[가-힣]/.test(text);
}

export { isObject };
