import type { Database } from './database.ts';
import { WATCHED_TABLES, type WatchedTable } from './row-changes.ts';

/**
 * How long an entry is served on a database other processes share. Every change is told by the
 * row-change feed as it commits (server/db/row-changes.ts); this bound only caps how long a
 * change could go unseen should a notice be lost without the feed noticing.
 */
export const SHARED_ENTRY_MS = 30_000;

interface Entry<V> {
  value: V;
  /** Epoch ms after which it is not served (Infinity when this process is the database's only user). */
  until: number;
}

/**
 * An in-memory read cache for the hot rows of one table (the session, the user, the polled
 * status), so that the calls every page and every poll make read no database at all:
 *
 * - SQLite (this process is the database's only user): an entry stays until the row changes;
 *   every write to it goes through its repository, which drops the entry.
 * - PostgreSQL (other processes write the same rows): an entry is served only while the
 *   row-change feed is live, and is dropped when any process's change to the row commits (a
 *   trigger's notice), or after SHARED_ENTRY_MS at most. Without a feed nothing is kept.
 *
 * A read inside a transaction neither uses nor fills the cache (it reads what the transaction
 * sees). A fill takes a ticket before its read: when anything was dropped meanwhile, the value it
 * read may predate that change and is not kept. A write inside a transaction drops the entry
 * again when the transaction ends, after any read that raced it.
 */
export class ReadCache<V> {
  private readonly entries: Map<string, Entry<V>> | null;
  private readonly keepMs: number;
  private generation = 0;
  /** Counts the committed changes this process has heard of, for `changedSince`. */
  private heard = 0;
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(
    private readonly db: Pick<Database, 'exclusive' | 'changes' | 'inTransaction' | 'afterTransaction'>,
    table: WatchedTable,
    private readonly limit = 10_000,
  ) {
    if (!WATCHED_TABLES.includes(table)) throw new Error(`${table}: a read cache needs its table watched (server/db/row-changes.ts)`);
    const feed = db.exclusive ? null : db.changes;
    this.entries = db.exclusive || feed ? new Map() : null;
    this.keepMs = feed ? SHARED_ENTRY_MS : Infinity;
    feed?.subscribe((change) => {
      if (change === null) this.clear();
      else if (change.table === table) this.committed(change.id);
    });
  }

  get(key: string): V | undefined {
    const entry = this.entries?.get(key);
    if (entry === undefined) return undefined;
    if (this.keepMs !== Infinity && (entry.until <= Date.now() || !this.db.changes?.live)) return undefined;
    if (this.db.inTransaction()) return undefined;
    return entry.value;
  }

  /** Taken before reading a row to `set`: the read's place among the drops. */
  ticket(): number {
    return this.db.inTransaction() ? -1 : this.generation;
  }

  /** Keeps `value`, read after `ticket` was taken, unless something was dropped since. */
  set(key: string, value: V, ticket: number): void {
    if (!this.entries || ticket !== this.generation) return;
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, { value, until: this.keepMs === Infinity ? Infinity : Date.now() + this.keepMs });
  }

  /** This process changed the row: drop its entry now and, inside a transaction, again when it ends. */
  delete(key: string): void {
    this.drop(key);
    if (this.db.inTransaction()) this.db.afterTransaction(() => this.committed(key));
    else this.committed(key);
  }

  clear(): void {
    this.entries?.clear();
    this.generation += 1;
    this.heard += 1;
    for (const key of [...this.waiting.keys()]) this.wake(key);
  }

  /** Taken before reading a row that `changedSince` may then wait on. */
  changeTicket(): number {
    return this.heard;
  }

  /**
   * Waits at most `ms` for a committed change of the row under `key` (this process's write
   * through its repository, or another process's notice): true when one came, at once when any
   * change was heard since `ticket` (the row may have moved between the read and the wait),
   * false when the time ran out — or at once when changes cannot be heard here (a shared
   * database without a live feed).
   */
  changedSince(key: string, ticket: number, ms: number): Promise<boolean> {
    if (ticket !== this.heard) return Promise.resolve(true);
    if (!this.entries || (this.keepMs !== Infinity && !this.db.changes?.live)) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiters = this.waiting.get(key) ?? new Set<() => void>();
      this.waiting.set(key, waiters);
      const done = (changed: boolean) => {
        clearTimeout(timer);
        waiters.delete(wake);
        if (waiters.size === 0 && this.waiting.get(key) === waiters) this.waiting.delete(key);
        resolve(changed);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      waiters.add(wake);
    });
  }

  private drop(key: string): void {
    this.entries?.delete(key);
    this.generation += 1;
  }

  /** A change of the row is committed: its entry goes, and whoever waits for it is told. */
  private committed(key: string): void {
    this.drop(key);
    this.heard += 1;
    this.wake(key);
  }

  private wake(key: string): void {
    for (const wake of [...(this.waiting.get(key) ?? [])]) wake();
  }
}
