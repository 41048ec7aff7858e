import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresServer, postgresUrlOf } from '../../server/test/test-databases.ts';
import { seededWalletAddress } from '../../server/wallet-address.ts';
import { freePort } from '../../scripts/lib/local-servers.ts';
import { REPO_ROOT } from '../../scripts/lib/paths.ts';

// The organisation's desk on two server processes sharing one PostgreSQL: the staff member's desk
// session, the 열람번호 tries and the lock, the opening, the processed mark and its
// Idempotency-Key, and the retention round's lease all live in the database, so it does not
// matter which process answers. Runs with JIGAP_TEST_DATABASE_URL (`npm run test:pg`).

interface ServerProcess {
  url: string;
  child: ChildProcess;
}

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JIGAP_DATABASE_URL: databaseUrl,
      JIGAP_DB: join(REPO_ROOT, 'data', 'unused-by-postgres.db'),
      JIGAP_RATE_LIMIT: '100000',
      JIGAP_DESK_RETENTION_DAYS: '14',
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
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/check`)).status < 500) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not start:\n${log}`);
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}

/** The cookies a redirecting sign-in page sets, as one Cookie header. */
async function signIn(server: ServerProcess, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { cookie: 'jigap_device=desk-scale-device' } });
  expect(response.status).toBe(302);
  const cookies = new Map([['jigap_device', 'desk-scale-device']]);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    cookies.set(key!.trim(), value.join('='));
  }
  return [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
}

async function call(server: ServerProcess, method: string, path: string, cookies: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: cookies, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as { result: Record<string, unknown> & { submission?: Record<string, unknown> } } };
}

const testDatabase = process.env.JIGAP_TEST_DATABASE_URL ? `jigap_desk_${process.pid}_${randomBytes(4).toString('hex')}` : '';
// One client, not a pool: its end() waits for the connection to close, before the database is dropped.
let db: pg.Client;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let citizen: string;
let staff: string;

beforeAll(async () => {
  if (!process.env.JIGAP_TEST_DATABASE_URL) throw new Error('the scale test needs JIGAP_TEST_DATABASE_URL (npm run test:pg)');
  await onPostgresServer(`CREATE DATABASE ${testDatabase}`);
  [a, b] = await Promise.all([startServer(postgresUrlOf(testDatabase)), startServer(postgresUrlOf(testDatabase))]);
  db = new pg.Client({ connectionString: postgresUrlOf(testDatabase) });
  await db.connect();
  citizen = await signIn(a, '/sim/login?persona=citizen');
  staff = await signIn(b, `/sim/org-login?organisation=${encodeURIComponent('한빛은행 종로지점')}`);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await db?.end();
  if (testDatabase) await onPostgresServer(`DROP DATABASE IF EXISTS ${testDatabase} WITH (FORCE)`);
});

const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
const submit = async (documentIds: string[]) => {
  const answer = await call(a!, 'POST', '/api/v1/submission', citizen, { agreed: true, documentIds, receiverAddress: seededWalletAddress('recipient-hanbit-bank-02') });
  expect(answer.status, answer.text).toBe(200);
  return answer.json().result as { distributionId: string; pin: string };
};
const wrong = (pin: string) => (pin === '000000' ? '999999' : '000000');
const either = (i: number) => (i % 2 ? a! : b!);

describe('the desk on two server processes sharing one PostgreSQL', () => {
  it('a staff session made on one process is served by the other; what the citizen submitted through A is on the desk through both', async () => {
    const sent = await submit(['seed-citizen-resident-copy']);
    for (const server of [a!, b!]) {
      const list = await call(server, 'GET', `/api/v1/desk/submissions?keyword=${sent.pin}`, staff);
      expect(list.status, list.text).toBe(200);
      expect((list.json() as unknown as { totalCount: number }).totalCount).toBe(1);
    }
  });

  it('ten wrong 열람번호 at once across both processes count to five and lock it once', async () => {
    const sent = await submit(['seed-citizen-tax-paid']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(either(i), 'POST', `/api/v1/desk/submissions/${sent.distributionId}/open`, staff, { viewingNumber: wrong(sent.pin) })),
    );
    for (const answer of answers) expect([200, 423], answer.text).toContain(answer.status);
    expect(await count('SELECT failed_attempts AS n FROM desk_submissions WHERE distribution_id = $1', [sent.distributionId])).toBe(5);
    expect(await count("SELECT COUNT(*) AS n FROM desk_events WHERE distribution_id = $1 AND kind = 'LOCKED'", [sent.distributionId])).toBe(1);
    const right = await call(a!, 'POST', `/org/v1/submissions/${sent.distributionId}/open`, '', { viewingNumber: sent.pin }, { authorization: 'Bearer demo-org-hanbit-bank-02' });
    expect(right.status).toBe(423);
  });

  it('the right 열람번호 six times at once across both: it opens once, its documents are read and copied once', async () => {
    const sent = await submit(['seed-citizen-resident-abstract', 'seed-citizen-premium-paid']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(either(i), 'POST', `/api/v1/desk/submissions/${sent.distributionId}/open`, staff, { viewingNumber: sent.pin })),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json().result.accepted).toBe(true);
    }
    expect(await count("SELECT COUNT(*) AS n FROM desk_events WHERE distribution_id = $1 AND kind = 'OPENED'", [sent.distributionId])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM desk_files WHERE distribution_id = $1', [sent.distributionId])).toBe(2);
    expect(await count("SELECT COUNT(*) AS n FROM distributions WHERE distribution_id = $1 AND state = 'READ'", [sent.distributionId])).toBe(4);

    const key = `desk-scale-${randomBytes(6).toString('hex')}`;
    const marks = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(either(i), 'POST', `/api/v1/desk/submissions/${sent.distributionId}/processed`, staff, undefined, { 'idempotency-key': key })),
    );
    for (const mark of marks) expect(mark.status, mark.text).toBe(200);
    expect(new Set(marks.map((mark) => mark.text)).size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM desk_events WHERE distribution_id = $1 AND kind = 'PROCESSED'", [sent.distributionId])).toBe(1);
  });

  it('the retention round is leased to one process at a time', async () => {
    await expect.poll(() => count("SELECT COUNT(*) AS n FROM task_leases WHERE name = 'desk-retention' AND locked_by IS NOT NULL"), { timeout: 20_000 }).toBe(1);
  });
});
