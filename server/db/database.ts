import { channel } from 'node:diagnostics_channel';
import type { DatabaseAvailability } from './availability.ts';

export type SqlValue = string | number | null | Uint8Array;
export type Dialect = 'sqlite' | 'postgres';

export interface Queries {
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}

/**
 * The thin query interface every repository uses, the same for SQLite and PostgreSQL. SQL is
 * written with `?` placeholders and portable syntax (PostgreSQL's driver gets `$n`); where the
 * two must differ (row locking), a repository asks `dialect`.
 *
 * Transactions need no handle: inside `transaction(work)` every query of this database — the
 * repositories' included — runs in that transaction (the current transaction travels with the
 * async context), and everything outside waits for nothing but its own turn.
 */
export interface Database extends Queries {
  readonly dialect: Dialect;
  /**
   * True when this process is the database's only user (one SQLite file, one server): an
   * in-memory read cache cannot go stale behind its back. False on PostgreSQL, where several
   * processes serve the same users (and a cache needs `changes`).
   */
  readonly exclusive: boolean;
  /**
   * Notices of the watched rows any process changes (PostgreSQL: triggers and LISTEN/NOTIFY,
   * server/db/row-changes.ts), by which a process that shares the database keeps read caches
   * fresh; null on SQLite, where this process sees every write itself.
   */
  readonly changes: RowChangeFeed | null;
  /**
   * Whether the database can be reached (PostgreSQL: it may restart or stop while the server
   * runs; server/db/availability.ts); null on SQLite, a file this process opened.
   */
  readonly availability: DatabaseAvailability | null;
  /** True inside `transaction(work)`'s work (in its async context). */
  inTransaction(): boolean;
  /** Runs `effect` when the transaction under way ends, committed or rolled back; at once outside one. */
  afterTransaction(effect: () => void): void;
  /**
   * Runs `work` atomically: every write inside commits together or not at all. On PostgreSQL the
   * transaction is SERIALIZABLE and is run again when the database reports a serialization
   * conflict with a concurrent one, so `work` may run more than once: it does database work only.
   * A transaction inside a transaction is a savepoint.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** Executes a script of several statements (migrations only). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` while holding a lock every server process on this database shares (migrating
   * and seeding at start: two processes starting at once must not both do it).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A committed change to a row of a watched table (an update or a delete). */
export interface RowChange {
  table: string;
  id: string;
}

/** Told each change; `null`: anything may have changed (the feed was down for a while). */
export type RowChangeListener = (change: RowChange | null) => void;

export interface RowChangeFeed {
  /** False while changes may go unseen (between a lost connection and listening again). */
  readonly live: boolean;
  subscribe(listener: RowChangeListener): void;
}

/**
 * Every statement an adapter sends to its database, transaction control included, published for
 * whoever observes the process (the bench counts statements per request with a preloaded
 * subscriber, bench/lib/count-statements.ts). With no subscriber a statement costs one check.
 */
export const statementChannel = channel('jigap.db.statement');

/** Publishes `sql` on the statement channel when someone listens. */
export const observeStatement = (sql: string): void => {
  if (statementChannel.hasSubscribers) statementChannel.publish(sql);
};

/**
 * Runs the effects registered with `afterTransaction` for a transaction that has ended. Each is a
 * cache's invalidation: one that throws must not keep the others (or the transaction's end) from running.
 */
export function runEffects(effects: (() => void)[]): void {
  for (const effect of effects.splice(0)) {
    try {
      effect();
    } catch {
      // see above
    }
  }
}

/** `(?, ?, ?)` for a list of values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');
