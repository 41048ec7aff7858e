import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';

export type Cookies = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
  clientDir: string;
  /**
   * Signs in through the demo login and returns the browser's cookies. Every login comes from
   * the same test browser (device cookie) unless `device` names another one.
   */
  login(persona: string, options?: { device?: string; messenger?: string }): Promise<Cookies>;
  call(method: InjectOptions['method'], url: string, cookies?: Cookies, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_DEVICE_ID = 'test-browser-device';

export const CLIENT_INDEX_HTML = '<!doctype html><html lang="ko"><head><title>지갑</title></head><body><div id="root"></div></body></html>';

/** A stand-in for Vite's dist/: index.html, a hashed bundle and a pdf.js-style .mjs worker. */
function writeClientFixture(clientDir: string): void {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), CLIENT_INDEX_HTML);
  writeFileSync(join(clientDir, 'assets/index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(clientDir, 'assets/pdf.worker-Zz99.mjs'), 'export {};');
}

/**
 * Builds the real app on a fresh SQLite file in a temp folder (migrated and seeded like a
 * new installation). Pass `dir` to reopen an existing database, as a restart would.
 */
export async function buildTestApp(options: Partial<AppOptions> & { dir?: string } = {}): Promise<TestApp> {
  const { dir: given, ...appOptions } = options;
  const dir = given ?? mkdtempSync(join(tmpdir(), 'jigap-test-'));
  const clientDir = join(dir, 'dist');
  writeClientFixture(clientDir);
  const dbPath = join(dir, 'jigap.db');
  const app = await buildApp({ dbPath, clientDir, simLatencyMs: 0, ...appOptions });
  await app.ready();

  const call: TestApp['call'] = (method, url, cookies = {}, body) =>
    app.inject({ method, url, cookies, ...(body === undefined ? {} : { payload: body as object }) });

  return {
    app,
    dir,
    dbPath,
    clientDir,
    call,
    async login(persona, { device, messenger } = {}) {
      const query = new URLSearchParams({ persona, ...(messenger ? { messenger } : {}) });
      const response = await app.inject({
        url: `/sim/login?${query.toString()}`,
        cookies: { jigap_device: device ?? TEST_DEVICE_ID },
      });
      if (response.statusCode !== 302) throw new Error(`login as ${persona} failed: ${response.statusCode}`);
      return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
    },
    async close() {
      await app.close();
      if (!given) rmSync(dir, { recursive: true, force: true });
    },
  };
}
