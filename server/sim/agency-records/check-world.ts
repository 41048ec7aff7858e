import { personas } from '../../personas.ts';
import { factsFor, mergeFacts, type Asker, type FactsSource } from './engine.ts';
import { castFindings, declaredExceptions, personFindings, type Holder, type RuleContext, type World } from './world-rules.ts';

/** Someone the demo world has no persona for: their facts are every file's "*" records. */
export const STRANGER: Holder = { id: 'user-added-later', name: '홍길순' };

/** What is wrong with the demo world, and the file to fix: the one that holds the fact. */
export interface WorldProblem {
  /** The facts file's source name (`shared`, a certificate's slug). */
  source: string;
  path: string;
  message: string;
  /** Whose facts show it (persona ids, or the stranger's). */
  holders: string[];
  /** The rule that found it (`read`: the file's facts cannot be read at all). */
  rule: string;
}

/** `YYYYMMDD` today in Korea. */
export const koreanToday = (now = Date.now()): string => new Date(now + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at a path such as `family.members[2].birthDate`, or undefined. */
export function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.match(/[^.[\]]+/g) ?? []) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (isObject(value)) value = value[key];
    else return undefined;
  }
  return value;
}

type SourceFacts = readonly { source: string; facts: unknown }[];

/**
 * Which source holds the fact at `path` (for one holder, or any of several): the last in reading
 * order that has it, else the last with the nearest fact above it.
 */
function holderOf(path: string, ...holders: SourceFacts[]): string {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  const sources = holders[0] ?? [];
  for (let depth = parts.length; depth > 0; depth--) {
    const prefix = parts.slice(0, depth).join('.');
    const at = sources.findLastIndex((_, i) => holders.some((facts) => valueAt(facts[i]?.facts, prefix) !== undefined));
    if (at >= 0) return sources[at]!.source;
  }
  return sources[0]?.source ?? 'shared';
}

/** Every leaf and every list's length of a record, by path. */
function shapeOf(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    out.set(`${path}#length`, value.length);
    value.forEach((item, i) => shapeOf(item, `${path}[${i}]`, out));
  } else if (isObject(value)) Object.entries(value).forEach(([key, item]) => shapeOf(item, path ? `${path}.${key}` : key, out));
  else out.set(path, value);
  return out;
}

const fileOf = (source: string) => (source === 'shared' ? 'server/sim/agency-records/shared.json' : `certificates/${source}/agency.json`);

/**
 * One life across registers: a file may repeat what another holds for the same person, never
 * change it, and a list another file holds (a register's entries) is not lengthened by another.
 */
function contradictions(facts: SourceFacts): { source: string; path: string; message: string }[] {
  const found: { source: string; path: string; message: string }[] = [];
  const seen = new Map<string, { source: string; value: unknown }>();
  for (const { source, facts: own } of facts) {
    for (const [path, value] of shapeOf(own)) {
      const before = seen.get(path);
      if (!before) {
        seen.set(path, { source, value });
        continue;
      }
      if (JSON.stringify(before.value) === JSON.stringify(value)) continue;
      const list = path.endsWith('#length');
      const fact = list ? path.slice(0, -'#length'.length) : path;
      found.push({
        source,
        path: fact,
        message: list
          ? `lists ${String(value)} entries here but ${String(before.value)} in ${fileOf(before.source)}: a register's list is held by one file; give this certificate a fact of its own (a new name)`
          : `is ${JSON.stringify(value)} here but ${JSON.stringify(before.value)} in ${fileOf(before.source)}: one person has one life across registers; use the same value, or a fact of this certificate's own (a new name)`,
      });
    }
  }
  return found;
}

type Found = { source: string; path: string; message: string; holder: string; rule: string };

/**
 * What one rule finds at one place of one file is one problem, however many holders show it (in
 * the words of the first; list entries are one place): its message names whose facts these are.
 */
function grouped(found: Found[]): WorldProblem[] {
  const problems = new Map<string, WorldProblem & { concrete: Set<string> }>();
  for (const { source, path, message, holder, rule } of found) {
    const general = path.replace(/\[\d+\]/g, '[]');
    const key = `${source}\u0000${general}\u0000${rule}`;
    const problem = problems.get(key) ?? { source, path, message, holders: [], rule, concrete: new Set<string>() };
    problem.concrete.add(path);
    if (!problem.holders.includes(holder)) problem.holders.push(holder);
    problems.set(key, problem);
  }
  return [...problems.values()].map(({ concrete, ...problem }) => ({ ...problem, path: concrete.size > 1 ? problem.path.replace(/\[\d+\]/g, '[]') : problem.path }));
}

/** A file's facts for one holder; a file whose rules cannot be applied counts as holding nothing, and says why. */
function readable(source: FactsSource, asker: Asker, holder: Holder, found: Found[]): unknown {
  try {
    return factsFor(source, asker);
  } catch (error) {
    found.push({ source: source.name, path: '', message: `its facts cannot be read: ${(error as Error).message}`, holder: holder.id, rule: 'read' });
    return {};
  }
}

/**
 * The demo world of these facts files (shared.json first, then each certificate's agency.json)
 * held to its plausibility rules, for every persona, someone with no persona of their own, and the
 * cast as a whole; each problem is the file's that holds the fact.
 */
export function checkDemoWorld(sources: readonly FactsSource[], options: { today?: string } = {}): WorldProblem[] {
  const context: RuleContext = { today: options.today ?? koreanToday(), exceptions: declaredExceptions(sources) };
  const found: Found[] = [];
  const cast: { holder: Holder; world: World }[] = [];
  const everyoneFacts: SourceFacts[] = [];
  for (const holder of [...personas.map(({ id, name }) => ({ id, name })), STRANGER]) {
    const asker: Asker = { userId: holder.id, holderName: holder.name, form: {} };
    const facts = sources.map((source) => ({ source: source.name, facts: readable(source, asker, holder, found) }));
    everyoneFacts.push(facts);
    const world = facts.reduce<unknown>((record, { facts: own }) => mergeFacts(record, own), {}) as World;
    if (holder !== STRANGER) cast.push({ holder, world });
    for (const finding of personFindings(world, holder, context)) found.push({ ...finding, source: holderOf(finding.path, facts) });
    for (const contradiction of contradictions(facts)) found.push({ ...contradiction, holder: holder.id, rule: 'oneLife' });
  }
  for (const finding of castFindings(cast)) {
    const source = holderOf(finding.path, ...everyoneFacts);
    for (const holder of finding.holder.split(', ')) found.push({ ...finding, holder, source });
  }
  return grouped(found);
}

export { fileOf as factsFileOf };
