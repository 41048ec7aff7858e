import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { DatabaseAvailability } from './availability.ts';
import { observeStatement, runEffects, type Database, type SqlValue } from './database.ts';
import { PostgresRowChanges } from './postgres-row-changes.ts';

/** Numbered placeholders for PostgreSQL: `?` outside quotes and comments becomes `$1`, `$2`… */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      out += `$${++n}`;
    } else {
      out += c;
    }
  }
  return out;
}

/** The SQLSTATEs after which a SERIALIZABLE transaction is simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_TRIES = 12;

// COUNT and SUM answer bigint and numeric: JavaScript numbers, as SQLite gives them.
const parseNumber = (value: string): number => Number(value);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20 || oid === 1700 ? parseNumber : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

const STARTUP_LOCK = 7_414_370_001; // any constant; every Jigap process on the database uses it

interface TransactionContext {
  client: pg.PoolClient;
  depth: number;
  /** What runs when the top-level transaction ends (shared by its savepoints). */
  effects: (() => void)[];
}

/** A statement of the adapter's own (transaction control, locks) on `client`. */
async function control(client: pg.PoolClient, sql: string, params?: unknown[]): Promise<void> {
  observeStatement(sql);
  await client.query(sql, params);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a call waits for a connection (a new one, or a free one of the pool) before it fails —
 * and answers 503 — rather than hang on a database that does not answer at all.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** A check of whether the database is back (server/db/availability.ts) gives up after this. */
const PROBE_TIMEOUT_MS = 2000;

/** Whether the database at `url` takes a new connection and answers a statement; throws when it does not. */
export async function probeDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A connection taken from the pool is no longer watched by the pool's own error listener: while
 * held between statements, the database's going away (57P01 to every connection on a fast stop)
 * would be an unhandled 'error' event and end the process. Held connections get this one; the
 * connection is then discarded on release.
 */
async function take(pool: pg.Pool, availability: DatabaseAvailability): Promise<{ client: pg.PoolClient; lost: () => boolean; release: (broken: boolean) => void }> {
  const client = await pool.connect();
  let lost = false;
  const onError = (error: Error) => {
    lost = true;
    availability.failed(error);
  };
  client.on('error', onError);
  return {
    client,
    lost: () => lost,
    release: (broken) => {
      client.off('error', onError);
      client.release(broken || lost);
    },
  };
}

/** The numbered text of each statement, kept for the statements a server runs again and again. */
function placeholderTexts(): (sql: string) => string {
  const texts = new Map<string, string>();
  return (sql) => {
    let text = texts.get(sql);
    if (text === undefined) {
      text = numberPlaceholders(sql);
      if (texts.size < 5_000) texts.set(sql, text);
    }
    return text;
  };
}

/** A top-level transaction on a connection of its own, run again after a serialization conflict. */
async function runTransaction<T>(pool: pg.Pool, availability: DatabaseAvailability, context: AsyncLocalStorage<TransactionContext>, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const held = await take(pool, availability);
    const { client } = held;
    const effects: (() => void)[] = [];
    let broken = false;
    try {
      await control(client, 'BEGIN ISOLATION LEVEL SERIALIZABLE');
      const result = await context.run({ client, depth: 1, effects }, work);
      await control(client, 'COMMIT');
      return result;
    } catch (error) {
      try {
        await control(client, 'ROLLBACK');
      } catch {
        broken = true;
      }
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_TRIES) throw error;
    } finally {
      held.release(broken);
      runEffects(effects);
    }
    // A conflict with a concurrent transaction: wait a moment (more each time) and run it again.
    await sleep(Math.random() * 5 * attempt);
  }
}

/** A transaction inside another: a savepoint on the outer one's connection. */
async function savepoint<T>(outer: TransactionContext, context: AsyncLocalStorage<TransactionContext>, work: () => Promise<T>): Promise<T> {
  const name = `sp${outer.depth}`;
  await control(outer.client, `SAVEPOINT ${name}`);
  try {
    const result = await context.run({ ...outer, depth: outer.depth + 1 }, work);
    await control(outer.client, `RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await control(outer.client, `ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** Work no other Jigap process on the database runs at the same time (start-up: migrations, seeds). */
async function exclusively<T>(pool: pg.Pool, availability: DatabaseAvailability, work: () => Promise<T>): Promise<T> {
  const held = await take(pool, availability);
  try {
    await control(held.client, 'SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      // A lost connection has released the lock with it.
      if (!held.lost()) await control(held.client, 'SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    held.release(false);
  }
}

/**
 * PostgreSQL through a `pg` pool. Outside a transaction each query takes any free connection;
 * a transaction holds one connection, and the queries of its async context use that one. With
 * `watchRowChanges` (a server's database) one more connection listens for row changes
 * (server/db/row-changes.ts), which the read caches need to serve on PostgreSQL.
 */
export async function openPostgres(url: string, options: { poolSize?: number | undefined; watchRowChanges?: boolean | undefined } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, types });
  const availability = new DatabaseAvailability(() => probeDatabase(url));
  // A connection that breaks while idle must not take the process with it; the next query reconnects.
  pool.on('error', (error) => availability.failed(error));
  const changes = options.watchRowChanges ? new PostgresRowChanges(url, (reason) => availability.check(reason)) : null;
  // Back from an outage, the read caches serve again as soon as the feed listens again.
  availability.onChange((change) => change.up && changes?.reconnectNow());
  await changes?.start();
  /** Every failure goes by `availability` (which checks when it is the database's absence), then on to the caller. */
  const watched = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      availability.failed(error);
      throw error;
    });
  // Enabled while a transaction runs only: an enabled AsyncLocalStorage makes Node (20) track every
  // promise of the process (see sqlite.ts).
  const context = new AsyncLocalStorage<TransactionContext>();
  let transactions = 0;
  const textOf = placeholderTexts();
  const query = <T extends pg.QueryResultRow>(sql: string, params: readonly SqlValue[]): Promise<pg.QueryResult<T>> => {
    const on = context.getStore()?.client ?? pool;
    observeStatement(sql);
    return watched(on.query<T>(textOf(sql), params as unknown[]));
  };

  return {
    dialect: 'postgres',
    exclusive: false,
    changes,
    availability,
    inTransaction: () => context.getStore() !== undefined,
    afterTransaction(effect) {
      const current = context.getStore();
      if (current) current.effects.push(effect);
      else effect();
    },
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => (await query<T & pg.QueryResultRow>(sql, params)).rows[0],
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await query<T & pg.QueryResultRow>(sql, params)).rows,
    run: async (sql, params = []) => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
    exec: async (sql) => {
      observeStatement(sql);
      await watched((context.getStore()?.client ?? pool).query(sql));
    },

    async transaction<T>(work: () => Promise<T>): Promise<T> {
      const outer = context.getStore();
      if (outer) return await savepoint(outer, context, work);
      transactions += 1;
      try {
        return await watched(runTransaction(pool, availability, context, work));
      } finally {
        if (--transactions === 0) context.disable();
      }
    },

    exclusively: (work) => watched(exclusively(pool, availability, work)),

    async close() {
      availability.close();
      await changes?.close();
      await pool.end();
    },
  };
}
