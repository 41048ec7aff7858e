import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { type Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { newTestDatabase, testKeys, type TestDatabase } from './test-databases.ts';

export type Cookies = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
  /** Set when the tests run on PostgreSQL (JIGAP_TEST_DATABASE_URL). */
  databaseUrl: string | undefined;
  clientDir: string;
  /** A second connection to the app's database (SQLite file or PostgreSQL database), for the test to look in. */
  openDatabase(): Promise<Database>;
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

/** The databases of the apps built on an earlier one's `dir` (a restart reopens the same database). */
const databasesByDir = new Map<string, TestDatabase>();

/**
 * Builds the real app on a fresh database (migrated and seeded like a new installation): a
 * SQLite file in a temp folder, or a PostgreSQL database when JIGAP_TEST_DATABASE_URL is set.
 * Pass `dir` (an earlier app's) to reopen its database, as a restart would.
 */
export async function buildTestApp(options: Partial<AppOptions> & { dir?: string } = {}): Promise<TestApp> {
  const { dir: given, ...appOptions } = options;
  const dir = given ?? mkdtempSync(join(tmpdir(), 'jigap-test-'));
  const clientDir = join(dir, 'dist');
  writeClientFixture(clientDir);
  let database = databasesByDir.get(dir);
  if (!database) {
    if (given) throw new Error(`no test database was made in ${given}`);
    database = await newTestDatabase(dir);
    databasesByDir.set(dir, database);
  }
  const { dbPath, databaseUrl } = database;
  const app = await buildApp({ dbPath, databaseUrl, clientDir, simLatencyMs: 0, keys: testKeys(), ...appOptions });
  await app.ready();

  const call: TestApp['call'] = (method, url, cookies = {}, body) =>
    app.inject({ method, url, cookies, ...(body === undefined ? {} : { payload: body as object }) });

  return {
    app,
    dir,
    dbPath,
    databaseUrl,
    clientDir,
    call,
    openDatabase: () => openDatabase({ sqlitePath: dbPath, url: databaseUrl }),
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
      if (given) return;
      databasesByDir.delete(dir);
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
