import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { TaskLeasesRepo } from '../db/task-leases.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DAY_MS, isoNow, kstDayStart } from '../time.ts';
import { leaseHolder, Ticker } from '../leases.ts';
import { purgeSubmission, type PurgeDeps } from './purge.ts';

export const RETENTION_TASK = 'desk-retention';
/** How often a round runs (one process per round, whatever the number of processes). */
export const RETENTION_INTERVAL_MS = 10 * 60_000;
/** How often each process looks whether a round is due. */
const TICK_MS = 60_000;
const BATCH = 50;

export interface RetentionDeps extends PurgeDeps {
  db: Database;
  leases: TaskLeasesRepo;
  retentionDays: () => number;
  log: FastifyBaseLogger;
}

/**
 * Retention at the desk: an organisation's opened submissions are deleted `retentionDays` after
 * they were opened, unopened ones once the day their documents expire on is over, and those whose
 * sender asked for their deletion at the next round (purgeSubmission: the copies and the
 * organisation's records go, the citizen's stay, and the citizen's log says so).
 */
export class DeskRetention {
  private readonly ticker = new Ticker(TICK_MS, () => this.tick());
  readonly owner = leaseHolder();
  /** What else the desk keeps for its retention days (the presentations it received), swept in the same round. */
  private readonly others: ((keptFrom: string, at: string) => Promise<number>)[] = [];

  constructor(private readonly deps: RetentionDeps) {}

  /** Another of the desk's records swept each round: deletes what was received before `keptFrom` (the round's time `at`). */
  alsoSweep(sweep: (keptFrom: string, at: string) => Promise<number>): void {
    this.others.push(sweep);
  }

  start(): void {
    this.ticker.start();
  }

  stop(): void {
    this.ticker.stop();
  }

  /** Runs a round when one is due and no other process holds it. */
  async tick(now = Date.now()): Promise<void> {
    try {
      if (await this.deps.leases.claim(RETENTION_TASK, this.owner, now, now + RETENTION_INTERVAL_MS)) await this.sweep(now);
    } catch (error) {
      // The database's going away is logged once, by the database (server/plugins/db.ts).
      if (!isDatabaseUnavailable(error)) this.deps.log.error({ err: error }, 'desk retention round failed');
    }
  }

  /** Deletes everything due at `now`; returns how many submissions it deleted. Each deletion is guarded, so a repeat deletes nothing twice. */
  async sweep(now: number): Promise<number> {
    const openedBefore = isoNow(now - this.deps.retentionDays() * DAY_MS);
    const expiredBefore = kstDayStart(now);
    let deleted = 0;
    for (;;) {
      const due = await this.deps.desk.dueForDeletion(openedBefore, expiredBefore, BATCH);
      if (due.length === 0) break;
      for (const { distribution_id: id, reason } of due) {
        if (await this.deps.db.transaction(() => purgeSubmission(this.deps, id, reason, isoNow(now), 'retention'))) deleted += 1;
      }
      if (due.length < BATCH) break;
    }
    for (const sweep of this.others) deleted += await sweep(openedBefore, isoNow(now));
    if (deleted > 0) this.deps.log.info({ deleted }, 'desk retention deleted submissions');
    return deleted;
  }
}
