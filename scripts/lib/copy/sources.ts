import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One Korean text of the tree, where it is written. */
export interface CopyString {
  /** Path from the repository's root, with forward slashes. */
  file: string;
  line: number;
  /** The text; a template literal's substitutions read as {}. */
  text: string;
  /** In a JSON file: where the text is (guide, properties.보훈번호.errorMessage.pattern). */
  field?: string;
}

const HANGUL = /[가-힣]/;
/** A value the code passes around, not words: no space and an underscore (the spec's term types, 개인정보수집_및_이용동의). */
const IDENTIFIER = /^[^\s]*_[^\s]*$/;

/** The folders and files whose Korean a citizen, a clerk or a maintainer reads. */
const CODE_ROOTS = ['src', 'widgets', 'server', 'shared', 'scripts/cert-new.ts', 'scripts/lib/scaffold.ts'];
const DATA_FILES = [/^widgets\/[^/]+\/layers\.json$/, /^server\/packages\/[^/]+\.json$/, /^server\/verifier\/templates\/[^/]+\.json$/, /^server\/lookup-data\/(?:usage-purposes|qr-pass-institutions)\.json$/, /^(?:index|bridge)\.html$/];

/** What is not the wallet talking, and why (docs/glossary.md says the same). */
export const NOT_THE_WALLET: readonly { path: RegExp; why: string }[] = [
  { path: /\.(?:test|spec)\.tsx?$|(?:^|\/)(?:test-kit|test-fixtures|test-utils|fuzz-kit)\.tsx?$|^src\/testing\/|^server\/test\//, why: "tests' data" },
  { path: /^server\/issuance\/document\//, why: "the issued document's own text: the agency certifies (증명합니다)" },
  { path: /^server\/db\/seed-data\/(?:term-contents|issued-documents)\.ts$/, why: "the terms' legal contents and the seeded documents' facts" },
  { path: /^server\/lookup-data\/|^server\/sim\/agency-records\//, why: "the agencies' data and the demo world's facts: names, not sentences" },
];

const skipped = (file: string) => NOT_THE_WALLET.some((rule) => rule.path.test(file));

function walk(root: string, rel: string, out: string[]): void {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    out.push(rel);
    return;
  }
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    walk(root, `${rel}/${entry.name}`, out);
  }
}

/** The files the copy check reads under `root` (a repository or a copy of one). */
export function copyFiles(root: string): string[] {
  const files: string[] = [];
  for (const rel of CODE_ROOTS) walk(root, rel, files);
  const code = files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  const data: string[] = [];
  for (const rel of ['widgets', 'server/packages', 'server/verifier/templates', 'server/lookup-data', 'index.html', 'bridge.html']) walk(root, rel, data);
  const wanted = [...code, ...data.filter((file) => DATA_FILES.some((pattern) => pattern.test(file)))];
  return [...new Set(wanted)].filter((file) => !skipped(file)).sort();
}

/** A string that is a value the code compares or a key it reads, not words it shows. */
function isDataPosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent) || ts.isCaseClause(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return true;
  if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)) return true;
  return false;
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

/** The Korean strings, template literals and JSX text of one TypeScript source. */
export function codeStrings(file: string, source: string): CopyString[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: CopyString[] = [];
  const add = (node: ts.Node, text: string) => {
    if (HANGUL.test(text) && !IDENTIFIER.test(text)) out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isDataPosition(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, templateText(node));
    else if (ts.isJsxText(node)) add(node, node.text);
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => visit(span.expression));
  };
  visit(sf);
  return out;
}

/** Keys whose values are data the code reads (a form's values, paths, choices' consts), not words shown. */
export const DATA_KEYS: ReadonlySet<string> = new Set([
  'edoc', 'edocPath', 'defaults', 'path', 'package', '$schema', '$ref', 'const', 'default', 'enum', 'examples', 'pattern', 'required',
  'keywords', 'ui:order', 'ui:widget', 'confirms', 'qrPassCode', 'institutionCode', 'applicationType', 'badgeType', 'maintenanceType',
]);

/** Every Korean string value of a JSON document, skipping data keys; each with its field and the line it is written on. */
export function jsonStrings(file: string, source: string, skipKeys: ReadonlySet<string> = DATA_KEYS): CopyString[] {
  const lines = source.split('\n');
  const out: CopyString[] = [];
  let searchFrom = 0;
  const lineOf = (text: string) => {
    const quoted = JSON.stringify(text).slice(1, -1);
    const index = lines.findIndex((line, i) => i >= searchFrom && line.includes(quoted));
    if (index >= 0) searchFrom = index;
    return index >= 0 ? index + 1 : 1;
  };
  // Under `errorMessage` every key is a keyword (pattern, not…) and every value a message.
  const visit = (value: unknown, key: string, field: string, message = false): void => {
    if (!message && (skipKeys.has(key) || key.endsWith('Field'))) return;
    const inMessage = message || key === 'errorMessage';
    if (typeof value === 'string') {
      if (HANGUL.test(value)) out.push({ file, line: lineOf(value), field, text: value.replace(/\s+/g, ' ').trim() });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, key, `${field}[${i}]`, inMessage));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k, field ? `${field}.${k}` : k, inMessage);
  };
  visit(JSON.parse(source), '', '');
  return out;
}

/** The text of an HTML page: its title, its visible text and its attributes' words. */
export function htmlStrings(file: string, source: string): CopyString[] {
  const out: CopyString[] = [];
  source.split('\n').forEach((line, i) => {
    for (const [, text] of line.matchAll(/>([^<>]*[가-힣][^<>]*)</g)) out.push({ file, line: i + 1, text: text!.trim() });
    for (const [, text] of line.matchAll(/="([^"]*[가-힣][^"]*)"/g)) out.push({ file, line: i + 1, text: text! });
  });
  return out;
}

/** The files of a certificate folder a citizen reads: its manifest (name, guide, site), its form's titles and messages, its help. */
export const CERTIFICATE_TEXT_FILES = ['certificate.json', 'schema.json', 'ui.json'] as const;

/** The certificate folders' texts under `root`: certificates/ and the test fixtures' folders. */
function certificateFiles(root: string): string[] {
  return ['certificates', 'tests/fixtures/certificates'].flatMap((dir) => {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => CERTIFICATE_TEXT_FILES.map((name) => `${dir}/${entry.name}/${name}`))
      .filter((file) => fs.existsSync(path.join(root, file)));
  });
}

/** Every user-facing Korean string of the tree under `root`. */
export function collectCopy(root: string): CopyString[] {
  return [...copyFiles(root), ...certificateFiles(root)].flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    if (!HANGUL.test(source)) return [];
    if (file.endsWith('.json')) return jsonStrings(file, source);
    if (file.endsWith('.html')) return htmlStrings(file, source);
    return codeStrings(file, source);
  });
}
