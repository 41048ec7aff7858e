import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { INFO } from './lookup-kit.ts';

/** A lookup url as the client builds it: every segment URL-encoded (Korean), then the query. */
export function infoUrl(segments: (string | number)[], query: Record<string, string | number> = {}): string {
  const path = `${INFO}/${segments.map((s) => encodeURIComponent(String(s))).join('/')}`;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

export const STATIC_CACHE = 'private, max-age=3600';
export const PERSONA_CACHE = 'no-store';

/** One app on a fresh database per test file, and the citizen signed in. */
export function useLookupApp(): { t: TestApp; citizen: Cookies } {
  const ctx = {} as { t: TestApp; citizen: Cookies };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    ctx.citizen = await ctx.t.login('citizen');
  });
  afterAll(async () => {
    await ctx.t.close();
  });
  return ctx;
}
