import { readGlossary, readVerbatim } from './glossary.ts';
import { collectCopy, jsonStrings, type CopyString } from './sources.ts';
import { copyFindings, type CopyFinding, type GlossaryRule, type VerbatimEntry } from './voice.ts';

/** A Korean text that does not speak the wallet's voice, where it is and how to fix it. */
export interface CopyProblem extends CopyString {
  finding: CopyFinding;
}

export interface CopyRules {
  glossary: readonly GlossaryRule[];
  verbatim: readonly VerbatimEntry[];
}

let projectRules: CopyRules | undefined;
/** The glossary (docs/glossary.md) and the spec's verbatim texts (scripts/lib/copy/spec-verbatim.json). */
export function readCopyRules(): CopyRules {
  projectRules ??= { glossary: readGlossary(), verbatim: readVerbatim() };
  return projectRules;
}

export function checkStrings(strings: readonly CopyString[], rules: CopyRules = readCopyRules()): CopyProblem[] {
  return strings.flatMap((string) => copyFindings(string.text, rules.glossary, rules.verbatim).map((finding) => ({ ...string, finding })));
}

/** Every user-facing Korean string of the tree under `root`, checked. */
export function checkCopy(root: string, rules: CopyRules = readCopyRules()): CopyProblem[] {
  return checkStrings(collectCopy(root), rules);
}

/** The texts of one JSON file, checked (a certificate folder's file, by cert:check). */
export function checkJsonText(file: string, text: string, rules: CopyRules = readCopyRules()): CopyProblem[] {
  let strings: CopyString[];
  try {
    strings = jsonStrings(file, text);
  } catch {
    return [];
  }
  return checkStrings(strings, rules);
}

/** `file:line field: 합쇼체 "…입니다" in "…": how to fix it`. */
export function formatCopyProblem(problem: CopyProblem): string {
  const where = `${problem.file}:${problem.line}${problem.field ? ` ${problem.field}` : ''}`;
  return `${where}: ${problem.finding.kind} "${problem.finding.found}" in ${JSON.stringify(problem.text)} — ${problem.finding.fix}`;
}
