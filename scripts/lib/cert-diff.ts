// What changed for the citizen between two versions of certificate folders: pure functions, no I/O.
import { declaredProperties } from '../../server/catalogue/schema-walk.ts';
import type { JsonSchema } from '../../server/catalogue/types.ts';

export interface CertificateSnapshot {
  manifest?: JsonSchema;
  schema?: JsonSchema;
  uiSchema?: JsonSchema;
  /** document.json: the issued PDF's layout. */
  layout?: JsonSchema;
}

interface FieldInfo {
  key: string;
  title: string | undefined;
  type: string | undefined;
  /** null: optional; '': always required; otherwise the condition under which it is required. */
  required: string | null;
  /** undefined: always shown; otherwise the condition under which the form shows it. */
  shownWhen: string | undefined;
  options: Map<string, string> | undefined;
  widget: string | undefined;
  rules: Map<string, string>;
  texts: Map<string, string>;
}

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const RULE_KEYWORDS: [string, string][] = [
  ['pattern', 'pattern'],
  ['maxLength', 'max length'],
  ['minLength', 'min length'],
  ['minimum', 'minimum'],
  ['maximum', 'maximum'],
  ['minItems', 'at least (items)'],
  ['maxItems', 'at most (items)'],
  ['format', 'format'],
  ['const', 'fixed value'],
  ['not', 'not'],
  ['default', 'default'],
];
const UI_TEXTS: [string, string][] = [
  ['ui:placeholder', 'placeholder'],
  ['ui:help', 'help text'],
  ['ui:description', 'description'],
  ['ui:title', 'label override'],
];

function describeCondition(cond: unknown, titles: Map<string, string>): string {
  if (isObject(cond) && isObject(cond.properties)) {
    const parts = Object.entries(cond.properties).map(([k, s]) => {
      const label = titles.get(k) ?? k;
      if (isObject(s) && 'const' in s) return `${label} = ${show(s.const)}`;
      if (isObject(s) && Array.isArray(s.enum)) return `${label} ∈ ${s.enum.map(show).join(', ')}`;
      return `${label} matches ${JSON.stringify(s)}`;
    });
    if (parts.length) return parts.join(' and ');
  }
  return `the form matches ${JSON.stringify(cond)}`;
}

function optionsOf(prop: JsonSchema): Map<string, string> | undefined {
  const target = prop.type === 'array' && isObject(prop.items) ? prop.items : prop;
  if (Array.isArray(target.oneOf) && target.oneOf.every((o) => isObject(o) && 'const' in o)) {
    return new Map((target.oneOf as JsonSchema[]).map((o) => [show(o.const), typeof o.title === 'string' ? o.title : show(o.const)]));
  }
  if (Array.isArray(target.enum)) return new Map(target.enum.map((v) => [show(v), show(v)]));
  return undefined;
}

function rulesOf(prop: JsonSchema, suffix = ''): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [kw, label] of RULE_KEYWORDS) if (prop[kw] !== undefined) rules.set(label + suffix, show(prop[kw]));
  const nested = Array.isArray(prop.allOf) ? prop.allOf.filter(isObject) : [];
  nested.forEach((s, i) => rulesOf(s, `${suffix} (extra rule ${i + 1})`).forEach((v, k) => rules.set(k, v)));
  return rules;
}

/** Flattens a form schema (and its uiSchema) into the fields a citizen sees, keyed by property path. */
export function formFields(schema: JsonSchema | undefined, uiSchema: JsonSchema | undefined = {}): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  if (!schema) return fields;
  const visit = (objectSchema: JsonSchema, ui: JsonSchema, prefix: string, inheritedShown: string | undefined) => {
    const declared = declaredProperties(objectSchema);
    const titles = new Map([...declared].map(([k, s]) => [k, typeof s.title === 'string' ? s.title : k]));
    const shownWhen = new Map<string, string>();
    const requiredWhen = new Map<string, string>();
    const extraRules = new Map<string, Map<string, string>>();
    for (const k of (objectSchema.required as string[] | undefined) ?? []) requiredWhen.set(k, '');
    const branches = Array.isArray(objectSchema.allOf) ? objectSchema.allOf.filter(isObject) : [];
    for (const branch of branches) {
      if (!isObject(branch.then)) continue;
      const cond = describeCondition(branch.if, titles);
      const thenProps = isObject(branch.then.properties) ? branch.then.properties : {};
      for (const [k, s] of Object.entries(thenProps)) {
        const root = isObject(objectSchema.properties) ? objectSchema.properties[k] : undefined;
        if (root === undefined) shownWhen.set(k, cond);
        else if (isObject(s)) rulesOf(s, ` (when ${cond})`).forEach((v, r) => extraRules.set(k, (extraRules.get(k) ?? new Map()).set(r, v)));
      }
      for (const k of (branch.then.required as string[] | undefined) ?? []) if (!requiredWhen.has(k) || requiredWhen.get(k) !== '') requiredWhen.set(k, cond);
    }
    for (const [key, prop] of declared) {
      const path = prefix ? `${prefix}.${key}` : key;
      const fieldUi = isObject(ui[key]) ? ui[key] : {};
      const shown = shownWhen.get(key) ?? inheritedShown;
      const rules = rulesOf(prop);
      extraRules.get(key)?.forEach((v, k) => rules.set(k, v));
      const texts = new Map<string, string>();
      for (const [kw, label] of UI_TEXTS) if (typeof fieldUi[kw] === 'string') texts.set(label, fieldUi[kw] as string);
      const options = optionsOf(prop);
      fields.set(path, {
        key: path,
        title: typeof prop.title === 'string' ? prop.title : undefined,
        type: typeof prop.type === 'string' ? prop.type : undefined,
        required: requiredWhen.has(key) ? requiredWhen.get(key)! : null,
        shownWhen: shown,
        options,
        widget: typeof fieldUi['ui:widget'] === 'string' ? (fieldUi['ui:widget'] as string) : undefined,
        rules,
        texts,
      });
      if (isObject(prop.properties)) visit(prop, fieldUi, path, shown);
      if (prop.type === 'array' && isObject(prop.items) && isObject(prop.items.properties)) visit(prop.items, isObject(fieldUi.items) ? fieldUi.items : {}, `${path}[]`, shown);
    }
  };
  visit(schema, uiSchema ?? {}, '', undefined);
  return fields;
}

const label = (f: FieldInfo) => `**${f.title ?? f.key}** (\`${f.key}\`)`;
const requirement = (r: string | null) => (r === null ? 'optional' : r === '' ? 'required' : `required when ${r}`);
const widgetName = (w: string | undefined) => (w ? `\`${w}\`` : 'the default input');

function describeNewField(f: FieldInfo): string {
  const parts = [requirement(f.required)];
  if (f.shownWhen) parts.push(`shown when ${f.shownWhen}`);
  if (f.widget) parts.push(`widget \`${f.widget}\``);
  if (f.options) parts.push(`choices ${[...f.options.values()].map((t) => `"${t}"`).join(', ')}`);
  for (const [rule, value] of f.rules) if (!rule.startsWith('default')) parts.push(`${rule} \`${value}\``);
  return parts.join('; ');
}

function diffField(before: FieldInfo, after: FieldInfo): string[] {
  const lines: string[] = [];
  const name = label(after);
  if (before.title !== after.title) lines.push(`✏️ Label of \`${after.key}\`: "${before.title ?? '(none)'}" → "${after.title ?? '(none)'}"`);
  if (before.required !== after.required) lines.push(`❗ ${name} is now ${requirement(after.required)} (was ${requirement(before.required)})`);
  if (before.shownWhen !== after.shownWhen) lines.push(`👁️ ${name} is now ${after.shownWhen ? `shown only when ${after.shownWhen}` : 'always shown'} (was ${before.shownWhen ? `shown only when ${before.shownWhen}` : 'always shown'})`);
  if (before.type !== after.type) lines.push(`🔁 Type of ${name}: ${before.type ?? '(any)'} → ${after.type ?? '(any)'}`);
  if (before.widget !== after.widget) lines.push(`🧩 Widget of ${name}: ${widgetName(before.widget)} → ${widgetName(after.widget)}`);
  if (before.options || after.options) {
    const b = before.options ?? new Map<string, string>();
    const a = after.options ?? new Map<string, string>();
    const added = [...a].filter(([v]) => !b.has(v)).map(([v, t]) => `"${t}" (\`${v}\`)`);
    const removed = [...b].filter(([v]) => !a.has(v)).map(([v, t]) => `"${t}" (\`${v}\`)`);
    const relabelled = [...a].filter(([v, t]) => b.has(v) && b.get(v) !== t).map(([v, t]) => `\`${v}\` "${b.get(v)}" → "${t}"`);
    const parts = [added.length && `added ${added.join(', ')}`, removed.length && `removed ${removed.join(', ')}`, relabelled.length && `relabelled ${relabelled.join(', ')}`].filter(Boolean);
    if (parts.length) lines.push(`🔘 Choices of ${name}: ${parts.join('; ')}`);
  }
  const ruleChanges: string[] = [];
  for (const rule of new Set([...before.rules.keys(), ...after.rules.keys()])) {
    const b = before.rules.get(rule);
    const a = after.rules.get(rule);
    if (b === a) continue;
    if (b === undefined) ruleChanges.push(`${rule} added \`${a}\``);
    else if (a === undefined) ruleChanges.push(`${rule} removed (was \`${b}\`)`);
    else ruleChanges.push(`${rule} \`${b}\` → \`${a}\``);
  }
  if (ruleChanges.length) lines.push(`📏 Validation of ${name}: ${ruleChanges.join('; ')}`);
  for (const text of new Set([...before.texts.keys(), ...after.texts.keys()])) {
    const b = before.texts.get(text);
    const a = after.texts.get(text);
    if (b !== a) lines.push(`💬 ${text[0]!.toUpperCase()}${text.slice(1)} of ${name}: ${b === undefined ? '(none)' : `"${b}"`} → ${a === undefined ? '(none)' : `"${a}"`}`);
  }
  return lines;
}

/** Lines describing what changed in a form between two schema (and uiSchema) versions. */
export function diffForms(beforeSchema: JsonSchema | undefined, afterSchema: JsonSchema | undefined, beforeUi?: JsonSchema, afterUi?: JsonSchema): string[] {
  const before = formFields(beforeSchema, beforeUi);
  const after = formFields(afterSchema, afterUi);
  const lines: string[] = [];
  for (const [key, f] of after) if (!before.has(key)) lines.push(`➕ Field ${label(f)} added: ${describeNewField(f)}`);
  for (const [key, f] of before) if (!after.has(key)) lines.push(`➖ Field ${label(f)} removed`);
  for (const [key, a] of after) {
    const b = before.get(key);
    if (b) lines.push(...diffField(b, a));
  }
  const order = (ui: JsonSchema | undefined) => (Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : []);
  const common = (list: string[]) => list.filter((k) => before.has(k) && after.has(k));
  const bo = common(order(beforeUi));
  const ao = common(order(afterUi));
  if (bo.length && ao.length && bo.join('\u0000') !== ao.join('\u0000')) lines.push(`↕️ Field order: ${bo.join(', ')} → ${ao.join(', ')}`);
  return lines;
}

const MANIFEST_FIELDS: [string, string][] = [
  ['name', 'Name'],
  ['path', 'Route (edoc path)'],
  ['issuer', 'Issuer'],
  ['applicationType', 'Application type'],
  ['badgeType', 'Badge'],
  ['maintenanceType', 'Maintenance'],
  ['available', 'Available'],
  ['popularityOrder', 'Popularity order'],
];

function listDiff(before: unknown, after: unknown): string | undefined {
  const b = new Set(Array.isArray(before) ? before.map(show) : []);
  const a = new Set(Array.isArray(after) ? after.map(show) : []);
  const added = [...a].filter((x) => !b.has(x));
  const removed = [...b].filter((x) => !a.has(x));
  const parts = [added.length && `added ${added.map((x) => `"${x}"`).join(', ')}`, removed.length && `removed ${removed.map((x) => `"${x}"`).join(', ')}`].filter(Boolean);
  return parts.length ? parts.join('; ') : undefined;
}

export function diffManifests(before: JsonSchema = {}, after: JsonSchema = {}): string[] {
  const lines: string[] = [];
  for (const [key, name] of MANIFEST_FIELDS) {
    if (show(before[key]) !== show(after[key])) lines.push(`📋 ${name}: ${before[key] === undefined ? '(none)' : `\`${show(before[key])}\``} → ${after[key] === undefined ? '(none)' : `\`${show(after[key])}\``}`);
  }
  if (before.guide !== after.guide) lines.push('📋 Guide text (certificate info page) changed');
  const pd = listDiff(before.personalData, after.personalData);
  if (pd) lines.push(`🔒 Personal data collected (privacy policy): ${pd}`);
  const kw = listDiff(before.keywords, after.keywords);
  if (kw) lines.push(`🔎 Search keywords: ${kw}`);
  const qr = listDiff(before.qrPass, after.qrPass);
  if (qr) lines.push(`🎫 Qualification passes: ${qr}`);
  return lines;
}

/** A layout's text as `ko` (its English version is the same entry). */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : isObject(value) && typeof value.ko === 'string' ? value.ko : undefined;

/**
 * What a layout says, entry by entry, under names a reviewer can find in the PDF: the title
 * block, each section by its heading, each row by its label and each column by its header.
 */
export function layoutEntries(layout: JsonSchema | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  if (!layout) return entries;
  for (const key of ['title', 'subtitle', 'basis', 'english', 'rrnMasked']) if (layout[key] !== undefined) entries.set(key, show(layout[key]));
  for (const item of Array.isArray(layout.meta) ? layout.meta.filter(isObject) : []) entries.set(`meta "${textOf(item.label) ?? '?'}"`, show(item.value));
  // A section without a heading is named by its kind and its place among that kind (the 1st seal):
  // a section added elsewhere does not rename it.
  const seen = new Map<string, number>();
  for (const section of Array.isArray(layout.sections) ? layout.sections.filter(isObject) : []) {
    const kind = show(section.type);
    seen.set(kind, (seen.get(kind) ?? 0) + 1);
    const name = `section "${textOf(section.heading) ?? `${kind} ${seen.get(kind)}`}"`;
    const { rows, columns, ...rest } = section;
    entries.set(name, show(rest));
    for (const row of Array.isArray(rows) ? rows.filter(isObject) : []) entries.set(`${name} › row "${textOf(row.label) ?? '?'}"`, show(row));
    for (const column of Array.isArray(columns) ? columns.filter(isObject) : []) entries.set(`${name} › column "${textOf(column.header) ?? '?'}"`, show(column));
  }
  return entries;
}

/** The issued document's changes (document.json); a section added or removed is one line, its rows with it. */
export function diffLayouts(before: JsonSchema | undefined, after: JsonSchema | undefined): string[] {
  if (!before && !after) return [];
  if (!before) return ['📄 Document layout added (document.json)'];
  if (!after) return ['📄 Document layout removed: the PDF falls back to the title, the holder and the form values'];
  const b = layoutEntries(before);
  const a = layoutEntries(after);
  const parentOf = (key: string) => key.split(' › ')[0]!;
  const lines: string[] = [];
  for (const key of a.keys()) if (!b.has(key) && (parentOf(key) === key || b.has(parentOf(key)))) lines.push(`📄 Document: ${key} added`);
  for (const key of b.keys()) if (!a.has(key) && (parentOf(key) === key || a.has(parentOf(key)))) lines.push(`📄 Document: ${key} removed`);
  for (const [key, value] of a) {
    const old = b.get(key);
    if (old === undefined || old === value) continue;
    lines.push(old.length + value.length <= 160 ? `📄 Document: ${key}: \`${old}\` → \`${value}\`` : `📄 Document: ${key} changed`);
  }
  return lines;
}

export function diffCertificate(before: CertificateSnapshot | undefined, after: CertificateSnapshot | undefined): string[] {
  if (!before && !after) return [];
  if (!before) {
    const fields = [...formFields(after!.schema, after!.uiSchema).values()].filter((f) => !f.key.includes('[]') && f.widget !== 'hidden');
    return [`🆕 New certificate (${show(after!.manifest?.applicationType)}, ${show(after!.manifest?.issuer)}) with ${fields.length} field(s): ${fields.map((f) => `${f.title ?? f.key} (${requirement(f.required)})`).join(', ')}`];
  }
  if (!after) return ['🗑️ Certificate removed: citizens can no longer apply for it'];
  return [...diffManifests(before.manifest, after.manifest), ...diffForms(before.schema, after.schema, before.uiSchema, after.uiSchema), ...diffLayouts(before.layout, after.layout)];
}

const heading = (slug: string, snap: CertificateSnapshot | undefined) => {
  const name = typeof snap?.manifest?.name === 'string' ? snap.manifest.name : slug;
  const path = typeof snap?.manifest?.path === 'string' ? ` · \`/issue/${snap.manifest.path}\`` : '';
  return `### ${name} (\`${slug}\`${path})`;
};

/** The certificates a citizen would see changed, in slug order. */
export function changedCertificates(before: Map<string, CertificateSnapshot>, after: Map<string, CertificateSnapshot>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].sort().filter((slug) => diffCertificate(before.get(slug), after.get(slug)).length > 0);
}

/** Image files (beside the markdown) of a certificate's form, and its issued document's first page, before and after the change. */
export interface FormImages {
  before?: string;
  after?: string;
  documentBefore?: string;
  documentAfter?: string;
}

function imageTable(before: string | undefined, after: string | undefined, fromLabel: string, toLabel: string, what: string): string {
  const cell = (file: string | undefined, label: string) => (file ? `![${what}, ${label}](${encodeURI(file)})` : '—');
  return [`| ${what}: ${fromLabel} | ${what}: ${toLabel} |`, '|---|---|', `| ${cell(before, fromLabel)} | ${cell(after, toLabel)} |`].join('\n');
}

/** What cert:check says of one changed folder, as the lines that lead its section. */
function checkLines(problems: readonly string[]): string[] {
  if (problems.length === 0) return ['> ✅ `npm run cert:check` accepts this folder.'];
  return [`> ❌ **\`npm run cert:check\` refuses this folder** (${problems.length} problem(s)): fix them before it can merge.`, ...problems.map((problem) => `> - ${problem}`)];
}

/**
 * Markdown for a pull request: one section per certificate that changed for the citizen, led by
 * what `cert:check` says of the folder when `findings` has it (slug → its problems, as
 * formatProblem words them; cert:diff always gives it), then what changed, then the images of its
 * form and document before and after when `images` has them (cert:diff --visual).
 */
export function renderCatalogueDiff(
  before: Map<string, CertificateSnapshot>,
  after: Map<string, CertificateSnapshot>,
  fromLabel: string,
  toLabel: string,
  images: ReadonlyMap<string, FormImages> = new Map(),
  findings?: ReadonlyMap<string, readonly string[]>,
): string {
  const sections: string[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  const refused: string[] = [];
  for (const slug of changedCertificates(before, after)) {
    const b = before.get(slug);
    const a = after.get(slug);
    if (!b) added.push(slug);
    if (!a) removed.push(slug);
    const problems = a && findings ? (findings.get(slug) ?? []) : undefined;
    if (problems?.length) refused.push(slug);
    const section = [heading(slug, a ?? b), '', ...(problems ? [...checkLines(problems), ''] : []), ...diffCertificate(b, a).map((l) => `- ${l}`)];
    const pair = images.get(slug);
    if (pair && (pair.before || pair.after)) section.push('', imageTable(pair.before, pair.after, fromLabel, toLabel, 'Form'));
    if (pair && (pair.documentBefore || pair.documentAfter)) section.push('', imageTable(pair.documentBefore, pair.documentAfter, fromLabel, toLabel, 'Document'));
    sections.push(section.join('\n'));
  }
  const title = `## Certificate changes for citizens (${fromLabel} → ${toLabel})`;
  if (!sections.length) return `${title}\n\nNo changes a citizen would see.\n`;
  const verdict = !findings ? '' : refused.length ? `❌ \`npm run cert:check\` refuses ${refused.length} changed folder(s): ${refused.map((slug) => `\`${slug}\``).join(', ')}.\n\n` : '✅ `npm run cert:check` accepts every changed folder.\n\n';
  const summary = `${sections.length} certificate(s) changed${added.length ? `, ${added.length} added` : ''}${removed.length ? `, ${removed.length} removed` : ''}.`;
  return `${title}\n\n${verdict}${summary}\n\n${sections.join('\n\n')}\n`;
}
