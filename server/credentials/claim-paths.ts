import { PLACEHOLDER, type DocumentLayout, type Labelled, type Section, type TableColumn, type Text, type Value } from '../issuance/document/layout.ts';
import type { PrintedFact } from '../issuance/document/resolve.ts';

/**
 * Where a value a document prints goes in its credential. A layout reads three roots, and each is
 * a part of the credential: `record.…` (what the agency holds) at the top, as the record names it
 * (`record.person.address` → `person.address`); `form.…` (what the citizen chose) under
 * `application`; `issue.…` (the document number, the time of issue) under `document`. A table's
 * rows (`item.…`) are the elements of a list at its source; so is anything read through an index
 * (`record.tax.businesses.0.vat`), and a fields section over such a list reads one element of it.
 */
const ROOT_CLAIMS: Readonly<Record<string, readonly string[]>> = { record: [], form: ['application'], issue: ['document'] };

/** A claim's place as the credential holds it: keys, and numbers for a list's elements. */
export type ConcretePath = (string | number)[];

/** A claim's place as type metadata names it (SD-JWT VC): keys, and null for every element of a list. */
export type ClaimPath = (string | null)[];

const isIndex = (key: string) => /^\d+$/.test(key);

/** Every template a layout prints, with the label it is printed under and the row source it is read in. */
export interface PrintedTemplate {
  template: string;
  /** The row's label or the column's header; none for titles, headings, statements and seals. */
  label?: Text;
  /** Inside a table's rows or a fields section with a source: that source. */
  source?: string;
  /** The source's section is a table (its rows are always a list). */
  table?: boolean;
}

const templatesOf = (value: Value | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap((c) => templatesOf(c.value)) : [value.ko, value.en];

function sectionTemplates(section: Section): PrintedTemplate[] {
  const bare = (value: Value | undefined) => templatesOf(value).map((template) => ({ template }));
  const labelled = (rows: Labelled[], source?: string) => rows.flatMap((row) => templatesOf(row.value).map((template) => ({ template, label: row.label, source })));
  switch (section.type) {
    case 'fields':
      return [...bare(section.heading), ...labelled(section.rows, section.source), ...bare(section.empty)];
    case 'table':
      return [
        ...bare(section.heading),
        ...section.columns.flatMap((column: TableColumn) => templatesOf(column.value).map((template) => ({ template, label: column.header, source: section.source, table: true }))),
        ...bare(section.totalLabel),
        ...bare(section.empty),
      ];
    case 'text':
      return bare(section.text);
    case 'seal':
      return [...bare(section.statement), ...bare(section.date), ...bare(section.authority), ...bare(section.sealText)];
  }
}

/** Every template the layout prints, top to bottom (conditions are read, not printed: not here). */
export function printedTemplates(layout: DocumentLayout): PrintedTemplate[] {
  const top = [layout.title, layout.subtitle, layout.basis].flatMap((value) => templatesOf(value).map((template) => ({ template })));
  const meta = (layout.meta ?? []).flatMap((row) => templatesOf(row.value).map((template) => ({ template, label: row.label })));
  return [...top, ...meta, ...layout.sections.flatMap(sectionTemplates)];
}

const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!.trim());

/**
 * The sources whose entries are a list in the credential: a table's, and any path read through an
 * index. A fields section over another source shows one object, and its claims are that object's.
 */
export function listSourcesOf(layout: DocumentLayout): Set<string> {
  const lists = new Set<string>();
  const noteIndexed = (path: string) => {
    const keys = path.split('.');
    keys.forEach((key, i) => isIndex(key) && i > 0 && lists.add(keys.slice(0, i).join('.')));
  };
  for (const printed of printedTemplates(layout)) {
    if (printed.table && printed.source) lists.add(printed.source);
    if (printed.source) noteIndexed(printed.source);
    placeholdersOf(printed.template).forEach(noteIndexed);
  }
  return lists;
}

/** A source's own place (`record.household.members` → ['household', 'members']), indices as numbers. */
export function sourcePath(source: string): ConcretePath | undefined {
  const [root, ...keys] = source.split('.');
  const base = root === undefined ? undefined : ROOT_CLAIMS[root];
  return base && [...base, ...keys.map((key) => (isIndex(key) ? Number(key) : key))];
}

/** Where one printed value goes (numbers for list elements); undefined for what is not a fact (`index`). */
export function concretePath(fact: Pick<PrintedFact, 'path' | 'row'>, lists: ReadonlySet<string>): ConcretePath | undefined {
  const [root, ...keys] = fact.path.split('.');
  const tail = keys.map((key) => (isIndex(key) ? Number(key) : key));
  if (root !== 'item') {
    const base = root === undefined ? undefined : ROOT_CLAIMS[root];
    return base && [...base, ...tail];
  }
  if (!fact.row) return undefined;
  const source = sourcePath(fact.row.source);
  return source && [...source, ...(lists.has(fact.row.source) ? [fact.row.at] : []), ...tail];
}

/** A concrete place as type metadata names it. */
export const metadataPath = (path: ConcretePath): ClaimPath => path.map((key) => (typeof key === 'number' ? null : key));

/** A place as credential.json writes it: the keys, dot-separated, lists left out (`household.members.name`). */
export const keyPath = (path: readonly (string | number | null)[]): string => path.filter((key): key is string => typeof key === 'string').join('.');

/** Where each placeholder of a printed template goes, as type metadata names it. */
export function templateClaimPaths(printed: PrintedTemplate, lists: ReadonlySet<string>): ClaimPath[] {
  return placeholdersOf(printed.template).flatMap((path) => {
    const concrete = concretePath({ path, row: printed.source === undefined ? undefined : { source: printed.source, at: 0 } }, lists);
    return concrete ? [metadataPath(concrete)] : [];
  });
}
