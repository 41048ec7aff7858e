import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from './test/build-test-app.ts';
import { fuzzEveryRoute, ODD_COOKIES, storedDigest, type Caller } from './test/fuzz-kit.ts';

/**
 * Property-based fuzz over every route the app registers, in this process through
 * `inject`, on SQLite (`npm test`) and on PostgreSQL (`npm run test:pg`); tests/scale runs the same
 * fuzz over HTTP against two server processes (server/test/fuzz-kit.ts has the rules). The route
 * list comes from the app itself (server/plugins/route-table.ts), so a new route is fuzzed without
 * a line here.
 *
 * `JIGAP_FUZZ_RUNS=500 JIGAP_FUZZ_SEED=$RANDOM npx vitest run server/routes.fuzz.test.ts` for a longer run.
 */
let t: TestApp;
let sessions: Record<Caller, Cookies>;
beforeAll(async () => {
  t = await buildTestApp({ simLatencyMs: 0 });
  // The issuance runner works in the background; stopped, every change seen is the request's.
  await t.app.issuance.runner.stop();
  sessions = { none: {}, citizen: await t.login('citizen'), receiver: await t.login('receiver'), odd: ODD_COOKIES };
});
afterAll(async () => {
  await t.close();
});

describe('fuzz: every route answers odd input without a 500, with the error body, changing nothing when it refuses', () => {
  it('the route table covers the app', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(60);
  });

  it('every route', async () => {
    await fuzzEveryRoute({
      routes: t.app.routeTable,
      schemaOf: (id) => t.app.getSchema(id),
      digest: () => storedDigest(t.app.db),
      send: async ({ method, url, who, headers, payload }) => {
        const response = await t.app.inject({ method, url, cookies: sessions[who], headers, ...(payload === undefined ? {} : { payload }) });
        return { statusCode: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
      },
    });
  }, 600_000);
});
