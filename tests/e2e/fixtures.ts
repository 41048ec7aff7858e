import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from './harness';

/** One real server (own SQLite file) and one Chromium per spec file. */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  const ctx = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}
