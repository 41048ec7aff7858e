import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { pathOf, sample } from '../../server/issuance/test-kit.ts';
import { createTestServerDatabase, onPostgresServer, testPostgresUrl } from '../../server/test/test-databases.ts';
import { temporaryKeyFile, type TemporaryKeyFile } from '../../scripts/lib/key-files.ts';
import { freePort } from '../../scripts/lib/local-servers.ts';
import { REPO_ROOT } from '../../scripts/lib/paths.ts';

/**
 * Servers in processes of their own on one PostgreSQL database, for the scale tests:
 * `npm run test:pg` sets JIGAP_TEST_DATABASE_URL, a server the tests may create databases on.
 */
export const LEASE_MS = 3000;
export const LATENCY_MS = 1500;

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  log: () => string;
}

const keyFiles = new Map<string, TemporaryKeyFile>();
/** The master key file of the servers on `databaseUrl` (one per database, made on first use, apart from any data). */
export function keyFileOf(databaseUrl: string): TemporaryKeyFile {
  let key = keyFiles.get(databaseUrl);
  if (!key) {
    key = temporaryKeyFile();
    keyFiles.set(databaseUrl, key);
  }
  return key;
}

/** A new, empty database on the test server, and a pool to look into it with. */
export async function newScaleDatabase(prefix: string): Promise<{ url: string; pool: pg.Pool; drop: () => Promise<void> }> {
  if (!testPostgresUrl) throw new Error('the scale tests need JIGAP_TEST_DATABASE_URL (npm run test:pg)');
  const { name, url } = await createTestServerDatabase(prefix);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      keyFiles.get(url)?.remove();
      keyFiles.delete(url);
    },
  };
}

export type ScaleDatabase = Awaited<ReturnType<typeof newScaleDatabase>>;

/** Two servers on one database: filled in by the file's beforeAll (`twoServers`). */
export interface TwoServers {
  database: ScaleDatabase;
  a: ServerProcess;
  b: ServerProcess;
  /** `SELECT COUNT(*) AS n …` on their database. */
  count(sql: string, params?: unknown[]): Promise<number>;
}

/**
 * Two server processes started on their own (as on two machines, with `env`) on a new database of
 * `prefix`, for the file's tests; both at once on the empty database (one migrates and seeds, the
 * other waits for it), stopped and the database dropped after the file.
 */
export function twoServers(prefix: string, env: Record<string, string> = {}): TwoServers {
  const servers = {} as TwoServers;
  beforeAll(async () => {
    servers.database = await newScaleDatabase(prefix);
    servers.count = (sql, params = []) => countOf(servers.database.pool, sql, params);
    [servers.a, servers.b] = await Promise.all([startServer('A', servers.database.url, env), startServer('B', servers.database.url, env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopServer(servers.a), stopServer(servers.b)]);
    await servers.database?.drop();
  });
  return servers;
}

/**
 * `server/main.ts` on `databaseUrl` (with `env`, e.g. JIGAP_PROCESSES), once it serves — or, with
 * `answering`, once it answers at all (a server whose database is away answers 503).
 */
export async function startServer(name: string, databaseUrl: string, env: Record<string, string> = {}, { answering = false } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JIGAP_DATABASE_URL: databaseUrl,
      JIGAP_DB: join(REPO_ROOT, 'data', 'unused-by-postgres.db'),
      ...keyFileOf(databaseUrl).env,
      JIGAP_SIM_LATENCY_MS: String(LATENCY_MS),
      JIGAP_JOB_LEASE_MS: String(LEASE_MS),
      JIGAP_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited:\n${log}`);
    try {
      const status = (await send(`${url}/api/check`, 'GET')).status;
      if (status < 500 || answering) return { name, url, child, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server ${name} did not start:\n${log}`);
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  text: string;
  json: () => { result: Record<string, unknown>; code?: string };
}

/**
 * One request on a connection of its own (no keep-alive): with several processes on one port
 * (JIGAP_PROCESSES), node:cluster hands each new connection to the next process, so consecutive
 * calls are served by different processes, as behind a load balancer.
 */
export function send(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A body always goes with its length: for a DELETE Node would send neither a length nor chunks.
    const length: Record<string, string> = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = httpRequest(url, { method, headers: { ...headers, ...length }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, text, json: () => JSON.parse(text) as ReturnType<Answer['json']> });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export type Cookies = string;

/** The demo login on `server`: the browser's cookies (session, device, messenger). */
export function login(server: ServerProcess, persona: string, device = 'scale-test-device'): Promise<Cookies> {
  return signIn(server, `/sim/login?persona=${persona}`, device);
}

/** A redirecting sign-in page of `server` (a persona's, a desk's): the cookies it sets, with the device's. */
export async function signIn(server: ServerProcess, path: string, device = 'scale-test-device'): Promise<Cookies> {
  const response = await send(`${server.url}${path}`, 'GET', { cookie: `jigap_device=${device}` });
  expect(response.status).toBe(302);
  const cookies = new Map([['jigap_device', device]]);
  for (const line of response.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    cookies.set(key!.trim(), value.join('='));
  }
  return [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
}

export function call(server: ServerProcess, method: string, path: string, cookies: Cookies, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return send(`${server.url}${path}`, method, { cookie: cookies, ...json, ...headers }, body === undefined ? undefined : JSON.stringify(body));
}

let issued = 0;

/**
 * Creates an application on `creator`, signs it on `signer` (the simulated signing page) and
 * starts it there. Each has its own purpose: identical ones still unsigned would be one (a double tap).
 */
export async function issue(creator: ServerProcess, signer: ServerProcess, cookies: Cookies, slug: string): Promise<string> {
  const data = { 문서종류: pathOf(slug), ...sample(slug), 사용용도: `규모 시험 ${process.pid} ${++issued}` };
  const created = await call(creator, 'POST', '/api/v2/application', cookies, { data, returnUrl: '/issue/back', noCallback: true });
  expect(created.status, created.text).toBe(200);
  const { id, url } = created.json().result as { id: string; url: string };
  const form = { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' };
  const signed = await send(`${signer.url}${url}`, 'POST', form, new URLSearchParams({ action: 'sign' }).toString());
  expect(signed.status).toBe(302);
  const started = await call(signer, 'POST', `/api/v2/application/${id}`, cookies);
  expect(started.status, started.text).toBe(200);
  return id;
}

export async function stateOn(server: ServerProcess, cookies: Cookies, id: string): Promise<Record<string, unknown>> {
  const polled = await call(server, 'GET', `/api/v2/application/${id}`, cookies);
  expect(polled.status, polled.text).toBe(200);
  return polled.json().result;
}

export const countOf = async (pool: pg.Pool, sql: string, params: unknown[] = []): Promise<number> => Number((await pool.query<{ n: string }>(sql, params)).rows[0]!.n);

/** The server processes a cluster's primary `pid` started, from /proc: its children running server/main.ts. */
export function workerPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return [];
        return readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server/main.ts') ? [Number(name)] : [];
      } catch {
        return [];
      }
    });
}

/** Waits until `check` answers true (for set-up, where expect.poll cannot run), or fails with `what`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
