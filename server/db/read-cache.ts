import type { Database } from './database.ts';

/**
 * An in-memory read cache for a hot row (the session, the user, the polled status), kept only
 * where it cannot go stale: when this process is the database's only user (SQLite). Every write
 * to the row goes through its repository, which drops the entry. On PostgreSQL, where other
 * processes write the same rows, it keeps nothing and every read goes to the database.
 */
export class ReadCache<V> {
  private readonly entries: Map<string, V> | null;

  constructor(
    db: Pick<Database, 'exclusive'>,
    private readonly limit = 10_000,
  ) {
    this.entries = db.exclusive ? new Map() : null;
  }

  get(key: string): V | undefined {
    return this.entries?.get(key);
  }

  set(key: string, value: V): void {
    if (!this.entries) return;
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }

  clear(): void {
    this.entries?.clear();
  }
}
