/**
 * The wallet's one voice, as rules on one Korean text (docs/glossary.md): 해요체 outside the spec's
 * verbatim words, the glossary's terms, its spacing. Pure: the glossary and the allowlist are given.
 */

export type FindingKind = '합쇼체' | '용어' | '띄어쓰기';

export interface CopyFinding {
  kind: FindingKind;
  /** The words found, as written. */
  found: string;
  /** How to fix it, in one line. */
  fix: string;
}

/** One row of the glossary: the word to use and the words (or patterns) it replaces. */
export interface GlossaryRule {
  kind: Exclude<FindingKind, '합쇼체'>;
  use: string;
  avoid: readonly { pattern: RegExp; written: string }[];
  note: string;
}

/** A text of the spec kept verbatim, with where the spec says it. */
export interface VerbatimEntry {
  text: string;
  /** `whole`: only the whole string is exempt; `within`: the words are exempt inside any text. */
  match: 'whole' | 'within';
  source: string;
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINAL_BIEUP = 17;

const hasFinalBieup = (char: string | undefined): boolean => {
  const code = char?.codePointAt(0) ?? 0;
  return code >= HANGUL_FIRST && code <= HANGUL_LAST && (code - HANGUL_FIRST) % 28 === FINAL_BIEUP;
};

/** The word a match sits in, for the finding (…입니다 → 증명서입니다). */
function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from > 0 && /[가-힣0-9A-Za-z]/.test(text[from - 1]!)) from -= 1;
  while (to < text.length && /[가-힣]/.test(text[to]!)) to += 1;
  return text.slice(from, to);
}

const FORMAL_FIX =
  'write it in 해요체 (…습니다 → …어요/아요, …입니다 → …예요/이에요, …합니다 → …해요, …하시겠습니까? → …할까요?, …하십시오 → …해 주세요); ' +
  'if a spec document writes these very words, add them to scripts/lib/copy/spec-verbatim.json with the document and section';

/** 합쇼체 endings: …ㅂ니다/…습니다, …ㅂ니까/…습니까, …십시오/…시오, …ㅂ시다. */
export function formalEndings(text: string): CopyFinding[] {
  const findings: CopyFinding[] = [];
  for (const match of text.matchAll(/니다|니까|시다/g)) {
    const at = match.index;
    if (hasFinalBieup(text[at - 1])) findings.push({ kind: '합쇼체', found: wordAround(text, at - 1, at + 2), fix: FORMAL_FIX });
  }
  for (const match of text.matchAll(/(?:십)?시오(?=$|[\s.!?,)])/g)) {
    findings.push({ kind: '합쇼체', found: wordAround(text, match.index, match.index + match[0].length), fix: FORMAL_FIX });
  }
  return findings;
}

/** The text with the spec's verbatim words blanked out; null when the whole text is the spec's. */
export function withoutVerbatim(text: string, verbatim: readonly VerbatimEntry[]): string | null {
  const trimmed = text.trim();
  let rest = text;
  for (const entry of verbatim) {
    if (entry.match === 'whole' && entry.text === trimmed) return null;
    if (entry.match === 'within') rest = rest.split(entry.text).join(' · ');
  }
  return rest;
}

/** Every finding of one text: its endings, its terms, its spacing. */
export function copyFindings(text: string, glossary: readonly GlossaryRule[], verbatim: readonly VerbatimEntry[]): CopyFinding[] {
  const rest = withoutVerbatim(text, verbatim);
  if (rest === null) return [];
  const findings = formalEndings(rest);
  for (const rule of glossary) {
    for (const { pattern, written } of rule.avoid) {
      for (const match of rest.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
        findings.push({
          kind: rule.kind,
          found: match[0],
          fix: rule.kind === '띄어쓰기' ? `space it "${rule.use}", not ${written} (docs/glossary.md, 띄어쓰기)` : `write "${rule.use}" instead of ${written} (docs/glossary.md, 용어)`,
        });
      }
    }
  }
  return findings;
}
