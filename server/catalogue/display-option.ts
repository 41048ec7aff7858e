import { declaredProperties } from './schema-walk.ts';
import type { JsonSchema } from './types.ts';

/** The display option's choice that hides a resident number's back digits (spec 000 §5). */
export const MASK = '뒷자리표기안함';

const valuesOf = (field: JsonSchema): unknown[] =>
  Array.isArray(field.enum) ? field.enum : Array.isArray(field.oneOf) ? (field.oneOf as JsonSchema[]).map((option) => option.const) : [];

/** The form field that offers to hide the resident number's back digits, if the form has one, and its other choice. */
export function maskingField(schema: JsonSchema): { field: string; shows: unknown } | undefined {
  const found = [...declaredProperties(schema).entries()].find(([, property]) => valuesOf(property).includes(MASK));
  return found ? { field: found[0], shows: valuesOf(found[1]).find((value) => value !== MASK) } : undefined;
}
