import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NORMAL, pathOf, sample } from '../../server/issuance/test-kit.ts';
import { onPostgresServer, postgresUrlOf } from '../../server/test/test-databases.ts';
import { seededWalletAddress } from '../../server/wallet-address.ts';
import { freePort } from '../../scripts/lib/local-servers.ts';
import { REPO_ROOT } from '../../scripts/lib/paths.ts';

// Issue 10: several stateless server processes on one PostgreSQL serve the same users, with no
// sticky sessions: what one process stored (sessions, applications, jobs, documents, idempotency
// keys) the other serves; issuance jobs run once however many processes poll, and a process
// killed in the middle leaves its jobs to the survivor. Runs with JIGAP_TEST_DATABASE_URL
// (`npm run test:pg` starts a PostgreSQL server for it).

const LEASE_MS = 3000;
const LATENCY_MS = 1500;

interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  log: () => string;
}

async function startServer(name: string, databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JIGAP_DATABASE_URL: databaseUrl,
      JIGAP_DB: join(REPO_ROOT, 'data', 'unused-by-postgres.db'),
      JIGAP_SIM_LATENCY_MS: String(LATENCY_MS),
      JIGAP_JOB_LEASE_MS: String(LEASE_MS),
      JIGAP_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
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
      if ((await fetch(`${url}/api/check`)).status < 500) return { name, url, child, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server ${name} did not start:\n${log}`);
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}

type Cookies = string;

/** The demo login on `server`: the browser's cookies (session, device, messenger). */
async function login(server: ServerProcess, persona: string): Promise<Cookies> {
  const response = await fetch(`${server.url}/sim/login?persona=${persona}`, { redirect: 'manual', headers: { cookie: 'jigap_device=scale-test-device' } });
  expect(response.status).toBe(302);
  const cookies = new Map([['jigap_device', 'scale-test-device']]);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    cookies.set(key!.trim(), value.join('='));
  }
  return [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
}

async function call(server: ServerProcess, method: string, path: string, cookies: Cookies, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    redirect: 'manual',
    headers: { cookie: cookies, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as { result: Record<string, unknown>; code?: string } };
}

let issued = 0;

/**
 * Creates an application on `creator`, signs it on `signer` (the simulated signing page) and
 * starts it there. Each has its own purpose: identical ones still unsigned would be one (a double tap).
 */
async function issue(creator: ServerProcess, signer: ServerProcess, cookies: Cookies, slug: string): Promise<string> {
  const data = { 문서종류: pathOf(slug), ...sample(slug), 사용용도: `규모 시험 ${++issued}` };
  const created = await call(creator, 'POST', '/api/v2/application', cookies, { data, returnUrl: '/issue/back', noCallback: true });
  expect(created.status, created.text).toBe(200);
  const { id, url } = created.json().result as { id: string; url: string };
  const signed = await fetch(`${signer.url}${url}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'sign' }).toString(),
  });
  expect(signed.status).toBe(302);
  const started = await call(signer, 'POST', `/api/v2/application/${id}`, cookies);
  expect(started.status, started.text).toBe(200);
  return id;
}

async function stateOn(server: ServerProcess, cookies: Cookies, id: string): Promise<Record<string, unknown>> {
  const polled = await call(server, 'GET', `/api/v2/application/${id}`, cookies);
  expect(polled.status, polled.text).toBe(200);
  return polled.json().result;
}

const testDatabase = process.env.JIGAP_TEST_DATABASE_URL ? `jigap_scale_${process.pid}_${randomBytes(4).toString('hex')}` : '';
let db: pg.Pool;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;

beforeAll(async () => {
  if (!process.env.JIGAP_TEST_DATABASE_URL) throw new Error('the scale test needs JIGAP_TEST_DATABASE_URL (npm run test:pg)');
  await onPostgresServer(`CREATE DATABASE ${testDatabase}`);
  // Both start at once on an empty database: one migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([startServer('A', postgresUrlOf(testDatabase)), startServer('B', postgresUrlOf(testDatabase))]);
  db = new pg.Pool({ connectionString: postgresUrlOf(testDatabase), max: 2 });
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await db?.end();
  if (testDatabase) await onPostgresServer(`DROP DATABASE IF EXISTS ${testDatabase} WITH (FORCE)`);
});

const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('two server processes on one PostgreSQL (issue 10)', () => {
  it('started together on an empty database, they migrated and seeded it once', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM schema_migrations')).toBeGreaterThanOrEqual(8);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = 'citizen'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM signing_certificates WHERE slot = 'root'")).toBe(1);
  });

  it('a citizen signed in on one is served by the other: created on A, signed and started on B, polled on A, viewed through B and A', async () => {
    const cookies = await login(a!, 'citizen');
    const id = await issue(a!, b!, cookies, NORMAL);
    await expect.poll(async () => (await stateOn(a!, cookies, id)).state, { timeout: 20_000, interval: 200 }).toBe('COMPLETE');
    const documentId = (await stateOn(b!, cookies, id)).documentId as string;
    const viewer = await call(b!, 'GET', `/api/v2/inbox/${documentId}/viewer`, cookies);
    expect(viewer.status, viewer.text).toBe(200);
    const file = await fetch(`${a!.url}${viewer.json().result.url as string}`, { headers: { cookie: cookies } });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.headers.get('x-document-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('ten identical submissions spread across both processes make one record (with one Idempotency-Key, and without)', async () => {
    const cookies = await login(b!, 'citizen');
    const records = () => count("SELECT COUNT(*) AS n FROM distributions WHERE owner_user_id = 'citizen' AND type = 'SUBMITTED'");
    const body = (documentId: string) => ({ agreed: false, documentIds: [documentId], receiverAddress: seededWalletAddress('receiver') });
    for (const [documentId, key] of [
      ['seed-citizen-resident-copy', `scale-submit-${randomBytes(6).toString('hex')}`],
      ['seed-citizen-tax-paid', undefined],
    ] as const) {
      const before = await records();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call(i % 2 ? a! : b!, 'POST', '/api/v1/submission', cookies, body(documentId), key ? { 'idempotency-key': key } : {})),
      );
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      expect(new Set(answers.map((answer) => answer.json().result.distributionId)).size).toBe(1);
      expect(await records()).toBe(before + 1);
    }
  });

  it('ten identical applications without a key, spread across both processes, make one (a double tap)', async () => {
    const cookies = await login(a!, 'citizen');
    const data = { 문서종류: pathOf(NORMAL), ...sample(NORMAL), 사용용도: '두 프로세스 두 번 누름' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i % 2 ? a! : b!, 'POST', '/api/v2/application', cookies, { data, returnUrl: '/issue/back', noCallback: true })),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().result.id)).size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM applications WHERE form_data LIKE '%두 프로세스 두 번 누름%'")).toBe(1);
  });

  it('50 issuances in flight, one process killed with SIGKILL mid-job: every application completes once on the survivor', async () => {
    const cookies = await login(a!, 'citizen');
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 5) {
      ids.push(...(await Promise.all(Array.from({ length: 5 }, (_, j) => issue((i + j) % 2 ? a! : b!, (i + j) % 2 ? b! : a!, cookies, NORMAL)))));
    }
    // Wait until A holds leases on jobs it has not finished, then kill it without warning.
    const leasedByA = async () =>
      (await db.query<{ application_id: string }>("SELECT application_id FROM jobs WHERE state = 'PENDING' AND locked_by LIKE $1", [`%:${a!.child.pid}:%`])).rows.map(
        (row) => row.application_id,
      );
    let orphaned: string[] = [];
    await expect.poll(async () => (orphaned = await leasedByA()).length, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    a!.child.kill('SIGKILL');
    await new Promise((resolve) => a!.child.once('exit', resolve));

    const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ');
    await expect
      .poll(async () => count(`SELECT COUNT(*) AS n FROM applications WHERE id IN (${placeholders}) AND state = 'COMPLETE'`, ids), { timeout: 60_000, interval: 250 })
      .toBe(50);
    // Once: one document and one stored file per application, every job done, nothing failed.
    expect(await count(`SELECT COUNT(*) AS n FROM documents WHERE application_id IN (${placeholders})`, ids)).toBe(50);
    expect(await count(`SELECT COUNT(DISTINCT application_id) AS n FROM documents WHERE application_id IN (${placeholders})`, ids)).toBe(50);
    expect(
      await count(`SELECT COUNT(*) AS n FROM document_files f JOIN documents d ON d.id = f.document_id WHERE d.application_id IN (${placeholders}) AND f.sha256 = d.sha256`, ids),
    ).toBe(50);
    expect(await count(`SELECT COUNT(*) AS n FROM jobs WHERE application_id IN (${placeholders}) AND state = 'DONE'`, ids)).toBe(50);
    // The jobs A held when it died were taken over by the survivor once their lease ran out: a
    // second attempt (one A finished in the instant before the kill may have needed none).
    const attempts = (await db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE application_id = ANY($1)', [orphaned])).rows.map((row) => row.attempts);
    expect(Math.max(...attempts)).toBeGreaterThanOrEqual(2);
    // The survivor serves what A issued, byte for byte as recorded.
    const first = await stateOn(b!, cookies, ids[1]!);
    const viewer = await call(b!, 'GET', `/api/v2/inbox/${first.documentId as string}/viewer`, cookies);
    const file = await fetch(`${b!.url}${viewer.json().result.url as string}`, { headers: { cookie: cookies } });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(file.headers.get('x-document-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});
