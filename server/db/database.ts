import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export type SqlValue = string | number | null;

/**
 * The thin query interface every repository uses. SQL is written with `?` placeholders and
 * portable syntax only, so a PostgreSQL implementation of this interface (rewriting `?` to
 * `$n`) can follow without touching the repositories.
 */
export interface Database {
  get<T>(sql: string, params?: readonly SqlValue[]): T | undefined;
  all<T>(sql: string, params?: readonly SqlValue[]): T[];
  run(sql: string, params?: readonly SqlValue[]): { changes: number };
  /** Runs `work` atomically: every write inside commits together or not at all. */
  transaction<T>(work: () => T): T;
  /** Executes a script of several statements (migrations only). */
  exec(sql: string): void;
  close(): void;
}

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Statements are prepared once per SQL text: hot reads then cost one indexed lookup.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): BetterSqlite3.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    get: <T>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).get(...params) as T | undefined,
    all: <T>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).all(...params) as T[],
    run: (sql, params = []) => ({ changes: prepare(sql).run(...params).changes }),
    transaction: (work) => sqlite.transaction(work)(),
    exec: (sql) => {
      sqlite.exec(sql);
    },
    close: () => {
      sqlite.close();
    },
  };
}
