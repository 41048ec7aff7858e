// A throwaway PostgreSQL server for development, tests and the bench: Debian's `postgresql`
// package (apt-get install postgresql), run on a free port with a data directory in /tmp that
// is removed when it stops. Never a download. As root (CI), the server runs as the `postgres` user.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './local-servers.ts';

export interface PostgresServer {
  /** The maintenance database, where databases are made: JIGAP_TEST_DATABASE_URL. */
  adminUrl: string;
  /** Database `jigap`, made empty at start: JIGAP_DATABASE_URL. */
  url: string;
  /** `postgres://…/name` on this server. */
  urlOf(name: string): string;
  /** The postmaster's process id (its backends are its children): the bench reads their CPU time. */
  pid: number;
  /** An operator's restart (`pg_ctl restart -m fast`): every connection is ended, the data stays. */
  restart(): Promise<void>;
  /** An operator's stop (`pg_ctl stop -m fast`), until `resume`: the data stays. */
  pause(): Promise<void>;
  /** Starts it again after `pause`, on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it at once and synchronously: for a process's `exit` (a run interrupted by Ctrl-C), where nothing asynchronous runs. */
  stopNow(): void;
}

/** The URL of database `name` on the server of `serverUrl` (any database's URL on it). */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database `adminUrl` (CREATE/DROP DATABASE). */
export async function onPostgresServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database `<prefix>_<random>` on the server of `adminUrl`, empty or a file copy of
 * `template`: its name and URL.
 */
export async function createDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onPostgresServer(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`);
  return { name, url: databaseUrlOn(adminUrl, name) };
}

/** The server programs: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else the PATH. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  try {
    execFileSync('initdb', ['--version'], { stdio: 'ignore' });
    return '';
  } catch {
    return null;
  }
}

/** The uid and gid to run the server as: none for a normal user; the `postgres` user for root (initdb refuses root). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(bin: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], ...user, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/**
 * Starts a new PostgreSQL server. Settings favour speed over durability (fsync off): the data
 * is thrown away when it stops.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  if (binDir === null) throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian), or set PG_BIN');
  const bin = (name: string) => (binDir ? join(binDir, name) : name);
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'jigap-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  await run(bin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], user);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const pgCtl = (...args: string[]) => run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args], user);
  await pgCtl('start');
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  await onPostgresServer(urlOf('postgres'), 'CREATE DATABASE jigap');
  let stopped = false;
  return {
    adminUrl: urlOf('postgres'),
    url: urlOf('jigap'),
    urlOf,
    pid,
    restart: () => pgCtl('-m', 'fast', 'restart'),
    pause: () => pgCtl('-m', 'fast', 'stop'),
    resume: () => pgCtl('start'),
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await run(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
      } catch (error) {
        console.error(String(error), existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').slice(-2000) : '');
      }
      rmSync(dir, { recursive: true, force: true });
    },
    stopNow() {
      if (stopped) return;
      stopped = true;
      try {
        execFileSync(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore', ...user });
      } catch {
        // not running any more
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
