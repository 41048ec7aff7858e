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
