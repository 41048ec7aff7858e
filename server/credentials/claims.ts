import type { DocumentLayout } from '../issuance/document/layout.ts';
import type { PrintedFact } from '../issuance/document/resolve.ts';
import { concretePath, keyPath, listSourcesOf, type ConcretePath } from './claim-paths.ts';
import type { CredentialSettings } from './credential-file.ts';

export type Claims = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A place after the folder's credential.json: left out (undefined) when it or a place above it is
 * omitted; a key renamed where its own place is renamed (a list's elements keep their places).
 */
export function settledPath<P extends string | number | null>(path: readonly P[], settings: CredentialSettings): (P | string)[] | undefined {
  const out: (P | string)[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (typeof key !== 'string') {
      out.push(key);
      continue;
    }
    const at = keyPath(path.slice(0, i + 1));
    if (settings.omit.includes(at)) return undefined;
    out.push(settings.rename[at] ?? key);
  }
  return out;
}

/** Sets a value at a place, making objects and lists on the way; the first value printed at a place stays. */
function place(claims: Claims, path: ConcretePath, text: string): void {
  if (path.some((key) => key === '__proto__')) return;
  let node: unknown = claims;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const container = node as Record<string | number, unknown>;
    if (!Object.hasOwn(container, key)) container[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = container[key];
    // A place printed as text cannot hold more below it (a layout printing both is read as the text).
    if (!isObject(node) && !Array.isArray(node)) return;
    if (typeof path[i + 1] === 'number' ? !Array.isArray(node) : Array.isArray(node)) return;
  }
  const last = path[path.length - 1]!;
  const container = node as Record<string | number, unknown>;
  if (!Object.hasOwn(container, last)) container[last] = text;
}

/** Lists keep the entries shown, in their order: the places of entries not shown go. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((entry) => entry !== undefined).map(compact);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, compact(entry)]));
  return value;
}

/**
 * The credential's claims: every value the document printed, at its place, as printed (the same
 * text the PDF shows: a masked number stays masked, a date reads as on paper). The facts come from
 * the very resolution the PDF is drawn from (resolveDocument), so the two cannot disagree.
 */
export function claimsOf(facts: readonly PrintedFact[], layout: DocumentLayout, settings: CredentialSettings): Claims {
  const lists = listSourcesOf(layout);
  const claims: Claims = {};
  for (const fact of facts) {
    const concrete = concretePath(fact, lists);
    const settled = concrete && (settledPath(concrete, settings) as ConcretePath | undefined);
    if (settled && settled.length > 0) place(claims, settled, fact.text);
  }
  return compact(claims) as Claims;
}

/** The frame that makes every claim selectively disclosable: each property at every level, each list element one by one. */
export type DisclosureFrame = { _sd?: (string | number)[] } & { [key: string]: DisclosureFrame | (string | number)[] | undefined };

export function disclosureFrameOf(value: unknown): DisclosureFrame | undefined {
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((entry, i) => [i, entry]) : isObject(value) ? Object.entries(value) : [];
  if (entries.length === 0) return undefined;
  const frame: DisclosureFrame = { _sd: entries.map(([key]) => key) };
  for (const [key, entry] of entries) {
    const inner = disclosureFrameOf(entry);
    if (inner) frame[String(key)] = inner;
  }
  return frame;
}
