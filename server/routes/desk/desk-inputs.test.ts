import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisationKey } from '../../desk/plugin.ts';
import { JONGNO_BRANCH, staffLogin, submitTo } from '../../desk/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';

/**
 * Odd input on the desk's and the organisation API's routes, signed in (the app-wide fuzz test
 * calls them without a desk session or key, where they answer 401 before reading anything):
 * never a 5xx, always the error body, and a refused request changes nothing at the desk.
 */
const ERROR_KEYS = ['buttons', 'code', 'message', 'reason', 'returnUrl', 'status', 'title'];
const DESK_TABLES = ['desk_submissions', 'desk_files', 'desk_events', 'distributions'];

let t: TestApp;
let staff: Cookies;
let sent: { distributionId: string; pin: string };
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.issuance.runner.stop();
  staff = await staffLogin(t, JONGNO_BRANCH.name);
  sent = await submitTo(t, await t.login('citizen'), JONGNO_BRANCH.id, ['seed-citizen-resident-copy']);
});
afterAll(() => t.close());

const snapshot = async () => {
  const out: Record<string, string> = {};
  for (const table of DESK_TABLES) out[table] = JSON.stringify(await t.app.db.all(`SELECT * FROM ${table} ORDER BY 1, 2`));
  return out;
};

const odd = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '%zz', '0', '-1', '1e309', 'Infinity', '한글', '\u0000', 'x'.repeat(300), '123456', '../x', "' OR 1=1 --"),
);
const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  odd,
  fc.constantFrom(null, 0, true, [], {}),
  fc.dictionary(fc.constantFrom('viewingNumber', 'zz'), fc.oneof(odd, fc.integer(), fc.constant(null)), { maxKeys: 2 }),
);

describe('the desk’s routes with odd input, signed in', () => {
  it('answer without a 5xx, with the error body; what they refuse changes nothing', async () => {
    const routes = t.app.routeTable.filter((route) => /^\/(api\/v1\/desk|org\/v1)\//.test(route.url) && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const [index, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(odd, fc.constant(sent.distributionId)), odd, fc.dictionary(fc.constantFrom('keyword', 'page', 'size', 'zz'), odd, { maxKeys: 3 }), oddJson, async (id, documentId, query, body) => {
          const url = `${route.url.replace(':id', encodeURIComponent(id)).replace(':documentId', encodeURIComponent(documentId))}?${new URLSearchParams(query as Record<string, string>).toString()}`;
          const before = await snapshot();
          const write = route.method === 'POST';
          const response = await t.app.inject({
            method: route.method,
            url,
            cookies: staff,
            headers: { authorization: `Bearer ${demoOrganisationKey(JONGNO_BRANCH.id)}`, ...(write ? { 'content-type': 'application/json' } : {}) },
            ...(write ? { payload: JSON.stringify(body) ?? 'null' } : {}),
          });
          const where = `${route.method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(Object.keys(response.json()).sort(), where).toEqual(ERROR_KEYS);
            expect(await snapshot(), where).toEqual(before);
          }
        }),
        { numRuns: 25, seed: 22 + index },
      );
    }
  }, 300_000);
});
