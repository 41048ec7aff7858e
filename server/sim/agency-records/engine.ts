import { createHash } from 'node:crypto';
import type { Condition } from '../../issuance/document/layout.ts';
import { applicationScope, fill, holds, lookup, type IssueFacts, type Scope } from '../../issuance/document/resolve.ts';

/**
 * An agency facts file (schemas/agency-facts.schema.json): the facts per persona id, `"*"` for
 * everyone not listed, and named definitions the records may `$use`.
 */
export interface AgencyFacts {
  records: Record<string, unknown>;
  definitions?: Record<string, unknown>;
  /** Facts the demo world's plausibility rules make an exception for (world-rules.ts EXCEPTION_KINDS): their paths. */
  exceptions?: Partial<Record<'notTheHoldersDates' | 'futureDates' | 'notResidentNumbers', string[]>>;
}

/** The records key of everyone a file does not list. */
export const EVERYONE = '*';

/** Who asks, and for what: the facts' rules read the application (form.…, issue.holderName). */
export interface Asker {
  /** The user's id: a persona's (DESIGN §6) or anyone's. Made-up values vary by it. */
  userId: string;
  holderName: string;
  form: Record<string, unknown>;
}

/** A facts file and the name its made-up values are seeded with (`shared`, a certificate's slug). */
export interface FactsSource {
  name: string;
  facts: AgencyFacts;
}

/** A fixed stream of numbers in [0, 1) per key: the same values on every machine. */
export function numbersFor(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rule = Record<string, unknown>;
interface Context {
  source: FactsSource;
  asker: Asker;
  scope: Scope;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRule = (v: Record<string, unknown>): boolean => Object.keys(v).some((key) => key.startsWith('$'));
const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8))) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** The stream a made-up value draws from: per persona (or per the value `per` names), per file, per place in it. */
function streamOf(rule: Rule, at: string, context: Context): () => number {
  const per = typeof rule.per === 'string' ? String(lookup(rule.per, context.scope) ?? '') : context.asker.userId;
  return numbersFor(`${per}|${context.source.name}|${at}`);
}

function madeUp(rule: Rule, at: string, context: Context): unknown {
  const next = streamOf(rule, at, context);
  if (Array.isArray(rule.$pick)) return resolveAt(rule.$pick[Math.floor(next() * rule.$pick.length)], at, context);
  if (typeof rule.$pattern === 'string') {
    return rule.$pattern.replace(/[#@]/g, (c) => (c === '#' ? String(Math.floor(next() * 10)) : String.fromCharCode(65 + Math.floor(next() * 26))));
  }
  const [from, to] = (Array.isArray(rule.$int) ? rule.$int : Array.isArray(rule.$date) ? rule.$date.map((d) => dayOf(String(d))) : []) as number[];
  if (from === undefined || to === undefined) throw new Error(`${context.source.name}: ${at}: unknown rule ${JSON.stringify(Object.keys(rule))}`);
  const value = from + Math.floor(next() * (to - from + 1));
  return Array.isArray(rule.$date) ? dateOf(value) : value;
}

function applyRule(rule: Rule, at: string, context: Context): unknown {
  if (typeof rule.$use === 'string') {
    const definitions = context.source.facts.definitions ?? {};
    if (!Object.hasOwn(definitions, rule.$use)) throw new Error(`${context.source.name}: ${at}: no definition "${rule.$use}"`);
    return resolveAt(definitions[rule.$use], at, context);
  }
  if (rule.$if !== undefined) return resolveAt(holds(rule.$if as Condition, context.scope) ? rule.then : rule.else, at, context);
  if (typeof rule.$switch === 'string') {
    const key = String(lookup(rule.$switch, context.scope) ?? '');
    const cases = isObject(rule.cases) ? rule.cases : {};
    return resolveAt(Object.hasOwn(cases, key) ? cases[key] : rule.default, at, context);
  }
  if (typeof rule.$template === 'string') return fill(rule.$template, context.scope);
  return madeUp(rule, at, context);
}

function resolveAt(value: unknown, at: string, context: Context): unknown {
  if (Array.isArray(value)) return value.map((item, i) => resolveAt(item, `${at}.${i}`, context));
  if (!isObject(value)) return value;
  if (isRule(value)) return applyRule(value, at, context);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveAt(item, at ? `${at}.${key}` : key, context)]));
}

/** The issue facts a rule may read before there is an issue: the holder's name. */
const applicationIssue = (holderName: string): IssueFacts => ({
  documentNumber: '',
  viewNumber: '',
  issuedAt: '',
  date: '',
  dateTime: '',
  issuerName: '',
  name: '',
  holderName,
  validity: '',
  validUntil: '',
});

/** The facts one file holds for the asker: their own record, else everyone's, with every rule applied. */
export function factsFor(source: FactsSource, asker: Asker): unknown {
  const records = source.facts.records;
  const own = Object.hasOwn(records, asker.userId) ? records[asker.userId] : records[EVERYONE];
  const scope = applicationScope({ form: asker.form, record: {}, issue: applicationIssue(asker.holderName) });
  return resolveAt(own ?? {}, '', { source, asker, scope });
}

/** `over` laid on `under`: objects key by key, lists entry by entry, `over`'s value where both have one. */
export function mergeFacts(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (Array.isArray(under) && Array.isArray(over)) return Array.from({ length: Math.max(under.length, over.length) }, (_, i) => mergeFacts(under[i], over[i]));
  if (isObject(under) && isObject(over)) {
    const keys = new Set([...Object.keys(under), ...Object.keys(over)]);
    return Object.fromEntries([...keys].map((key) => [key, mergeFacts(under[key], over[key])]));
  }
  return over;
}

/** What the agencies hold for the asker: every source's facts, later sources laid over earlier ones. */
export const recordOf = (sources: readonly FactsSource[], asker: Asker): unknown =>
  sources.reduce<unknown>((record, source) => mergeFacts(record, factsFor(source, asker)), {});
