import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The index of docs/architecture.md: each section of the specification (000, 001) the code
 * cites ("000 §8.2", "spec 001 §7"), with the files that cite it. Made from the citations
 * themselves (scripts/spec-index.ts writes it into the doc; tests/unit/spec-index.test.ts
 * fails when the doc's copy is not what the code says now).
 */
const CODE_DIRS = ['server', 'src', 'widgets', 'shared', 'scripts'];
const CITATION = /\b(000|001) ?§ ?(\d+(?:\.\d+)*)/g;
const MARK_START = '<!-- spec-index: made by `npm run docs:index` from the code\'s citations; do not edit -->';
const MARK_END = '<!-- /spec-index -->';

function codeFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('generated'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.includes('/test/') || file.includes('/testing/');

/** `8.10` after `8.2`, `10` after `9`. */
const bySection = (a: string, b: string) => {
  const [x, y] = [a.split(/[ .§]+/).map(Number), b.split(/[ .§]+/).map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
};

/** Section ("000 §8.2") → file → how many times it cites it. */
export function specCitations(root: string): Map<string, Map<string, number>> {
  const index = new Map<string, Map<string, number>>();
  for (const file of CODE_DIRS.flatMap((dir) => codeFiles(root, dir))) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(CITATION)) {
      const section = `${match[1]} §${match[2]}`;
      const files = index.get(section) ?? new Map<string, number>();
      index.set(section, files.set(file, (files.get(file) ?? 0) + 1));
    }
  }
  return new Map([...index].sort(([a], [b]) => bySection(a, b)));
}

/** The index as Markdown: a row per section, the code that cites it and how many tests do. */
export function specIndexMarkdown(root: string): string {
  const rows = [...specCitations(root)].map(([section, files]) => {
    const code = [...files.keys()].filter((file) => !isTest(file));
    const tests = [...files.keys()].filter(isTest).length;
    return `| ${section} | ${code.map((file) => `\`${file}\``).join(', ') || '—'} | ${tests} |`;
  });
  const places = [...specCitations(root).values()].reduce((sum, files) => sum + [...files.values()].reduce((a, b) => a + b, 0), 0);
  return [`${rows.length} sections cited in ${places} places.`, '', '| section | cited by | test files |', '|---|---|---|', ...rows].join('\n');
}

/** The doc with its index replaced by `index` (the doc must hold both marks). */
export function withSpecIndex(doc: string, index: string): string {
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no spec index marks (${MARK_START} … ${MARK_END})`);
  return `${doc.slice(0, start + MARK_START.length)}\n${index}\n${doc.slice(end)}`;
}

