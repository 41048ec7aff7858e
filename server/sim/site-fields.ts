import { declaredProperties, isObject } from '../catalogue/schema-walk.ts';
import type { JsonSchema } from '../catalogue/types.ts';
import { simIssueTexts } from '../messages.ts';
import { escapeHtml } from './html.ts';
import type { FormBody } from './sign-kit.ts';

/**
 * The form fields an outside site asks the citizen to confirm (a manifest's `site.confirms`),
 * drawn from the certificate's schema whatever their kind, pre-filled with the wallet's values,
 * and read back from the site's form post into typed form data.
 */
export type FieldKind = 'choice' | 'choices' | 'yesNo' | 'number' | 'text';

export interface SiteField {
  key: string;
  title: string;
  kind: FieldKind;
  /** The choices of a choice or a multi-select. */
  options: { value: string; label: string }[];
  fallback: unknown;
}

const t = simIssueTexts.court;

function optionsOf(property: JsonSchema): { value: string; label: string }[] {
  const oneOf = Array.isArray(property.oneOf) ? property.oneOf.filter(isObject) : [];
  const fromOneOf = oneOf.filter((o) => typeof o.const === 'string').map((o) => ({ value: o.const as string, label: typeof o.title === 'string' ? o.title : (o.const as string) }));
  const fromEnum = Array.isArray(property.enum) ? property.enum.filter((v): v is string => typeof v === 'string').map((v) => ({ value: v, label: v })) : [];
  return fromOneOf.length ? fromOneOf : fromEnum;
}

function kindOf(property: JsonSchema): { kind: FieldKind; options: { value: string; label: string }[] } {
  if (property.type === 'array' && isObject(property.items)) return { kind: 'choices', options: optionsOf(property.items) };
  if (property.type === 'boolean') return { kind: 'yesNo', options: [] };
  if (property.type === 'integer' || property.type === 'number') return { kind: 'number', options: [] };
  const options = optionsOf(property);
  return { kind: options.length ? 'choice' : 'text', options };
}

/** The fields of `confirms` the schema declares (conditional ones included), in the order listed. */
export function siteFields(confirms: readonly string[], schema: JsonSchema | undefined): SiteField[] {
  const declared = schema ? declaredProperties(schema) : new Map<string, JsonSchema>();
  return confirms.flatMap((key) => {
    const property = declared.get(key);
    if (!property) return [];
    return [{ key, title: typeof property.title === 'string' ? property.title : key, ...kindOf(property), fallback: property.default }];
  });
}

const checked = (on: boolean) => (on ? ' checked' : '');
const input = (type: string, name: string, value: string, on: boolean) => `<input type="${type}" name="${escapeHtml(name)}" value="${escapeHtml(value)}"${checked(on)}>`;
const choiceLabel = (control: string, label: string) => `    <label class="sim-choice">${control} ${escapeHtml(label)}</label>`;
/** A multi-select's boxes are named `<field>:<value>`; the bare `<field>:` says the group was on the page. */
const boxName = (key: string, value: string) => `${key}:${value}`;

/** One field as the site shows it, holding `current` (the wallet's value, else the schema's default). */
export function fieldHtml(field: SiteField, current: unknown): string {
  const legend = `    <legend>${escapeHtml(field.title)}</legend>`;
  const group = (controls: string[]) => `  <fieldset class="sim-choices">\n${legend}\n${controls.join('\n')}\n  </fieldset>`;
  switch (field.kind) {
    case 'choice':
      return group(field.options.map((o) => choiceLabel(input('radio', field.key, o.value, o.value === current), o.label)));
    case 'choices': {
      const held = Array.isArray(current) ? current : [];
      return group([`    <input type="hidden" name="${escapeHtml(boxName(field.key, ''))}" value="">`, ...field.options.map((o) => choiceLabel(input('checkbox', boxName(field.key, o.value), 'on', held.includes(o.value)), o.label))]);
    }
    case 'yesNo':
      return group([choiceLabel(input('radio', field.key, 'true', current === true), t.yes), choiceLabel(input('radio', field.key, 'false', current === false), t.no)]);
    default: {
      const value = current === undefined || current === null ? '' : String(current);
      return `  <label class="sim-field">${escapeHtml(field.title)} <input type="${field.kind === 'number' ? 'number' : 'text'}" name="${escapeHtml(field.key)}" value="${escapeHtml(value)}"></label>`;
    }
  }
}

/** The value the post gives a field, or undefined where it leaves the field out (what the page held stands). */
function postedValue(field: SiteField, body: FormBody): unknown {
  if (field.kind === 'choices') {
    if (body[boxName(field.key, '')] === undefined) return undefined;
    return field.options.filter((o) => body[boxName(field.key, o.value)] !== undefined).map((o) => o.value);
  }
  const raw = body[field.key];
  if (raw === undefined) return undefined;
  if (field.kind === 'yesNo') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (field.kind === 'number') return raw.trim() === '' ? null : Number.isFinite(Number(raw)) ? Number(raw) : raw;
  return raw;
}

/**
 * The application's form data with what the site's post confirmed: a field left out keeps what the
 * page showed (the wallet's value, else the default); an emptied optional field goes.
 */
export function confirmedData(fields: SiteField[], formData: Record<string, unknown>, body: FormBody | undefined): Record<string, unknown> {
  const confirmed: Record<string, unknown> = { ...formData };
  for (const field of fields) {
    const posted = body ? postedValue(field, body) : undefined;
    const value = posted !== undefined ? posted : (confirmed[field.key] ?? field.fallback);
    if (value === undefined || value === null || value === '') delete confirmed[field.key];
    else confirmed[field.key] = value;
  }
  return confirmed;
}
