import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchContext, Section, SectionView } from '../lib/bench.ts';
import { createSignedApplication, normalCertificate } from '../lib/certificates.ts';
import { atLeast, atMost, int, ms, pct, table } from '../lib/format.ts';
import { runInterleaved, type LoadFigures, type LoadJob } from '../lib/load.ts';
import { freePort, startServer, type ServerProcess } from '../lib/proc.ts';
import { simLogin } from '../lib/session.ts';
import { COUNT_STATEMENTS_MODULE, countStatements, STATEMENTS_DIR_ENV } from '../lib/statements.ts';
import { postgresBinDir, startPostgres, type PostgresServer } from '../../scripts/lib/postgres-server.ts';

/**
 * 7. Databases: the status call `GET /api/v1/user/status` and the polling call
 * `GET /api/v2/application/{id}` served by one process on SQLite (the default), one process on
 * PostgreSQL and two processes on PostgreSQL (JIGAP_PROCESSES=2: one port, node:cluster hands out
 * the connections), measured in the same alternating rounds. Beside req/s and p99, what one
 * request costs: the statements the server sends to its database (counted at the adapter), the
 * server's CPU time and PostgreSQL's (its backends', from /proc). Budgets, ratios within the run,
 * on the polling call: PostgreSQL in one process at least half SQLite's req/s with a p99 at most
 * twice its p99, and two processes costing at most 1.1 × one per request (server + PostgreSQL CPU):
 * on two cores shared with PostgreSQL and the load generator, a second process cannot add
 * throughput, so the section measures what scaling out costs, not what it serves.
 */
interface Setup {
  id: string;
  title: string;
  env: Record<string, string>;
  postgres: boolean;
}

interface Call {
  id: 'status' | 'poll';
  title: string;
}

const CALLS: Call[] = [
  { id: 'status', title: 'status `GET /api/v1/user/status`' },
  { id: 'poll', title: 'polling `GET /api/v2/application/{id}`' },
];

export const DATABASES_BUDGET = { minShareOfSqlite: 0.5, maxP99OfSqlite: 2, maxCostOfTwoProcesses: 1.1 } as const;

export interface DatabasesRow {
  setup: string;
  title: string;
  call: Call['id'];
  env: Record<string, string>;
  figures: LoadFigures;
  vsSqlite: number | null;
  p99VsSqlite: number | null;
}

export interface DatabasesResult {
  settings: { connections: number; durationS: number; warmupS: number; rounds: number };
  postgres: string | null;
  rows: DatabasesRow[];
  skipped: string | null;
}

const SQLITE = 'sqlite-1';
const jobId = (setup: string, call: string) => `${setup}:${call}`;

async function startSetup(ctx: BenchContext, setup: Setup, statementsDir: string): Promise<ServerProcess> {
  const port = await freePort();
  ctx.log(`starting the server: ${setup.title} on port ${port}…`);
  return startServer({
    name: `Jigap server (${setup.title})`,
    script: 'server/main.ts',
    imports: [COUNT_STATEMENTS_MODULE],
    cwd: ctx.root,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', [STATEMENTS_DIR_ENV]: statementsDir, ...setup.env },
    port,
    readyPath: '/api/check',
    logFile: join(ctx.tempDir, `${setup.id}.stderr.log`),
    timeoutMs: 60_000,
  });
}

/** The status and polling calls of `citizen` on one server, as load jobs. */
async function jobsOf(ctx: BenchContext, setup: Setup, server: ServerProcess, postgres: PostgresServer, statementsDir: string): Promise<LoadJob[]> {
  const session = await simLogin(server.url, 'citizen');
  const id = await createSignedApplication(server.url, session, normalCertificate(ctx.root));
  const headers = { accept: 'application/json', cookie: session.cookieHeader };
  const paths: Record<Call['id'], string> = { status: '/api/v1/user/status', poll: `/api/v2/application/${encodeURIComponent(id)}` };
  return CALLS.map((call) => ({
    id: jobId(setup.id, call.id),
    connections: ctx.settings.connections,
    serverPid: server.pid,
    ...(setup.postgres ? { databasePid: postgres.pid } : {}),
    statements: () => countStatements(server.pid, statementsDir),
    request: { url: server.url + paths[call.id], method: 'GET', headers },
  }));
}

async function run(ctx: BenchContext): Promise<DatabasesResult> {
  const { settings } = ctx;
  const base = { connections: settings.connections, durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds };
  if (postgresBinDir() === null) {
    ctx.warn('Databases: PostgreSQL is not installed (apt-get install postgresql), so only SQLite could have been measured; section skipped.');
    return { settings: base, postgres: null, rows: [], skipped: 'PostgreSQL is not installed' };
  }
  ctx.log('starting PostgreSQL (Debian package, throwaway data directory)…');
  const postgres: PostgresServer = await startPostgres();
  const servers: ServerProcess[] = [];
  const statementsDir = join(ctx.tempDir, 'statements');
  mkdirSync(statementsDir, { recursive: true });
  try {
    const setups: Setup[] = [
      { id: SQLITE, title: 'SQLite, 1 process', env: { JIGAP_DB: join(ctx.tempDir, 'databases-sqlite.db') }, postgres: false },
      { id: 'postgres-1', title: 'PostgreSQL, 1 process', env: { JIGAP_DATABASE_URL: postgres.urlOf('jigap') }, postgres: true },
      { id: 'postgres-2', title: 'PostgreSQL, 2 processes', env: { JIGAP_DATABASE_URL: postgres.urlOf('jigap_two'), JIGAP_PROCESSES: '2' }, postgres: true },
    ];
    await postgresQuery(postgres, 'CREATE DATABASE jigap_two');
    const jobs: LoadJob[] = [];
    for (const setup of setups) {
      const server = await startSetup(ctx, setup, statementsDir);
      servers.push(server);
      jobs.push(...(await jobsOf(ctx, setup, server, postgres, statementsDir)));
    }
    ctx.log(`load: the status and polling calls on ${setups.length} setups, ${settings.connections} connections, ${settings.rounds} alternating rounds…`);
    const results = await runInterleaved(jobs, base, (message) => ctx.log(`  ${message}`));
    const rows = setups.flatMap((setup) => CALLS.flatMap((call) => rowOf(setup, call, results)));
    for (const row of rows) warnAbout(ctx, row);
    budgets(ctx, rows);
    return { settings: base, postgres: postgres.adminUrl.replace(/\/postgres$/, ''), rows, skipped: null };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres.stop();
  }
}

function rowOf(setup: Setup, call: Call, results: Map<string, LoadFigures>): DatabasesRow[] {
  const figures = results.get(jobId(setup.id, call.id));
  if (!figures) return [];
  const sqlite = results.get(jobId(SQLITE, call.id));
  return [
    {
      setup: setup.id,
      title: setup.title,
      call: call.id,
      env: { ...setup.env, ...(setup.env.JIGAP_DB ? { JIGAP_DB: '<temp dir>/databases-sqlite.db' } : {}) },
      figures,
      vsSqlite: sqlite && sqlite.reqPerSec > 0 ? figures.reqPerSec / sqlite.reqPerSec : null,
      p99VsSqlite: sqlite && sqlite.p99Ms > 0 ? figures.p99Ms / sqlite.p99Ms : null,
    },
  ];
}

function warnAbout(ctx: BenchContext, row: DatabasesRow): void {
  const { figures } = row;
  if (figures.non2xx > 0 || figures.errors > 0) {
    ctx.warn(`Databases, ${row.title}, ${row.call}: ${int(figures.non2xx)} non-2xx answers, ${int(figures.errors)} errors under load.`);
  }
  if (figures.statementsPerRequest === null) ctx.warn(`Databases, ${row.title}, ${row.call}: the statements could not be counted.`);
}

/** The polling call's budgets: PostgreSQL against SQLite in the same run, and two processes against one. */
function budgets(ctx: BenchContext, rows: DatabasesRow[]): void {
  const poll = (setup: string) => rows.find((row) => row.setup === setup && row.call === 'poll');
  const [sqlite, one, two] = [poll(SQLITE), poll('postgres-1'), poll('postgres-2')];
  if (!sqlite || !one || !two) return;
  const share = one.vsSqlite ?? 0;
  ctx.budget({
    check: 'polling call: PostgreSQL (1 process) req/s vs SQLite',
    measured: `${pct(share)} (${int(one.figures.reqPerSec)} vs ${int(sqlite.figures.reqPerSec)} req/s)`,
    budget: `≥ ${pct(DATABASES_BUDGET.minShareOfSqlite)}`,
    verdict: atLeast(share, DATABASES_BUDGET.minShareOfSqlite),
  });
  const p99 = one.p99VsSqlite ?? Infinity;
  ctx.budget({
    check: 'polling call: PostgreSQL (1 process) p99 vs SQLite',
    measured: `${p99.toFixed(2)} × (${ms(one.figures.p99Ms)} vs ${ms(sqlite.figures.p99Ms)})`,
    budget: `≤ ${DATABASES_BUDGET.maxP99OfSqlite} ×`,
    verdict: atMost(p99, DATABASES_BUDGET.maxP99OfSqlite),
  });
  // Two processes on this machine share its cores with PostgreSQL and the load generator: they
  // cannot serve more than one. What they must not do is cost more per request (no coordination tax).
  const costOne = costPerRequest(one);
  const costTwo = costPerRequest(two);
  const tax = costOne !== null && costTwo !== null && costOne > 0 ? costTwo / costOne : null;
  ctx.budget({
    check: 'polling call: PostgreSQL 2 processes vs 1, server + PostgreSQL CPU per request',
    measured:
      tax === null
        ? 'no CPU figure (/proc)'
        : `${tax.toFixed(2)} × (${costTwo!.toFixed(1)} vs ${costOne!.toFixed(1)} µs; req/s ${int(two.figures.reqPerSec)} vs ${int(one.figures.reqPerSec)})`,
    budget: `≤ ${DATABASES_BUDGET.maxCostOfTwoProcesses} ×`,
    verdict: tax === null ? 'n/a' : atMost(tax, DATABASES_BUDGET.maxCostOfTwoProcesses),
  });
}

/** What one request costs the server processes and PostgreSQL together, µs of CPU (null without /proc). */
function costPerRequest(row: DatabasesRow): number | null {
  const { server, database } = row.figures.cpuUsPerRequest;
  return server === null ? null : server + (database ?? 0);
}

async function postgresQuery(postgres: PostgresServer, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgres.adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const us = (value: number | null): string => (value === null ? '—' : `${value.toFixed(1)} µs`);

function figuresTable(rows: DatabasesRow[]): string {
  return table(
    ['Setup', 'Call', 'req/s', 'vs SQLite', 'p50', 'p99', 'p99 vs SQLite', 'Statements / request', 'Server CPU / request', 'PostgreSQL CPU / request', 'Server + PostgreSQL', 'Load generator CPU / request', 'non-2xx'],
    rows.map((row) => {
      const f = row.figures;
      const cpu = f.cpuUsPerRequest;
      const both = costPerRequest(row);
      return [
        row.title,
        row.call,
        int(f.reqPerSec),
        row.vsSqlite === null ? '—' : pct(row.vsSqlite),
        ms(f.p50Ms),
        ms(f.p99Ms),
        row.p99VsSqlite === null ? '—' : `${row.p99VsSqlite.toFixed(2)} ×`,
        f.statementsPerRequest === null ? '—' : f.statementsPerRequest.toFixed(2),
        us(cpu.server),
        us(cpu.database),
        us(both),
        us(cpu.client),
        f.non2xx > 0 ? `**${int(f.non2xx)}**` : '0',
      ];
    }),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

function roundsTable(rows: DatabasesRow[]): string {
  const count = Math.max(...rows.map((row) => row.figures.rounds.length));
  return table(
    ['Setup', 'Call', ...Array.from({ length: count }, (_, index) => `Round ${index + 1}`)],
    rows.map((row) => [row.title, row.call, ...row.figures.rounds.map((round) => `${int(round.reqPerSec)} req/s, p99 ${ms(round.p99Ms)}`)]),
    ['l', 'l', ...Array.from({ length: count }, () => 'r' as const)],
  );
}

function markdown(result: DatabasesResult | null, view: SectionView): string[] {
  if (!result) return [];
  if (result.skipped) return [`Not measured: ${result.skipped}.`, ''];
  const s = result.settings;
  return [
    'The status call `GET /api/v1/user/status` and the polling call `GET /api/v2/application/{id}` (an application of citizen, state ' +
      `SIGN_COMPLETED) on three servers, driven by autocannon from the bench process (pid ${view.benchPid}) with ${s.connections} connections, ` +
      `${s.warmupS} s warm-up each, then ${s.durationS} s each in ${s.rounds} alternating rounds. PostgreSQL ${result.postgres ?? ''} is Debian's ` +
      'package on this machine (fsync off: a throwaway server), on the same two cores as the servers and the load generator.',
    '',
    '- Per request: over the measured rounds and the serving of the requests still in flight when each ended, divided by the requests sent.',
    '- Statements / request: every statement the server processes sent to their database (counted at the database adapter, ' +
      "`server/db/database.ts`'s statement channel; background work such as the issuance runner's claims included).",
    "- CPU / request: user + system time from /proc: the server's processes " +
      "(a cluster's workers included), PostgreSQL's postmaster and backends (both databases: the idle setup's background work falls on " +
      'the measured one), and the load generator (this process). SQLite runs inside the server process: its CPU is in the server column.',
    '- Two processes against one: on this machine the servers, PostgreSQL and the load generator share the same cores, and one process ' +
      'already keeps them busy, so a second cannot serve more requests a second; it can only cost more per request (each process its own ' +
      'caches, connections and row-change feed). The budget is on that cost: server + PostgreSQL CPU per request, two processes at most 1.1 × one. ' +
      'More throughput from more processes needs cores they do not share.',
    '',
    ...(view.budgetTable ? [view.budgetTable, ''] : []),
    figuresTable(result.rows),
    '',
    'req/s and p99 of each round (the spread shows how noisy the machine was):',
    '',
    roundsTable(result.rows),
    '',
  ];
}

export const databasesSection: Section<DatabasesResult> = { id: 'databases', title: 'Databases', needsBuild: false, run, markdown };
