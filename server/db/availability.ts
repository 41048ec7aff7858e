import { describeError, isDatabaseUnavailable } from './unavailable.ts';

/** The database went away (first seen at `since`, with `error`), or came back after `downMs` and `refused` calls answered 503. */
export type AvailabilityChange = { up: false; since: number; error: string } | { up: true; since: number; downMs: number; refused: number };

export interface ProbeTiming {
  /** The wait before the second check of a database found gone; it doubles after each failed one… */
  firstRetryMs: number;
  /** …up to this: how long the database's return may go unnoticed at most. */
  maxRetryMs: number;
}

export const PROBE_TIMING: ProbeTiming = { firstRetryMs: 100, maxRetryMs: 1000 };

type State = 'up' | 'checking' | 'down';

/**
 * Whether this process can reach its database, decided by checks rather than by each failure: a
 * failure that looks like the database's absence (server/db/unavailable.ts), or the end of the
 * connection that listens for row changes, starts a check — `probe`, a new connection and
 * `SELECT 1`. When it fails the database is down: one change is told (the server logs it), the
 * checks go on, each a little later than the last (PROBE_TIMING), and the first that passes tells
 * the return, with how long it took and how many calls were refused meanwhile. A check that passes
 * at once (one connection was ended, not the server) tells nothing.
 *
 * Nothing waits for a check: while one runs, calls still try the database, and each that fails
 * answers 503 on its own error. What is down is `up === false`: /api/check answers 503 then, so a
 * load balancer takes the process out, and the issuance runner stops claiming until the return.
 */
export class DatabaseAvailability {
  private state: State = 'up';
  private since = 0;
  private error = '';
  private refusedCount = 0;
  private retryMs: number;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly listeners = new Set<(change: AvailabilityChange) => void>();

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly timing: ProbeTiming = PROBE_TIMING,
  ) {
    this.retryMs = timing.firstRetryMs;
  }

  /** False from a failed check until one passes. */
  get up(): boolean {
    return this.state !== 'down';
  }

  /** Told when the database is found gone and when it is back; answers the unsubscription. */
  onChange(listener: (change: AvailabilityChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A statement or a connection failed: when the error is the database's absence, check. */
  failed(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.check(describeError(error));
  }

  /** Something suggests the database went away (`reason`): check now, unless a check is under way. */
  check(reason: string): void {
    if (this.closed || this.state !== 'up') return;
    this.state = 'checking';
    this.since = Date.now();
    this.error = reason;
    this.refusedCount = 0;
    this.retryMs = this.timing.firstRetryMs;
    void this.probeOnce();
  }

  /** A call was answered 503 because the database could not be reached. */
  refused(): void {
    if (this.state !== 'up') this.refusedCount += 1;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private async probeOnce(): Promise<void> {
    let reached = true;
    try {
      await this.probe();
    } catch {
      reached = false;
    }
    if (this.closed) return;
    if (reached) return this.reached();
    if (this.state === 'checking') {
      this.state = 'down';
      this.tell({ up: false, since: this.since, error: this.error });
    }
    this.timer = setTimeout(() => void this.probeOnce(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.timing.maxRetryMs);
  }

  private reached(): void {
    const wasDown = this.state === 'down';
    this.state = 'up';
    if (wasDown) this.tell({ up: true, since: this.since, downMs: Date.now() - this.since, refused: this.refusedCount });
  }

  private tell(change: AvailabilityChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // One listener's failure must not keep the others from hearing it.
      }
    }
  }
}
