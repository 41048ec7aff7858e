import { join } from 'node:path';
import type { BenchContext, Section, SectionView } from '../lib/bench.ts';
import { createSignedApplication, normalCertificate } from '../lib/certificates.ts';
import { int, ms, pct, table } from '../lib/format.ts';
import { runInterleaved, type LoadFigures } from '../lib/load.ts';
import { freePort, startServer, type ServerProcess } from '../lib/proc.ts';
import { simLogin } from '../lib/session.ts';
import { postgresBinDir, startPostgres, type PostgresServer } from '../../scripts/lib/postgres-server.ts';

/**
 * 7. Databases (issue 10): the polling call `GET /api/v2/application/{id}` served by one process
 * on SQLite (the default), one process on PostgreSQL and two processes on PostgreSQL
 * (JIGAP_PROCESSES=2: one port, node:cluster hands out the connections), measured in the same
 * alternating rounds. No budget: SQLite in one process keeps the hot rows in memory, PostgreSQL
 * reads them on every request (other processes write them); the figures say what scaling out
 * costs per process and what a second process gives back on this machine.
 */
interface Setup {
  id: string;
  title: string;
  env: Record<string, string>;
}

export interface DatabasesResult {
  settings: { connections: number; durationS: number; warmupS: number; rounds: number };
  postgres: string | null;
  setups: { id: string; title: string; env: Record<string, string>; figures: LoadFigures; vsSqlite: number | null; p99VsSqlite: number | null }[];
  skipped: string | null;
}

async function run(ctx: BenchContext): Promise<DatabasesResult> {
  const { settings } = ctx;
  const base = { connections: settings.connections, durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds };
  if (postgresBinDir() === null) {
    ctx.warn('Databases: PostgreSQL is not installed (apt-get install postgresql), so only SQLite could have been measured; section skipped.');
    return { settings: base, postgres: null, setups: [], skipped: 'PostgreSQL is not installed' };
  }
  ctx.log('starting PostgreSQL (Debian package, throwaway data directory)…');
  const postgres: PostgresServer = await startPostgres();
  const servers: ServerProcess[] = [];
  try {
    const setups: Setup[] = [
      { id: 'sqlite-1', title: 'SQLite, 1 process', env: { JIGAP_DB: join(ctx.tempDir, 'databases-sqlite.db') } },
      { id: 'postgres-1', title: 'PostgreSQL, 1 process', env: { JIGAP_DATABASE_URL: postgres.urlOf('jigap') } },
      { id: 'postgres-2', title: 'PostgreSQL, 2 processes', env: { JIGAP_DATABASE_URL: postgres.urlOf('jigap_two'), JIGAP_PROCESSES: '2' } },
    ];
    await postgresQuery(postgres, 'CREATE DATABASE jigap_two');
    const certificate = normalCertificate(ctx.root);
    const jobs = [];
    for (const setup of setups) {
      const port = await freePort();
      ctx.log(`starting the server: ${setup.title} on port ${port}…`);
      const server = await startServer({
        name: `Jigap server (${setup.title})`,
        script: 'server/main.ts',
        cwd: ctx.root,
        env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...setup.env },
        port,
        readyPath: '/api/check',
        logFile: join(ctx.tempDir, `${setup.id}.stderr.log`),
        timeoutMs: 60_000,
      });
      servers.push(server);
      const session = await simLogin(server.url, 'citizen');
      const id = await createSignedApplication(server.url, session, certificate);
      jobs.push({
        id: setup.id,
        connections: settings.connections,
        request: { url: `${server.url}/api/v2/application/${encodeURIComponent(id)}`, method: 'GET', headers: { accept: 'application/json', cookie: session.cookieHeader } },
      });
    }
    ctx.log(`load: the polling call on ${setups.length} setups, ${settings.connections} connections, ${settings.rounds} alternating rounds…`);
    const results = await runInterleaved(jobs, { durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds }, (message) => ctx.log(`  ${message}`));
    const sqlite = results.get('sqlite-1');
    const out: DatabasesResult['setups'] = [];
    for (const setup of setups) {
      const figures = results.get(setup.id);
      if (!figures) continue;
      if (figures.non2xx > 0 || figures.errors > 0) ctx.warn(`Databases, ${setup.title}: ${int(figures.non2xx)} non-2xx answers, ${int(figures.errors)} errors under load.`);
      out.push({
        id: setup.id,
        title: setup.title,
        env: { ...setup.env, ...(setup.env.JIGAP_DB ? { JIGAP_DB: '<temp dir>/databases-sqlite.db' } : {}) },
        figures,
        vsSqlite: sqlite && sqlite.reqPerSec > 0 ? figures.reqPerSec / sqlite.reqPerSec : null,
        p99VsSqlite: sqlite && sqlite.p99Ms > 0 ? figures.p99Ms / sqlite.p99Ms : null,
      });
    }
    return { settings: base, postgres: postgres.adminUrl.replace(/\/postgres$/, ''), setups: out, skipped: null };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres.stop();
  }
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

function markdown(result: DatabasesResult | null, view: SectionView): string[] {
  if (!result) return [];
  if (result.skipped) return [`Not measured: ${result.skipped}.`, ''];
  const s = result.settings;
  return [
    'The polling call `GET /api/v2/application/{id}` (an application of citizen, state SIGN_COMPLETED) on three servers, ' +
      `driven by autocannon from the bench process (pid ${view.benchPid}) with ${s.connections} connections, ${s.warmupS} s warm-up each, ` +
      `then ${s.durationS} s each in ${s.rounds} alternating rounds. PostgreSQL ${result.postgres ?? ''} is Debian's package on this machine ` +
      '(fsync off: a throwaway server), on the same two cores as the servers and the load generator. No budget: a report.',
    '',
    '- SQLite, 1 process: reads the polled status from memory after the first read (one process owns the file).',
    '- PostgreSQL: every poll reads the row (other processes may have written it); 2 processes share one port through node:cluster.',
    '',
    table(
      ['Setup', 'req/s', 'vs SQLite', 'p50', 'p99', 'p99 vs SQLite', 'non-2xx'],
      result.setups.map((setup) => [
        setup.title,
        int(setup.figures.reqPerSec),
        setup.vsSqlite === null ? '—' : pct(setup.vsSqlite),
        ms(setup.figures.p50Ms),
        ms(setup.figures.p99Ms),
        setup.p99VsSqlite === null ? '—' : `${setup.p99VsSqlite.toFixed(2)} ×`,
        int(setup.figures.non2xx),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
  ];
}

export const databasesSection: Section<DatabasesResult> = { id: 'databases', title: 'Databases', needsBuild: false, run, markdown };
