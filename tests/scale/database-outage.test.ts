import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../server/errors.ts';
import { NORMAL } from '../../server/issuance/test-kit.ts';
import { outageText } from '../../server/messages.ts';
import { startPostgres, type PostgresServer } from '../../scripts/lib/postgres-server.ts';
import { call, issue, login, send, startServer, stopServer, waitUntil, workerPids, type Answer, type Cookies, type ServerProcess } from './scale-kit.ts';

// What an operator does to PostgreSQL under a running Jigap — two server processes on one port
// (JIGAP_PROCESSES=2), pollers and issuances going: start Jigap while the database is stopped, then
// `pg_ctl restart -m fast`, then `pg_ctl stop` for OUTAGE_MS and `start`. On a PostgreSQL server of
// this test's own (the other tests' server must not restart under them).
//
// The lease is far longer than the test: an issuance whose job a process held when the database
// went away can only complete promptly if that process gives the job back when the database returns.

const OUTAGE_MS = 20_000;
const LEASE_MS = 120_000;
/** Every issuance started before the outage completes within this of the database's return. */
const RESUMED_WITHIN_MS = 5000;

interface Seen {
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | undefined;
  text: string;
}

let postgres: PostgresServer;
let cluster: ServerProcess | undefined;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await stopServer(cluster);
  await postgres?.stop();
});

/** One statement on a connection of its own (the test's look into the database survives its restarts). */
async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `paths` in turn, each on a connection of its own (so the two processes take turns), until `running.on` is false. */
async function poll(server: ServerProcess, cookies: Cookies, paths: string[], seen: Seen[], running: { on: boolean }): Promise<void> {
  while (running.on) {
    for (const path of paths) {
      const startedAt = Date.now();
      const answer: Answer | null = await call(server, 'GET', path, cookies).catch(() => null);
      seen.push({ path, startedAt, endedAt: Date.now(), status: answer?.status ?? 0, retryAfter: answer?.headers['retry-after'] as string | undefined, text: answer?.text ?? '' });
    }
    await sleep(10);
  }
}

const within = (seen: Seen[], from: number, until: number) => seen.filter((answer) => answer.startedAt >= from && answer.endedAt <= until);

interface LogLine {
  pid: number;
  level: number;
  time: number;
  msg: string;
  downMs?: number;
  refused?: number;
}
const logLines = (server: ServerProcess): LogLine[] =>
  server
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** Waits until the applications `ids` are all COMPLETE (or fails after `timeoutMs`); answers when that was seen. */
async function completed(ids: string[], timeoutMs: number): Promise<number> {
  await waitUntil(
    `${ids.length} issuances complete`,
    async () => (await query<{ n: string }>("SELECT COUNT(*) AS n FROM applications WHERE id = ANY($1) AND state = 'COMPLETE'", [ids]))[0]!.n === String(ids.length),
    timeoutMs,
  );
  return Date.now();
}

describe('PostgreSQL restarted and stopped under two server processes', () => {
  it('503 with the outage body and Retry-After throughout, never 500; no process dies; one log line each way; interrupted issuances complete at once, once; the health check says down, then up', async () => {
    // Started while the database is stopped: both processes serve 503, and start once it is back.
    await postgres.pause();
    cluster = await startServer('outage', postgres.url, { JIGAP_PROCESSES: '2', JIGAP_SIM_LATENCY_MS: '200', JIGAP_JOB_LEASE_MS: String(LEASE_MS), LOG_LEVEL: 'info' }, { answering: true });
    const primary = cluster.child.pid!;
    await waitUntil('both processes run', () => workerPids(primary).length === 2, 60_000);
    for (let i = 0; i < 4; i++) {
      const check = await send(`${cluster.url}/api/check`, 'GET');
      expect(check.status).toBe(503);
      expect(check.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    }
    await postgres.resume();
    await waitUntil('both processes serve', async () => (await Promise.all([0, 1, 2, 3].map(() => send(`${cluster!.url}/api/check`, 'GET')))).every((answer) => answer.status === 200), 90_000);
    const workers = workerPids(primary).sort();
    expect(workers).toHaveLength(2);

    const cookies = await login(cluster, 'citizen');
    const polled = await issue(cluster, cluster, cookies, NORMAL);
    const seen: Seen[] = [];
    const running = { on: true };
    const pollers = Array.from({ length: 4 }, () => poll(cluster!, cookies, [`/api/v2/application/${polled}`, '/api/v1/user/status', '/api/check'], seen, running));

    // A restart while issuances are in flight.
    const beforeRestart = await Promise.all(Array.from({ length: 4 }, () => issue(cluster!, cluster!, cookies, NORMAL)));
    const restartFrom = Date.now();
    await postgres.restart();
    const restartUntil = Date.now();
    // Each completes within moments of the database's return, as after the stop below.
    await completed(beforeRestart, RESUMED_WITHIN_MS);

    // A stop of OUTAGE_MS while some jobs are held by a process (claimed) and others wait (not claimed).
    const beforeStop = await Promise.all(Array.from({ length: 6 }, () => issue(cluster!, cluster!, cookies, NORMAL)));
    await waitUntil('a job is held', async () => (await query("SELECT 1 FROM jobs WHERE state = 'PENDING' AND locked_by IS NOT NULL")).length > 0, 20_000);
    const late = await Promise.all(Array.from({ length: 2 }, () => issue(cluster!, cluster!, cookies, NORMAL)));
    const pending = await query<{ application_id: string; locked_by: string | null }>("SELECT application_id, locked_by FROM jobs WHERE state = 'PENDING'");
    const stopFrom = Date.now();
    await postgres.pause();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    const stopUntil = Date.now();
    await postgres.resume();
    const backAt = Date.now();
    // Every issuance started before the stop — held by a process or waiting — completes within
    // moments of the return: the wait's deadline, far shorter than the lease that would end it otherwise.
    const done = await completed([...beforeStop, ...late], RESUMED_WITHIN_MS);
    await sleep(1000);
    running.on = false;
    await Promise.all(pollers);

    // Both kinds were there at the stop, and each issuance completed once.
    expect(pending.filter((job) => job.locked_by !== null).length, 'jobs held by a process at the stop').toBeGreaterThan(0);
    expect(pending.filter((job) => job.locked_by === null).length, 'jobs waiting at the stop').toBeGreaterThan(0);
    const all = [...beforeRestart, ...beforeStop, ...late];
    expect(await query('SELECT application_id FROM documents WHERE application_id = ANY($1) GROUP BY application_id HAVING COUNT(*) <> 1', [all])).toEqual([]);
    expect((await query<{ n: string }>("SELECT COUNT(*) AS n FROM jobs WHERE application_id = ANY($1) AND state = 'DONE'", [all]))[0]!.n).toBe(String(all.length));

    // Never a 500, never a refused connection: each failure is the outage's 503 with its body and Retry-After.
    const outageBody = { code: 'ERROR', ...outageText, buttons: [], reason: null, returnUrl: null, status: 503 };
    for (const answer of seen) {
      expect([200, 503], `${answer.path}: ${answer.status} ${answer.text}`).toContain(answer.status);
      if (answer.status === 503) {
        expect(JSON.parse(answer.text), answer.path).toEqual(outageBody);
        expect(answer.retryAfter).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      }
    }
    // While the database was stopped every call answered 503, the health check included; after its return they answer 200 again.
    const stopped = within(seen, stoppedAt, stopUntil);
    expect(stopped.length).toBeGreaterThan(50);
    expect(stopped.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(stopped.some((answer) => answer.path === '/api/check')).toBe(true);
    const after = seen.filter((answer) => answer.startedAt >= done);
    expect(after.filter((answer) => answer.path === '/api/check').length).toBeGreaterThan(0);
    expect(after.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(within(seen, restartFrom, restartUntil).length).toBeGreaterThan(0);

    // No process died or was replaced.
    expect(workerPids(primary).sort()).toEqual(workers);
    expect(cluster.log()).not.toMatch(/ended \(/);

    // The log: for each process, a line when the database went away and one when it came back (how long, how many refused) — no more.
    const lines = logLines(cluster);
    for (const pid of workers) {
      const own = lines.filter((line) => line.pid === pid && line.time >= restartFrom);
      const outageLines = own.filter((line) => line.level >= 40);
      expect(outageLines.length, JSON.stringify(outageLines)).toBeLessThanOrEqual(4);
      const stopLines = own.filter((line) => line.time >= stopFrom && line.time <= backAt + RESUMED_WITHIN_MS && line.msg !== 'document issued');
      expect(stopLines.filter((line) => line.msg.startsWith('database unreachable'))).toHaveLength(1);
      const back = stopLines.filter((line) => line.msg.startsWith('database reachable again'));
      expect(back).toHaveLength(1);
      expect(back[0]!.downMs).toBeGreaterThanOrEqual(OUTAGE_MS - 1000);
      expect(back[0]!.refused).toBeGreaterThan(0);
      expect(stopLines.length, JSON.stringify(stopLines)).toBeLessThanOrEqual(3);
    }

    // Each process logs its closing, also when it is sent SIGTERM twice (the operator's to every process, then the primary's own).
    for (const pid of workers) process.kill(pid, 'SIGTERM');
    await stopServer(cluster);
    const closing = logLines(cluster).filter((line) => line.msg === 'closing');
    expect(closing.map((line) => line.pid).sort()).toEqual(workers);
  }, 300_000);
});
