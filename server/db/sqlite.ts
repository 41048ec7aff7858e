import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { observeStatement, runEffects, type Database, type SqlValue } from './database.ts';

type TransactionContext = { depth: number; effects: (() => void)[] };

/** The database file (its folder made if need be) with the settings every connection of Jigap's uses. */
function connect(path: string): BetterSqlite3.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // What is deleted or replaced is overwritten, not left in free pages: a value sealed in place of
  // its clear form (server/encryption/clear-values.ts) leaves no clear copy in the file.
  sqlite.pragma('secure_delete = ON');
  return sqlite;
}

/** Each statement prepared once: `prepare(sql)` answers its prepared statement, about to run. */
function preparedStatements(sqlite: BetterSqlite3.Database): (sql: string) => BetterSqlite3.Statement {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return (sql) => {
    observeStatement(sql);
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/** A transaction inside another: a savepoint, released either way once rolled back to. */
async function savepoint<T>(exec: (sql: string) => void, context: AsyncLocalStorage<TransactionContext>, outer: TransactionContext, work: () => Promise<T>): Promise<T> {
  const name = `sp${outer.depth}`;
  exec(`SAVEPOINT ${name}`);
  try {
    const result = await context.run({ ...outer, depth: outer.depth + 1 }, work);
    exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    exec(`ROLLBACK TO ${name}`);
    exec(`RELEASE ${name}`);
    throw error;
  }
}

/**
 * SQLite through better-sqlite3: one connection, synchronous underneath. A transaction owns the
 * connection until it ends: queries of the transaction (recognised by their async context) run
 * at once, every other query waits for the transaction to finish — otherwise it would slip into
 * a transaction that is not its own. Outside transactions a query costs one prepared statement.
 */
export function openSqlite(path: string): Database {
  const sqlite = connect(path);
  const prepare = preparedStatements(sqlite);

  /**
   * The transaction under way (its async context carries `depth`), and its end. The storage is
   * disabled between transactions: an enabled AsyncLocalStorage makes Node (20) track every
   * promise of the process, which the hot calls, outside any transaction, would pay for.
   */
  const context = new AsyncLocalStorage<TransactionContext>();
  const exec = (sql: string): void => {
    observeStatement(sql);
    sqlite.exec(sql);
  };
  let owner: { ended: Promise<void> } | null = null;
  const mine = (): boolean => context.getStore() !== undefined;

  const later = async <T>(query: () => T): Promise<T> => {
    while (owner && !mine()) await owner.ended;
    return query();
  };
  /** Runs `query` now when the connection is free or ours (the hot path: no await), else after the transaction under way. */
  const when = <T>(query: () => T): Promise<T> => {
    if (owner && !mine()) return later(query);
    try {
      return Promise.resolve(query());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };

  const database: Database = {
    dialect: 'sqlite',
    exclusive: true,
    changes: null,
    availability: null,
    inTransaction: mine,
    afterTransaction(effect) {
      const current = context.getStore();
      if (current) current.effects.push(effect);
      else effect();
    },
    get: <T>(sql: string, params: readonly SqlValue[] = []) => when(() => prepare(sql).get(...params) as T | undefined),
    all: <T>(sql: string, params: readonly SqlValue[] = []) => when(() => prepare(sql).all(...params) as T[]),
    run: (sql, params = []) => when(() => ({ changes: prepare(sql).run(...params).changes })),
    exec: (sql) =>
      when(() => {
        exec(sql);
      }),

    async transaction<T>(work: () => Promise<T>): Promise<T> {
      const outer = context.getStore();
      if (outer) return await savepoint(exec, context, outer, work);
      while (owner) await owner.ended;
      let end!: () => void;
      owner = { ended: new Promise<void>((resolve) => (end = resolve)) };
      const effects: (() => void)[] = [];
      try {
        exec('BEGIN IMMEDIATE');
        const result = await context.run({ depth: 1, effects }, work);
        exec('COMMIT');
        return result;
      } catch (error) {
        if (sqlite.inTransaction) exec('ROLLBACK');
        throw error;
      } finally {
        owner = null;
        context.disable();
        runEffects(effects);
        end();
      }
    },

    // One process owns a SQLite database; BEGIN IMMEDIATE already keeps a second one out of a migration.
    exclusively: (work) => work(),

    async close() {
      while (owner) await owner.ended;
      sqlite.close();
    },
  };
  return database;
}
