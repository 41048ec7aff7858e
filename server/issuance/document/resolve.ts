import type { JsonSchema } from '../../catalogue/types.ts';
import { declaredProperties } from '../../catalogue/schema-walk.ts';
import { formatFormValue } from '../form-rows.ts';
import { documentTexts } from './texts.ts';
import { PLACEHOLDER, type Condition, type DocumentLayout, type Format, type Labelled, type Operand, type Section, type Text, type Value } from './layout.ts';
import { koreaClock } from '../../../shared/korea-time.ts';

/** Where a layout's values come from (schemas/document-layout.schema.json). */
export interface IssueFacts {
  documentNumber: string;
  /** 열람번호: 16 digits in groups of four, fixed by the document number. */
  viewNumber: string;
  issuedAt: string;
  /** `2026년 11월 23일` (Korea time). */
  date: string;
  /** `2026년 11월 23일 14:05` (Korea time). */
  dateTime: string;
  issuerName: string;
  name: string;
  holderName: string;
  /** '발급일로부터 30일 (2026년 03월 30일까지)': the validity the document states; '' when none. */
  validity: string;
  /** `2026년 03월 30일`: the last day it is valid (Korea time); '' when it states no validity. */
  validUntil: string;
}

export interface DocumentData {
  form: Record<string, unknown>;
  record: unknown;
  issue: IssueFacts;
  /** The form's JSON Schema: the `choice` format reads its titles. */
  formSchema?: JsonSchema;
}

/** What the renderer draws: every value already text. */
export type Block =
  | { kind: 'fields'; heading?: string; columns: 1 | 2; rows: { label: string; value: string; wide: boolean }[]; empty?: string }
  | { kind: 'table'; heading?: string; columns: { header: string; width: number; align: 'left' | 'center' | 'right' }[]; rows: string[][]; total?: string[]; empty?: string }
  | { kind: 'text'; text: string; style: 'body' | 'note' | 'statement' }
  | { kind: 'seal'; statement?: string; date: string; authority: string; sealText: string };

export interface DocumentModel {
  title: string;
  subtitle?: string;
  basis?: string;
  meta: { label: string; value: string }[];
  blocks: Block[];
  english: boolean;
}

/**
 * A value the document prints from a placeholder: its path (`record.person.address`,
 * `item.name`), the text as printed, and — inside a table row or a fields section with a source —
 * the list it reads (`record.household.members`) and the row's place among the rows shown.
 */
export interface PrintedFact {
  path: string;
  text: string;
  /** Inside a row: the list the row comes from and the entry's place in it (before any filter). */
  row?: { source: string; at: number };
}

/** Told every fact as it is printed (the credential's claims are made from them: server/credentials). */
export type FactSink = (fact: PrintedFact) => void;

export interface Scope {
  data: DocumentData;
  item?: unknown;
  index?: number;
  english: boolean;
  rrnMasked: boolean;
  /** Told what is printed; a condition's operands are read, not printed, and never reach it. */
  facts?: FactSink;
  row?: PrintedFact['row'];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The raw value at a path (`record.household.members`, `item.name`, `index`). */
export function lookup(path: string, scope: Scope): unknown {
  const [root, ...rest] = path.trim().split('.');
  let value: unknown =
    root === 'form' ? scope.data.form : root === 'record' ? scope.data.record : root === 'issue' ? scope.data.issue : root === 'item' ? scope.item : root === 'index' ? scope.index : undefined;
  for (const key of rest) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else value = isObject(value) ? value[key] : undefined;
  }
  return value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDD`, `YYYYMM` or an ISO time (read in Korea time) as [y, m, d]; undefined otherwise. */
function dateParts(value: unknown): [number, number, number | undefined] | undefined {
  const text = String(value ?? '');
  let match = /^(\d{4})(\d{2})(\d{2})?$/.exec(text);
  if (match) return [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : undefined];
  match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (match) return [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : undefined];
  const time = Date.parse(text);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const kst = koreaClock(time);
  return [kst.getUTCFullYear(), kst.getUTCMonth() + 1, kst.getUTCDate()];
}

export const ONGOING_DATE = '99991231';

const group = (n: number) => Math.round(n).toLocaleString('en-US');

function format(value: unknown, name: Format | undefined, scope: Scope, path: string): string {
  if (isEmpty(value)) return '';
  const t = documentTexts(scope.english);
  switch (name) {
    case 'date':
    case 'dateDot':
    case 'dateKo': {
      if (String(value) === ONGOING_DATE) return '';
      const parts = dateParts(value);
      if (!parts) return String(value);
      const [y, m, d] = parts;
      if (name === 'dateKo') return scope.english ? `${pad(m)}/${d ? pad(d) + '/' : ''}${y}` : `${y}년 ${pad(m)}월${d ? ` ${pad(d)}일` : ''}`;
      const sep = name === 'dateDot' ? '.' : '-';
      return `${y}${sep}${pad(m)}${d ? sep + pad(d) : ''}`;
    }
    case 'yearMonth': {
      const parts = dateParts(value);
      return parts ? (scope.english ? `${pad(parts[1])}/${parts[0]}` : `${parts[0]}년 ${pad(parts[1])}월`) : String(value);
    }
    case 'money':
    case 'number':
      return typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value)) ? group(Number(value)) : String(value);
    case 'rrn':
    case 'rrnMasked':
    case 'rrnFull': {
      const text = String(value);
      const masked = name === 'rrnMasked' || (name === 'rrn' && scope.rrnMasked);
      return masked ? text.replace(/^(\d{6})-?\d{7}$/, '$1-*******') : text;
    }
    case 'bizNo':
      return String(value).replace(/^(\d{3})-?(\d{2})-?(\d{5})$/, '$1-$2-$3');
    case 'yesNo':
      return value === true || value === 'true' ? t.yes : t.no;
    case 'choice': {
      const field = path.startsWith('form.') ? path.slice(5).split('.')[0] : undefined;
      const schema = field && scope.data.formSchema ? declaredProperties(scope.data.formSchema).get(field) : undefined;
      return formatFormValue(schema, value);
    }
    default:
      if (Array.isArray(value)) return value.map((v) => format(v, undefined, scope, path)).filter(Boolean).join(', ');
      if (typeof value === 'boolean') return value ? t.yes : t.no;
      if (isObject(value)) return '';
      return String(value);
  }
}

/** A template with its placeholders filled (each value told to the scope's fact sink). */
export function fill(template: string, scope: Scope): string {
  return template.replace(PLACEHOLDER, (_, raw: string, name?: string) => {
    const path = raw.trim();
    const text = format(lookup(path, scope), name?.trim() as Format | undefined, scope, path);
    if (scope.facts && text !== '' && path !== 'index') scope.facts({ path, text, ...(scope.row ? { row: scope.row } : {}) });
    return text;
  });
}

const text = (value: Text, scope: Scope): string => fill(typeof value === 'string' ? value : scope.english ? value.en : value.ko, scope);

export function valueOf(value: Value | undefined, scope: Scope): string {
  if (value === undefined) return '';
  if (!Array.isArray(value)) return text(value, scope);
  const chosen = value.find((c) => c.when === undefined || holds(c.when, scope));
  return chosen ? text(chosen.value, scope) : '';
}

type Choices = Extract<Value, unknown[]>;

/** Every field a condition reads. */
const conditionFields = (condition: Condition | undefined): string[] =>
  condition === undefined
    ? []
    : 'anyOf' in condition
      ? condition.anyOf.flatMap(conditionFields)
      : 'allOf' in condition
        ? condition.allOf.flatMap(conditionFields)
        : 'not' in condition
          ? conditionFields(condition.not)
          : [condition.field.trim()];

const templatesOfText = (value: Text): string[] => (typeof value === 'string' ? [value] : [value.ko, value.en]);
const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim());

/**
 * The fact a choice of values is about: the one field its conditions read that it also prints in
 * some case (`체납액`: "없음" when `record.tax.arrears` is 0, else `{record.tax.arrears|money}원`).
 * None when the conditions read other facts (a name hidden on a flag) or several.
 */
export function choicesSubject(choices: Choices): string | undefined {
  const printed = new Set(choices.flatMap((choice) => templatesOfText(choice.value).flatMap(placeholders)));
  const read = new Set(choices.flatMap((choice) => conditionFields(choice.when)).filter((field) => printed.has(field)));
  return read.size === 1 ? [...read][0] : undefined;
}

/**
 * A labelled value (a row, a column, a meta line). A case that prints a word of its own in place of
 * the fact the choice is about ("없음" for an arrears of 0) prints that fact all the same: the
 * fact sink is told it, as printed, so the credential holds it under the row's label.
 */
function labelledValueOf(value: Value, scope: Scope): string {
  if (!Array.isArray(value) || !scope.facts) return valueOf(value, scope);
  const chosen = value.find((c) => c.when === undefined || holds(c.when, scope));
  if (!chosen) return '';
  const printed = text(chosen.value, scope);
  const template = typeof chosen.value === 'string' ? chosen.value : scope.english ? chosen.value.en : chosen.value.ko;
  const subject = placeholders(template).length === 0 && printed !== '' ? choicesSubject(value) : undefined;
  if (subject) scope.facts({ path: subject, text: printed, ...(scope.row ? { row: scope.row } : {}) });
  return printed;
}

/** An operand: a literal, or a template holding placeholders resolved first. */
function operand(value: Operand, scope: Scope): unknown {
  return typeof value === 'string' && value.includes('{') ? fill(value, { ...scope, facts: undefined }) : value;
}

const same = (a: unknown, b: unknown) => a === b || (a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b));
const numeric = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : undefined);
const compare = (a: unknown, b: unknown): number | undefined => {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== undefined && y !== undefined) return x - y;
  if (isEmpty(a) || isEmpty(b)) return undefined;
  return String(a).localeCompare(String(b));
};

/** Does the condition hold for this scope? */
export function holds(condition: Condition, scope: Scope): boolean {
  if ('anyOf' in condition) return condition.anyOf.some((c) => holds(c, scope));
  if ('allOf' in condition) return condition.allOf.every((c) => holds(c, scope));
  if ('not' in condition) return !holds(condition.not, scope);
  const value = lookup(condition.field, scope);
  if (condition.equals !== undefined) return same(value, operand(condition.equals, scope));
  if (condition.notEquals !== undefined) return !same(value, operand(condition.notEquals, scope));
  if (condition.in !== undefined) return condition.in.some((o) => same(value, operand(o, scope)));
  if (condition.includes !== undefined) {
    const wanted = operand(condition.includes, scope);
    return Array.isArray(value) && value.some((v) => same(v, wanted));
  }
  if (condition.exists !== undefined) return isEmpty(value) !== condition.exists;
  if (condition.gte !== undefined) return (compare(value, operand(condition.gte, scope)) ?? -1) >= 0;
  if (condition.lte !== undefined) return (compare(value, operand(condition.lte, scope)) ?? 1) <= 0;
  if (condition.withinYears !== undefined) {
    const years = numeric(operand(condition.withinYears, scope));
    const issued = dateParts(scope.data.issue.issuedAt);
    const date = dateParts(value);
    if (years === undefined || !issued || !date) return false;
    const limit = (issued[0] - years) * 10000 + issued[1] * 100 + (issued[2] ?? 1);
    return date[0] * 10000 + date[1] * 100 + (date[2] ?? 1) >= limit;
  }
  return false;
}

/** The application alone, with no row: what the agency facts' rules read (server/sim/agency-records/engine.ts). */
export const applicationScope = (data: DocumentData): Scope => ({ data, english: false, rrnMasked: false });

const when = (condition: Condition | undefined, scope: Scope) => condition === undefined || holds(condition, scope);

/** A source's entries the filter keeps, each with its place in the source. */
function entries(source: string, filter: Condition | undefined, scope: Scope): { item: unknown; at: number }[] {
  const value = lookup(source, scope);
  const list = (Array.isArray(value) ? value : isEmpty(value) ? [] : [value]).map((item: unknown, at) => ({ item, at }));
  return filter ? list.filter(({ item }, i) => holds(filter, { ...scope, item, index: i + 1 })) : list;
}

const rowsOf = (rows: Labelled[], scope: Scope) =>
  rows.filter((row) => when(row.when, scope)).map((row) => ({ label: text(row.label, scope), value: labelledValueOf(row.value, scope), wide: row.wide ?? false }));

function block(section: Section, scope: Scope): Block | undefined {
  if (!when(section.when, scope)) return undefined;
  const heading = 'heading' in section && section.heading !== undefined ? valueOf(section.heading, scope) || undefined : undefined;
  switch (section.type) {
    case 'fields': {
      const columns = section.columns ?? 1;
      if (section.source === undefined) return { kind: 'fields', heading, columns, rows: rowsOf(section.rows, scope) };
      const [first] = entries(section.source, section.filter, scope);
      if (first === undefined) return section.empty === undefined ? undefined : { kind: 'fields', heading, columns, rows: [], empty: text(section.empty, scope) };
      return { kind: 'fields', heading, columns, rows: rowsOf(section.rows, { ...scope, item: first.item, index: 1, row: { source: section.source, at: first.at } }) };
    }
    case 'table': {
      const columns = section.columns.filter((c) => when(c.when, scope));
      const shown = entries(section.source, section.filter, scope).slice(0, section.limit);
      const rows = shown.map(({ item, at }, i) => columns.map((c) => labelledValueOf(c.value, { ...scope, item, index: i + 1, row: { source: section.source, at } })));
      const items = shown.map(({ item }) => item);
      const sums = columns.map((c) => (c.sum ? items.reduce<number>((total, item) => total + (numeric(lookup(c.sum!, { ...scope, item })) ?? 0), 0) : undefined));
      const total =
        section.totalLabel !== undefined && items.length > 0 ? columns.map((_, i) => (i === 0 ? text(section.totalLabel!, scope) : sums[i] === undefined ? '' : group(sums[i]!))) : undefined;
      return {
        kind: 'table',
        heading,
        columns: columns.map((c) => ({ header: text(c.header, scope), width: c.width ?? 1, align: c.align ?? 'center' })),
        rows,
        total,
        empty: rows.length === 0 ? (section.empty === undefined ? documentTexts(scope.english).noEntries : text(section.empty, scope)) : undefined,
      };
    }
    case 'text': {
      const value = valueOf(section.text, scope);
      return value ? { kind: 'text', text: value, style: section.style ?? 'body' } : undefined;
    }
    case 'seal': {
      const authority = valueOf(section.authority, scope);
      return {
        kind: 'seal',
        statement: section.statement === undefined ? undefined : valueOf(section.statement, scope),
        date: section.date === undefined ? scope.data.issue.date : valueOf(section.date, scope),
        authority,
        // A Korean seal reads the authority's name and 인; an English one its name alone.
        sealText: section.sealText !== undefined ? valueOf(section.sealText, scope) : scope.english ? authority : `${authority.replace(/\s+/g, '')}인`,
      };
    }
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `November 23, 2026` and `… 14:05`, in Korea time: the issue date of an English document. */
export function englishDate(iso: string, withTime = false): string {
  const kst = koreaClock(Date.parse(iso));
  const date = `${MONTHS[kst.getUTCMonth()]} ${kst.getUTCDate()}, ${kst.getUTCFullYear()}`;
  return withTime ? `${date} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}` : date;
}

/**
 * The layout read against the data: the document as text, ready to draw. `facts`, when given, is
 * told each value as it is printed, in the order the document prints them.
 */
export function resolveDocument(layout: DocumentLayout, data: DocumentData, facts?: FactSink): DocumentModel {
  const base: Scope = { data, english: false, rrnMasked: false, facts };
  const english = layout.english ? holds(layout.english, base) : false;
  // An English document dates itself in English (the issue facts carry the Korean forms).
  const read = english ? { ...data, issue: { ...data.issue, date: englishDate(data.issue.issuedAt), dateTime: englishDate(data.issue.issuedAt, true) } } : data;
  const scope: Scope = { ...base, data: read, english, rrnMasked: layout.rrnMasked ? holds(layout.rrnMasked, { ...base, data: read }) : false };
  return {
    title: valueOf(layout.title, scope),
    subtitle: layout.subtitle === undefined ? undefined : valueOf(layout.subtitle, scope) || undefined,
    basis: layout.basis === undefined ? undefined : text(layout.basis, scope) || undefined,
    meta: (layout.meta ?? []).filter((m) => when(m.when, scope)).map((m) => ({ label: text(m.label, scope), value: labelledValueOf(m.value, scope) })),
    blocks: layout.sections.map((section) => block(section, scope)).filter((b): b is Block => b !== undefined),
    english: scope.english,
  };
}
