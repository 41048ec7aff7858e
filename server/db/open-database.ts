import { dirname, resolve } from 'node:path';
import type { Database } from './database.ts';

export interface DatabaseConfig {
  /** `postgres://…` selects PostgreSQL (JIGAP_DATABASE_URL); unset, the SQLite file `sqlitePath`. */
  url?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL connections per process (JIGAP_DATABASE_POOL). */
  poolSize?: number | undefined;
  /** PostgreSQL: listen for row changes (a server's database; a script's or a test's look-in connection needs none). */
  watchRowChanges?: boolean | undefined;
}

/** The SQLite file when JIGAP_DB is not set, from the folder the process starts in. */
export const DEFAULT_SQLITE_PATH = './data/jigap.db';

export interface EnvironmentDatabase {
  /** JIGAP_DATABASE_URL: PostgreSQL; undefined, the SQLite file. */
  url: string | undefined;
  /** JIGAP_DB (or the default), resolved. */
  sqlitePath: string;
  /** The SQLite file's folder, null on PostgreSQL: where the master key may not be kept. */
  dataDir: string | null;
}

/** The database the environment names, read the same way by the server and its commands (backup, restore, keys:rotate). */
export function databaseFromEnvironment(env: NodeJS.ProcessEnv): EnvironmentDatabase {
  const url = env.JIGAP_DATABASE_URL || undefined;
  const sqlitePath = resolve(env.JIGAP_DB || DEFAULT_SQLITE_PATH);
  return { url, sqlitePath, dataDir: url ? null : dirname(sqlitePath) };
}

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);

/** Opens the database the configuration names (the PostgreSQL driver loads only when used). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) {
    if (!isPostgresUrl(config.url)) throw new Error('the database URL must start with postgres:// or postgresql://');
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.url, { poolSize: config.poolSize, watchRowChanges: config.watchRowChanges });
  }
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(config.sqlitePath);
}
