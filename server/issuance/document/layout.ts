import type { ValidateFunction } from 'ajv';
import layoutSchema from '../../../schemas/document-layout.schema.json' with { type: 'json' };
import { createFormAjv } from '../../catalogue/ajv.ts';
import { declaredProperties } from '../../catalogue/schema-walk.ts';
import type { JsonSchema } from '../../catalogue/types.ts';

export type Template = string;
export type Text = Template | { ko: Template; en: Template };
export type Value = Text | { when?: Condition; value: Text }[];
export type Operand = string | number | boolean;
export type Condition =
  | {
      field: string;
      equals?: Operand;
      notEquals?: Operand;
      in?: Operand[];
      includes?: Operand;
      exists?: boolean;
      gte?: Operand;
      lte?: Operand;
      withinYears?: Operand;
    }
  | { anyOf: Condition[] }
  | { allOf: Condition[] }
  | { not: Condition };

export interface Labelled {
  label: Text;
  value: Value;
  when?: Condition;
  wide?: boolean;
}

export interface FieldsSection {
  type: 'fields';
  heading?: Value;
  when?: Condition;
  source?: string;
  filter?: Condition;
  empty?: Text;
  columns?: 1 | 2;
  rows: Labelled[];
}

export interface TableColumn {
  header: Text;
  value: Value;
  width?: number;
  align?: 'left' | 'center' | 'right';
  when?: Condition;
  sum?: string;
}

export interface TableSection {
  type: 'table';
  heading?: Value;
  when?: Condition;
  source: string;
  filter?: Condition;
  limit?: number;
  empty?: Text;
  totalLabel?: Text;
  columns: TableColumn[];
}

export interface TextSection {
  type: 'text';
  when?: Condition;
  text: Value;
  style?: 'body' | 'note' | 'statement';
}

export interface SealSection {
  type: 'seal';
  when?: Condition;
  statement?: Value;
  date?: Value;
  authority: Value;
  sealText?: Value;
}

export type Section = FieldsSection | TableSection | TextSection | SealSection;

export interface DocumentLayout {
  title: Value;
  subtitle?: Value;
  basis?: Text;
  meta?: Labelled[];
  english?: Condition;
  rrnMasked?: Condition;
  sections: Section[];
}

export const FORMATS = ['date', 'dateKo', 'dateDot', 'yearMonth', 'money', 'number', 'rrn', 'rrnMasked', 'rrnFull', 'bizNo', 'choice', 'yesNo'] as const;
export type Format = (typeof FORMATS)[number];
export const ROOTS = ['form', 'record', 'issue', 'item', 'index'] as const;
export const ISSUE_FIELDS = ['documentNumber', 'viewNumber', 'issuedAt', 'date', 'dateTime', 'issuerName', 'name', 'holderName', 'validity', 'validUntil'] as const;

/** `{path}` or `{path|format}` inside a template. */
export const PLACEHOLDER = /\{([^{}|]+)(?:\|([^{}]+))?\}/g;

let validator: ValidateFunction | undefined;

export interface LayoutProblem {
  /** Where in document.json: a JSON pointer. */
  pointer: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Visit = (kind: 'template' | 'field', value: string, pointer: string, inItem: boolean) => void;

/** Every template string and condition field under `node`, all in the same row scope. */
function walk(node: unknown, pointer: string, inItem: boolean, visit: Visit): void {
  if (typeof node === 'string') visit('template', node, pointer, inItem);
  else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`, inItem, visit));
  else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'field' && typeof child === 'string') visit('field', child, `${pointer}/${key}`, inItem);
      else if (typeof child !== 'number' && typeof child !== 'boolean') walk(child, `${pointer}/${key}`, inItem, visit);
    }
  }
}

/** A section's parts, each in its scope: a row (`item`, `index`) exists only inside the rows. */
function walkSection(section: Record<string, unknown>, pointer: string, visit: Visit): void {
  const rows = section.type === 'table' || (section.type === 'fields' && typeof section.source === 'string');
  for (const key of ['when', 'heading', 'empty', 'totalLabel', 'text', 'statement', 'date', 'authority', 'sealText']) walk(section[key], `${pointer}/${key}`, false, visit);
  if (typeof section.source === 'string') visit('field', section.source, `${pointer}/source`, false);
  walk(section.filter, `${pointer}/filter`, true, visit);
  walk(section.rows, `${pointer}/rows`, rows, visit);
  if (section.type === 'table' && Array.isArray(section.columns)) {
    section.columns.forEach((column: unknown, i) => {
      if (!isObject(column)) return;
      const at = `${pointer}/columns/${i}`;
      walk(column.header, `${at}/header`, false, visit);
      walk(column.when, `${at}/when`, false, visit);
      walk(column.value, `${at}/value`, true, visit);
      if (typeof column.sum === 'string') visit('field', column.sum, `${at}/sum`, true);
    });
  }
}

/**
 * Problems of a layout (certificates/<slug>/document.json): the meta-schema, then every
 * placeholder and condition field — a known root and format, an existing form field (of
 * `formSchema`), an issue field that exists, `item`/`index` only where there is a row. Whether
 * the agencies hold each `record.…` fact is sample.ts's recordProblems.
 */
export function layoutProblems(layout: unknown, formSchema?: JsonSchema): LayoutProblem[] {
  validator ??= createFormAjv({ allErrors: false }).compile(layoutSchema);
  if (!validator(layout)) {
    const error = validator.errors?.[0];
    return [{ pointer: error?.instancePath || '/', message: `does not match schemas/document-layout.schema.json: ${error?.message ?? 'invalid'}` }];
  }
  const problems: LayoutProblem[] = [];
  const formFields = formSchema ? declaredProperties(formSchema) : undefined;
  const checkPath = (path: string, pointer: string, inItem: boolean) => {
    const [root, first] = path.split('.');
    if (!(ROOTS as readonly string[]).includes(root ?? '')) problems.push({ pointer, message: `"${path}" starts with none of ${ROOTS.join(', ')}` });
    else if ((root === 'item' || root === 'index') && !inItem) problems.push({ pointer, message: `"${path}" is used outside a table row or a fields section with a source` });
    else if (root === 'issue' && !(ISSUE_FIELDS as readonly string[]).includes(first ?? '')) problems.push({ pointer, message: `"${path}": the issue has ${ISSUE_FIELDS.join(', ')}` });
    else if (root === 'form' && formFields && first && !formFields.has(first)) problems.push({ pointer, message: `"${path}": the form has no field "${first}"` });
  };
  const visit: Visit = (kind, value, pointer, inItem) => {
    if (kind === 'field') {
      checkPath(value, pointer, inItem);
      return;
    }
    for (const match of value.matchAll(PLACEHOLDER)) {
      checkPath(match[1]!.trim(), pointer, inItem);
      const format = match[2]?.trim();
      if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) problems.push({ pointer, message: `unknown format "${format}" (${FORMATS.join(', ')})` });
    }
  };
  const { sections, $schema: _schema, ...top } = layout as Record<string, unknown>;
  walk(top, '', false, visit);
  (sections as Record<string, unknown>[]).forEach((section, i) => walkSection(section, `/sections/${i}`, visit));
  return problems;
}

/**
 * A fact a layout names, for one record: held (maybe empty), missing, past the end of a list (not
 * knowable here), or — a section's `source` — held but not the entries its rows need (a list, or
 * one object for one row: text or a number is neither).
 */
export type FactState = 'held' | 'missing' | 'beyond' | 'notEntries';

function stateAt(start: unknown, keys: string[]): FactState {
  let value = start;
  for (const key of keys) {
    if (Array.isArray(value)) {
      // A register that does not concern this person is an empty list: nothing below it to check.
      const index = /^\d+$/.test(key) ? Number(key) : 0;
      if (index >= value.length) return 'beyond';
      value = value[index];
      if (/^\d+$/.test(key)) continue;
    }
    if (typeof value !== 'object' || value === null || !(key in value)) return 'missing';
    value = (value as Record<string, unknown>)[key];
  }
  return 'held';
}

/**
 * Every `record.…` fact the layout names, and whether this record holds it (a value may be
 * empty; a misspelt or absent field may not: it prints blank). `item.…` paths are followed into
 * the first entry of the section's record source.
 */
export function recordFacts(layout: DocumentLayout, record: unknown): Map<string, FactState> {
  const facts = new Map<string, FactState>();
  const note = (path: string, state: FactState) => {
    const known = facts.get(path);
    if (known !== 'missing' && known !== 'notEntries') facts.set(path, state);
  };
  const visit = (node: unknown, item: unknown, inRows: boolean): void => {
    if (typeof node === 'string') {
      const paths = [...node.matchAll(PLACEHOLDER)].map((m) => m[1]!.trim());
      if (/^(record|item)\./.test(node)) paths.push(node);
      for (const p of paths) {
        const [root, ...keys] = p.split('.');
        if (root === 'record') note(p, stateAt(record, keys));
        if (root === 'item' && inRows) note(p, item === undefined ? 'beyond' : stateAt(item, keys));
      }
    } else if (Array.isArray(node)) node.forEach((n) => visit(n, item, inRows));
    else if (typeof node === 'object' && node !== null) {
      const section = node as Record<string, unknown>;
      let scope = item;
      let rows = inRows;
      if (typeof section.source === 'string' && section.source.startsWith('record.')) {
        const entries = sourceEntries(section, record);
        note(section.source, entries.state);
        // Rows of a source that is missing or no list are not checked field by field: the source is the one problem.
        if (entries.state !== 'held') return;
        scope = entries.first;
        rows = true;
      }
      for (const [key, child] of Object.entries(section)) if (key !== 'source') visit(child, scope, rows);
    }
  };
  visit(layout, undefined, false);
  return facts;
}

/** A section's source in a record: whether it holds entries for its rows (a list, or one object: one row), and the first one (whose fields the rows read). */
function sourceEntries(section: Record<string, unknown>, record: unknown): { state: FactState; first?: unknown } {
  const keys = (section.source as string).split('.').slice(1);
  const state = stateAt(record, keys);
  if (state !== 'held') return { state };
  let value: unknown = record;
  for (const key of keys) value = Array.isArray(value) ? value[Number(key)] : (value as Record<string, unknown> | undefined)?.[key];
  if (Array.isArray(value)) return { state: 'held', first: value[0] };
  return typeof value === 'object' && value !== null ? { state: 'held', first: value } : { state: 'notEntries' };
}
