import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import type { RouteEntry } from '../plugins/route-table.ts';
import { tableNames } from './test-databases.ts';

/**
 * Property-based fuzz over every route of the app, for an app in this process
 * (server/routes.fuzz.test.ts, `inject`) or a running server over HTTP (tests/scale: several
 * processes on PostgreSQL). For odd path parameters, queries and bodies, with and without a session:
 * - never a 5xx, except the declared MAINTENANCE/TAB_MAINTENANCE 503s;
 * - every JSON error answer is the spec's error body (000 §8), or OAuth's `{ error, error_description }`
 *   on the credential issuer's OAuth endpoints (routes marked `oauthErrors`);
 * - a rejected request (4xx) changes nothing stored.
 */
export const ERROR_KEYS = ['buttons', 'code', 'message', 'reason', 'returnUrl', 'status', 'title'];
/** OAuth's error body (RFC 6749 §5.2): what the credential issuer's token, nonce and credential endpoints answer. */
export const OAUTH_ERROR_KEYS = ['error', 'error_description'];

/** Runs per route and the seed: JIGAP_FUZZ_RUNS (default 20), JIGAP_FUZZ_SEED (default 9, plus the route's index). */
export const FUZZ_RUNS = Number(process.env.JIGAP_FUZZ_RUNS ?? 20);
export const FUZZ_SEED = Number(process.env.JIGAP_FUZZ_SEED ?? 9);

/**
 * What is stored, as one digest per table. Left out on purpose, because a rejected request may
 * change them by design: `sessions.expires_at` (a session's sliding renewal on every signed-in
 * call), the whole of `idempotency_keys` (a refused request's answer is kept for its key) and of
 * `rate_limits` (every write counts, refused or not).
 */
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['expires_at'] };
const IGNORED_TABLES = new Set(['idempotency_keys', 'rate_limits']);

/** The digest of every kept table: rows read and hashed here (SQLite), or hashed by the server (PostgreSQL: no PDF crosses the wire). */
export async function storedDigest(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    if (IGNORED_TABLES.has(name)) continue;
    const ignored = IGNORED_COLUMNS[name] ?? [];
    if (db.dialect === 'postgres') {
      out[name] = (await db.get<{ digest: string }>(await postgresDigestSql(db, name, ignored)))?.digest ?? '';
      continue;
    }
    const rows = await db.all<Record<string, unknown>>(`SELECT * FROM ${name}`);
    const kept = rows.map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !ignored.includes(column)))).sort();
    out[name] = createHash('sha1').update(JSON.stringify(kept)).digest('hex');
  }
  return out;
}

const digestSql = new Map<string, string>();
/** Each row as text, a byte string by its MD5 (a PDF's hex would be megabytes of text per digest). */
async function postgresDigestSql(db: Database, table: string, ignored: string[]): Promise<string> {
  let sql = digestSql.get(table);
  if (sql === undefined) {
    const columns = (
      await db.all<{ name: string; type: string }>(
        "SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ? ORDER BY ordinal_position",
        [table],
      )
    ).filter((column) => !ignored.includes(column.name));
    const values = columns.map((column) => (column.type === 'bytea' ? `md5("${column.name}")` : `"${column.name}"`));
    const row = values.length > 0 ? `ROW(${values.join(', ')})::text` : "''";
    sql = `SELECT md5(COALESCE(string_agg(r, E'\\n' ORDER BY r), '')) AS digest FROM (SELECT ${row} AS r FROM ${table}) q`;
    digestSql.set(table, sql);
  }
  return sql;
}

const huge = fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e309', '99999999999999999999999', '-1', '0', '1.5', '0x10', '', ' ', 'null', 'true');
/** Text no database can store inside otherwise ordinary text (PostgreSQL answered 500 for a NUL that reached a query). */
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${before}\u0000${after}`);
const oddText = fc.oneof(
  huge,
  withNul,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('%zz', '%', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '한글', '\u0000', 'a\u0000b', 'x'.repeat(300)),
  fc.constantFrom('seed-citizen-resident-copy', 'seed-receiver-resident-copy', 'app-1', 'citizen', 'receiver'),
);
const oddJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    // Lone surrogates only here: a URL cannot carry one, JSON can.
    fc.constantFrom(null, true, false, 0, -1, 1e308, 1.5, 'x'.repeat(100_000), '\ud800', 'a\udc00b'),
    oddText,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(oddText, fc.constantFrom('data', 'returnUrl', 'documentIds', 'papas', 'package', 'pin', 'terms')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const queryValue = fc.oneof({ weight: 5, arbitrary: huge }, { weight: 2, arbitrary: oddText }, { weight: 1, arbitrary: fc.array(oddText, { minLength: 2, maxLength: 3 }) });
const paramValue = fc.oneof(oddText, fc.constant('a'.repeat(200)), fc.constant('%zz'));

/** The property names a part's schema declares (`$ref`s resolved): inputs aimed at what a route reads. */
function declaredNames(schema: unknown, schemaOf: (id: string) => unknown): string[] {
  let resolved = schema as { $ref?: string; properties?: Record<string, unknown> } | undefined;
  if (resolved?.$ref) resolved = schemaOf(resolved.$ref.replace(/#$/, '')) as typeof resolved;
  return Object.keys(resolved?.properties ?? {});
}

function inputsFor(route: RouteEntry, schemaOf: (id: string) => unknown) {
  const query = fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...declaredNames(route.schema?.querystring, schemaOf), 'returnUrl') }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }),
    queryValue,
    { maxKeys: 3 },
  );
  const bodyObject = fc.dictionary(fc.constantFrom(...declaredNames(route.schema?.body, schemaOf), 'data', 'zz'), oddJson, { maxKeys: 4 });
  const body = fc.oneof(
    fc.record({ kind: fc.constant('json' as const), value: fc.oneof(bodyObject, oddJson) }),
    fc.record({
      kind: fc.constant('raw' as const),
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'),
      value: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{bad', '[1,', 'a=1&a=2&returnUrl=/x&returnUrl=/y', '%zz=%zz', 'a=%00')),
    }),
    fc.constant({ kind: 'none' as const }),
  );
  const who = fc.oneof({ weight: 4, arbitrary: fc.constant('citizen' as const) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_CALLERS) });
  return { params: fc.array(paramValue, { minLength: 1, maxLength: 3 }), query, body, who };
}

function toQueryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      // Raw '%zz' stays raw (a bad escape); everything else is encoded as a browser would.
      parts.push(`${encodeURIComponent(key)}=${one === '%zz' ? '%zz' : encodeURIComponent(String(one))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function pathOf(route: RouteEntry, params: string[]): string {
  const encode = (value: string) => (value === '%zz' ? '%zz' : encodeURIComponent(value));
  let index = 0;
  return route.url.replace(/:([A-Za-z0-9_]+)/g, () => encode(params[index++ % params.length] ?? 'x')).replace(/\*$/, () => encode(params[0] ?? ''));
}

/**
 * Who sends a request: no one, the citizen or the receiver (their sessions), or a browser whose
 * cookies hold text no database can store (`jigap_session=%00`).
 */
export type Caller = 'none' | 'citizen' | 'receiver' | 'odd';
const OTHER_CALLERS = ['none', 'receiver', 'odd'] as const;
export const ODD_COOKIES: Record<string, string> = { jigap_session: '\u0000', jigap_device: 'a\u0000b', jigap_messenger: '11.2.0\u0000' };

export interface FuzzRequest {
  method: RouteEntry['method'];
  url: string;
  who: Caller;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

export interface FuzzTarget {
  routes: RouteEntry[];
  /** A shared schema by its id (the app's `getSchema`). */
  schemaOf: (id: string) => unknown;
  send: (request: FuzzRequest) => Promise<FuzzAnswer>;
  digest: () => Promise<Record<string, string>>;
}

/**
 * Checks one answer against the three rules above; answers the digest after it when the request
 * was refused (the same as before it), which is the next request's before.
 */
async function checkAnswer(target: FuzzTarget, route: RouteEntry, request: FuzzRequest, answer: FuzzAnswer, before: Record<string, string>): Promise<Record<string, string> | null> {
  const { statusCode, contentType, body } = answer;
  const where = `${request.method} ${request.url.slice(0, 200)} (${request.who}) ${statusCode} ${body.slice(0, 300)}`;
  expect(statusCode < 500 || (statusCode === 503 && /MAINTENANCE/.test(body)), where).toBe(true);
  if (statusCode < 400) return null;
  if (contentType.startsWith('application/json') && route.oauthErrors) {
    const error = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(error).sort(), where).toEqual(OAUTH_ERROR_KEYS);
    expect(typeof error.error, where).toBe('string');
  } else if (contentType.startsWith('application/json')) {
    const error = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(error).sort(), where).toEqual(ERROR_KEYS);
    expect(error.status, where).toBe(statusCode);
  }
  const after = await target.digest();
  expect(after, where).toEqual(before);
  return after;
}

/** Every route but HEAD, FUZZ_RUNS odd requests each (fast-check; the first failure ends it with its counterexample). */
export async function fuzzEveryRoute(target: FuzzTarget): Promise<void> {
  const routes = target.routes.filter((route) => route.method !== 'HEAD');
  // What is stored now, when known: nothing has changed since the last refused request.
  let known: Record<string, string> | null = null;
  for (const [index, route] of routes.entries()) {
    const inputs = inputsFor(route, target.schemaOf);
    await fc.assert(
      fc.asyncProperty(inputs.params, inputs.query, inputs.body, inputs.who, async (params, queryValues, payload, who) => {
        const canHaveBody = route.method !== 'GET';
        const request: FuzzRequest = { method: route.method, url: pathOf(route, params) + toQueryString(queryValues), who, headers: {} };
        if (canHaveBody && payload.kind === 'json') {
          request.headers['content-type'] = 'application/json';
          request.payload = JSON.stringify(payload.value) ?? 'null';
        } else if (canHaveBody && payload.kind === 'raw') {
          request.headers['content-type'] = payload.type;
          request.payload = payload.value;
        }
        const before = known ?? (await target.digest());
        known = null;
        known = await checkAnswer(target, route, request, await target.send(request), before);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + index, endOnFailure: true },
    );
  }
}
