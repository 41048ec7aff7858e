import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './plugins/route-table.ts';
import { buildTestApp, type Cookies, type TestApp } from './test/build-test-app.ts';
import { tableNames } from './test/test-databases.ts';

/**
 * Property-based fuzz over every route the app registers (issue 9). The route list comes from the
 * app itself (server/plugins/route-table.ts), so a new route is fuzzed without a line here.
 * For odd path parameters, queries and bodies, with and without a session:
 * - never a 5xx, except the declared MAINTENANCE/TAB_MAINTENANCE 503s;
 * - every JSON error answer is the spec's error body (000 §8);
 * - a rejected request (4xx) changes nothing stored.
 *
 * Runs per route: JIGAP_FUZZ_RUNS (default 20; fixed seed JIGAP_FUZZ_SEED, default 9, plus the route's index), e.g.
 * `JIGAP_FUZZ_RUNS=500 JIGAP_FUZZ_SEED=$RANDOM npx vitest run server/routes.fuzz.test.ts`.
 */
const RUNS = Number(process.env.JIGAP_FUZZ_RUNS ?? 20);
const SEED = Number(process.env.JIGAP_FUZZ_SEED ?? 9);

const ERROR_KEYS = ['buttons', 'code', 'message', 'reason', 'returnUrl', 'status', 'title'];

/**
 * What is stored, as one digest per table. Left out on purpose, because a rejected request may
 * change them by design: `sessions.expires_at` (a session's sliding renewal on every signed-in
 * call), the whole of `idempotency_keys` (a refused request's answer is kept for its key) and of
 * `rate_limits` (every write counts, refused or not).
 */
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['expires_at'] };
const IGNORED_TABLES = new Set(['idempotency_keys', 'rate_limits']);

async function digest(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await tableNames(t.app.db)) {
    if (IGNORED_TABLES.has(name)) continue;
    const rows = await t.app.db.all<Record<string, unknown>>(`SELECT * FROM ${name}`);
    const ignored = IGNORED_COLUMNS[name] ?? [];
    const kept = rows.map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !ignored.includes(column)))).sort();
    out[name] = createHash('sha1').update(JSON.stringify(kept)).digest('hex');
  }
  return out;
}

const huge = fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e309', '99999999999999999999999', '-1', '0', '1.5', '0x10', '', ' ', 'null', 'true');
const oddText = fc.oneof(
  huge,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('%zz', '%', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '한글', '\u0000', 'x'.repeat(300)),
  fc.constantFrom('seed-citizen-resident-copy', 'seed-receiver-resident-copy', 'app-1', 'citizen', 'receiver'),
);
const oddJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, -1, 1e308, 1.5, 'x'.repeat(100_000)),
    oddText,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(oddText, fc.constantFrom('data', 'returnUrl', 'documentIds', 'papas', 'package', 'pin', 'terms')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const queryValue = fc.oneof({ weight: 5, arbitrary: huge }, { weight: 2, arbitrary: oddText }, { weight: 1, arbitrary: fc.array(oddText, { minLength: 2, maxLength: 3 }) });

/** The property names a part's schema declares (`$ref`s resolved through the app): inputs aimed at what a route reads. */
function declaredNames(schema: unknown): string[] {
  let resolved = schema as { $ref?: string; properties?: Record<string, unknown> } | undefined;
  if (resolved?.$ref) resolved = t.app.getSchema(resolved.$ref.replace(/#$/, '')) as typeof resolved;
  return Object.keys(resolved?.properties ?? {});
}
const queryFor = (route: RouteEntry) =>
  fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...declaredNames(route.schema?.querystring), 'returnUrl') }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }),
    queryValue,
    { maxKeys: 3 },
  );
const bodyObjectFor = (route: RouteEntry) =>
  fc.dictionary(fc.constantFrom(...declaredNames(route.schema?.body), 'data', 'zz'), oddJson, { maxKeys: 4 });
const bodyFor = (route: RouteEntry) =>
  fc.oneof(
    fc.record({ kind: fc.constant('json' as const), value: fc.oneof(bodyObjectFor(route), oddJson) }),
    fc.record({
      kind: fc.constant('raw' as const),
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'),
      value: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{bad', '[1,', 'a=1&a=2&returnUrl=/x&returnUrl=/y', '%zz=%zz')),
    }),
    fc.constant({ kind: 'none' as const }),
  );
const paramValue = fc.oneof(oddText, fc.constant('a'.repeat(200)), fc.constant('%zz'));

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
  let index = 0;
  return route.url
    .replace(/:([A-Za-z0-9_]+)/g, () => {
      const value = params[index++ % params.length] ?? 'x';
      return value === '%zz' ? '%zz' : encodeURIComponent(value);
    })
    .replace(/\*$/, () => encodeURIComponent(params[0] ?? ''));
}

let t: TestApp;
let sessions: Record<string, Cookies>;
beforeAll(async () => {
  t = await buildTestApp({ simLatencyMs: 0 });
  // The issuance runner works in the background; stopped, every change seen is the request's.
  await t.app.issuance.runner.stop();
  sessions = { none: {}, citizen: await t.login('citizen'), receiver: await t.login('receiver') };
});
afterAll(async () => {
  await t.close();
});

describe('fuzz: every route answers odd input without a 500, with the error body, changing nothing when it refuses (issue 9)', () => {
  it('the route table covers the app', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(60);
  });

  it('every route', async () => {
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
    for (const [index, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: 1, maxLength: 3 }),
          queryFor(route),
          bodyFor(route),
          fc.oneof({ weight: 4, arbitrary: fc.constant('citizen') }, { weight: 1, arbitrary: fc.constantFrom('none', 'receiver') }),
          async (params, queryValues, payload, who) => {
            const url = pathOf(route, params) + toQueryString(queryValues);
            const before = await digest(t);
            const headers: Record<string, string> = {};
            let raw: string | undefined;
            if (payload.kind === 'json') {
              headers['content-type'] = 'application/json';
              raw = JSON.stringify(payload.value) ?? 'null';
            } else if (payload.kind === 'raw') {
              headers['content-type'] = payload.type;
              raw = payload.value;
            }
            const canHaveBody = route.method !== 'GET' && route.method !== 'HEAD';
            const response = await t.app.inject({
              method: route.method,
              url,
              cookies: sessions[who]!,
              headers: canHaveBody ? headers : {},
              ...(canHaveBody && raw !== undefined ? { payload: raw } : {}),
            });
            const where = `${route.method} ${route.url} → ${url.slice(0, 200)} (${who}) ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode < 500 || (response.statusCode === 503 && /MAINTENANCE/.test(response.body)), where).toBe(true);
            const type = String(response.headers['content-type'] ?? '');
            if (response.statusCode >= 400 && type.startsWith('application/json')) {
              expect(Object.keys(response.json()).sort(), where).toEqual(ERROR_KEYS);
              expect(response.json().status, where).toBe(response.statusCode);
            }
            if (response.statusCode >= 400) expect(await digest(t), where).toEqual(before);
          },
        ),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
    }
  }, 600_000);
});
