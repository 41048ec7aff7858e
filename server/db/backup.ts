import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { DataKeys } from '../encryption/data-keys.ts';
import type { KeyEncryptionKeys } from '../encryption/key-encryption-keys.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

const run = promisify(execFile);

/** Where PostgreSQL's client programs are: PG_BIN, else the newest Debian package's, else the PATH. */
function pgProgram(name: string): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(root, version, 'bin', name)).find(existsSync) ?? name;
}

export interface BackupTarget {
  /** JIGAP_DATABASE_URL: PostgreSQL; unset, the SQLite file `sqlitePath`. */
  url?: string | undefined;
  sqlitePath: string;
}

/** The key-encryption keys a database's data keys are wrapped by: a backup opens with those and no others. */
export async function keysOf(db: Database): Promise<string[]> {
  return (await db.all<{ kek_id: string }>('SELECT DISTINCT kek_id FROM data_keys ORDER BY kek_id')).map((row) => row.kek_id);
}

/**
 * A consistent snapshot of the database as it is stored — sealed: a backup holds nothing its key
 * does not open, and holds no key. SQLite: the online backup API (pages copied while the server
 * runs, one consistent moment). PostgreSQL: `pg_dump --format=custom` (one snapshot transaction).
 * Answers the key-encryption keys the backup needs.
 */
export async function backup(target: BackupTarget, file: string): Promise<{ file: string; keys: string[] }> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  if (target.url) {
    await run(pgProgram('pg_dump'), ['--format=custom', '--no-owner', `--file=${partial}`, target.url], { maxBuffer: 1 << 26 });
  } else {
    const source = new BetterSqlite3(target.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      await source.backup(partial);
    } finally {
      source.close();
    }
  }
  renameSync(partial, file);
  // SQLite: the keys of the copy itself; PostgreSQL: of the database the dump was taken from.
  const db = await openDatabase(target.url ? target : { sqlitePath: file });
  try {
    return { file, keys: await keysOf(db) };
  } finally {
    await db.close();
  }
}

/** The database to restore into is not empty: restoring over live data is refused. */
export class RestoreTargetInUseError extends Error {
  constructor(where: string) {
    super(`${where} already holds a Jigap database: stop its servers and move it away (or restore into a new one) first`);
    this.name = 'RestoreTargetInUseError';
  }
}

/** The start's own check on a database: every key its data keys are wrapped by is held and opens them. */
async function checkKeys(target: BackupTarget, keys: KeyEncryptionKeys): Promise<{ keys: string[]; dataKeys: number }> {
  const db = await openDatabase({ sqlitePath: target.sqlitePath, url: target.url });
  try {
    const { dataKeys } = await new DataKeys(db, keys).check();
    return { keys: await keysOf(db), dataKeys };
  } finally {
    await db.close();
  }
}

async function restorePostgres(file: string, url: string, keys: KeyEncryptionKeys, sqlitePath: string): Promise<{ keys: string[]; dataKeys: number }> {
  const db = await openDatabase({ sqlitePath, url });
  try {
    if (await db.get("SELECT 1 AS one FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'schema_migrations'")) {
      throw new RestoreTargetInUseError(url.replace(/:[^:@/]*@/, ':***@'));
    }
    await run(pgProgram('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${url}`, file], { maxBuffer: 1 << 26 });
    try {
      return await checkKeys({ sqlitePath, url }, keys);
    } catch (error) {
      // Restored without its key it opens nothing: the database is left empty as it was found.
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      throw error;
    }
  } finally {
    await db.close();
  }
}

/**
 * Brings a backup back into `target`, which must be new (no file; an empty PostgreSQL database), and
 * only when `keys` open it — the start's own check: a backup without its key opens nothing, and is
 * not restored (SQLite: checked on the backup itself first; PostgreSQL: checked once restored, and
 * emptied again when it fails).
 */
export async function restore(file: string, target: BackupTarget, keys: KeyEncryptionKeys): Promise<{ keys: string[]; dataKeys: number }> {
  if (target.url) return restorePostgres(file, target.url, keys, target.sqlitePath);
  if (existsSync(target.sqlitePath)) throw new RestoreTargetInUseError(target.sqlitePath);
  await checkKeys({ sqlitePath: file }, keys);
  mkdirSync(dirname(target.sqlitePath), { recursive: true });
  const copy = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    await copy.backup(target.sqlitePath);
  } finally {
    copy.close();
  }
  return checkKeys(target, keys);
}
