import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Dialect } from './database.ts';
import { installRowChangeTriggers } from './row-changes.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const fileName = /^(\d{3})_[a-z0-9_]+\.sql$/;

/**
 * The migrations are written once, in SQL both databases run; the one type whose name differs
 * is the byte string (SQLite's BLOB is PostgreSQL's BYTEA).
 */
export const migrationSqlFor = (dialect: Dialect, sql: string): string =>
  dialect === 'postgres' ? sql.replace(/\bBLOB\b/g, 'BYTEA') : sql;

/**
 * Applies `migrations/NNN_name.sql` in order, each once, each in its own transaction, and
 * records it in `schema_migrations`. Returns the versions applied now (empty on a restart).
 * Server processes starting together call it under `db.exclusively`. On PostgreSQL it then makes
 * the triggers of the row-change feed when missing (server/db/row-changes.ts).
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set((await db.all<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const pending = readdirSync(migrationsDir)
    .filter((file) => fileName.test(file))
    .sort()
    .filter((file) => !applied.has(file.slice(0, 3)));
  for (const file of pending) {
    const sql = migrationSqlFor(db.dialect, readFileSync(join(migrationsDir, file), 'utf8'));
    await db.transaction(async () => {
      await db.exec(sql);
      await db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        file.slice(0, 3),
        file,
        new Date().toISOString(),
      ]);
    });
  }
  if (db.dialect === 'postgres') await installRowChangeTriggers(db);
  return pending.map((file) => file.slice(0, 3));
}
