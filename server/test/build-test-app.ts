import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { openSqlite } from '../db/database.ts';
import { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { authorityOf } from '../issuance/signing/authority.ts';

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
 * A migrated and seeded database (with the demo CA's root) made once per test process and
 * copied for each app: migrating, seeding and making a root key per test was pure waste. The
 * copy is exactly what a new installation's first start writes; the app's own start then finds
 * nothing to migrate or seed. Seeded times are relative to the moment of seeding, so the
 * template is made again when it is older than `TEMPLATE_MAX_AGE_MS`.
 */
const TEMPLATE_MAX_AGE_MS = 20_000;
let template: { path: string; madeAt: number } | undefined;
function templateDatabase(): string {
  if (template && Date.now() - template.madeAt < TEMPLATE_MAX_AGE_MS) return template.path;
  const path = join(mkdtempSync(join(tmpdir(), 'jigap-template-')), 'jigap.db');
  const db = openSqlite(path);
  migrate(db);
  seed(db);
  authorityOf(new IssuedDocumentsRepo(db)).root();
  // Closing the last connection checkpoints the WAL into the file, so the file alone is the database.
  db.close();
  if (template) rmSync(join(template.path, '..'), { recursive: true, force: true });
  template = { path, madeAt: Date.now() };
  return path;
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
  if (!given) copyFileSync(templateDatabase(), dbPath);
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
