import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GlossaryRule, VerbatimEntry } from './voice.ts';

export const GLOSSARY_FILE = fileURLToPath(new URL('../../../docs/glossary.md', import.meta.url));
export const VERBATIM_FILE = fileURLToPath(new URL('./spec-verbatim.json', import.meta.url));

const SECTIONS: Record<string, GlossaryRule['kind']> = { '## 용어': '용어', '## 띄어쓰기': '띄어쓰기' };

/** A table row's cells: split on unescaped pipes, `\|` read as a pipe. */
const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/\\\|/g, '|').trim());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function avoided(cell: string): GlossaryRule['avoid'] {
  return [...cell.matchAll(/`([^`]+)`/g)].map(([, span]) => {
    const regex = /^\/(.+)\/$/.exec(span!);
    return { pattern: new RegExp(regex ? regex[1]! : escapeRegExp(span!)), written: span! };
  });
}

/** The glossary's 용어 and 띄어쓰기 tables (docs/glossary.md) as rules: column 2's code spans are refused, column 1 is asked for. */
export function parseGlossary(markdown: string): GlossaryRule[] {
  const rules: GlossaryRule[] = [];
  let kind: GlossaryRule['kind'] | undefined;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) kind = SECTIONS[line.trim()];
    if (!kind || !line.trimStart().startsWith('|') || /^\s*\|\s*-/.test(line)) continue;
    const [use, avoid, note] = cells(line);
    const patterns = avoided(avoid ?? '');
    if (use && patterns.length > 0) rules.push({ kind, use, avoid: patterns, note: note ?? '' });
  }
  return rules;
}

export function readGlossary(file: string = GLOSSARY_FILE): GlossaryRule[] {
  return parseGlossary(fs.readFileSync(file, 'utf8'));
}

export function readVerbatim(file: string = VERBATIM_FILE): VerbatimEntry[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: VerbatimEntry[] }).entries;
}
