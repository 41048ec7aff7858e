import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This process as a lease table names the holder of a task or a job: the host, the pid and a
 * random part, so that a process started again with the same pid holds nothing of the last one's.
 */
export const leaseHolder = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * The timer of a leased task: every process looks every `tickMs` (and once at start) whether a
 * round is due, and the lease decides which one runs it. The timer does not keep the process alive.
 */
export class Ticker {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tickMs: number,
    private readonly round: () => Promise<void>,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.round(), this.tickMs);
    this.timer.unref();
    void this.round();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
