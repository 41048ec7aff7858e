import pg from 'pg';
import type { RowChange, RowChangeFeed, RowChangeListener } from './database.ts';
import { ROW_CHANGES_CHANNEL } from './row-changes.ts';
import { describeError } from './unavailable.ts';

const parse = (payload: string | undefined): RowChange | null => {
  const colon = payload?.indexOf(':') ?? -1;
  return payload && colon > 0 ? { table: payload.slice(0, colon), id: payload.slice(colon + 1) } : null;
};

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * This process's ear on `jigap_row_changed`: one connection of its own that LISTENs, and tells
 * the subscribers each change. While it is down (a lost connection, a database restart) the feed
 * is not live and every subscriber is told that anything may have changed, once when it goes down
 * and once when it listens again; it reconnects by itself, waiting longer after each failure.
 */
export class PostgresRowChanges implements RowChangeFeed {
  live = false;
  private readonly listeners = new Set<RowChangeListener>();
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retry: NodeJS.Timeout | undefined;

  /** `lostListener` hears each loss of a listening connection (the database may have gone: server/db/availability.ts). */
  constructor(
    private readonly url: string,
    private readonly lostListener: (reason: string) => void = () => {},
  ) {}

  subscribe(listener: RowChangeListener): void {
    this.listeners.add(listener);
  }

  /** Listens; resolves once the first LISTEN is in place or has failed (then it keeps trying). */
  async start(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== ROW_CHANGES_CHANNEL) return;
      const change = parse(message.payload);
      if (change) this.tell(change);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('Connection terminated')));
    try {
      await client.connect();
      await client.query(`LISTEN ${ROW_CHANGES_CHANNEL}`);
      if (this.client !== client) return;
      this.live = true;
      this.retryMs = RETRY_MIN_MS;
      this.tell(null);
    } catch (error) {
      this.lost(client, error);
    }
  }

  /** The database is back: listen again now rather than at the next, possibly distant, retry. */
  reconnectNow(): void {
    if (this.closed || this.client) return;
    clearTimeout(this.retry);
    this.retryMs = RETRY_MIN_MS;
    void this.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.live = false;
    this.listeners.clear();
    await client?.end().catch(() => undefined);
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    const wasLive = this.live;
    this.live = false;
    this.tell(null);
    if (wasLive && !this.closed) this.lostListener(describeError(error));
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.retry = setTimeout(() => void this.start(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private tell(change: RowChange | null): void {
    for (const listener of this.listeners) listener(change);
  }
}
