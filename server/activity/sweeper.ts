import type { FastifyBaseLogger } from 'fastify';
import type { ActivityRepo } from '../db/activity.ts';
import type { ActivityDueRepo } from '../db/activity-due.ts';
import type { Database } from '../db/database.ts';
import type { TaskLeasesRepo } from '../db/task-leases.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DAY_MS, isoNow, kstDayStart, remainingDays } from '../time.ts';
import { leaseHolder, Ticker } from '../leases.ts';

/** The daily notice: a document with this many days left or fewer is about to expire (000 §9's warning). */
export const EXPIRY_NOTICE_DAYS = 10;
export const EXPIRY_NOTICE_TASK = 'activity-expiry-notices';
/** Its name in task_leases (stored, so it keeps the name it was first given). */
export const ONCE_LINK_CLOSING_TASK = 'activity-share-closing';
/** How often each task runs, in one process at a time however many there are. */
export const EXPIRY_NOTICE_INTERVAL_MS = DAY_MS;
export const ONCE_LINK_CLOSING_INTERVAL_MS = 10 * 60_000;
const TICK_MS = 60_000;
const BATCH = 100;

export interface SweeperDeps {
  db: Database;
  activity: ActivityRepo;
  due: ActivityDueRepo;
  leases: TaskLeasesRepo;
  /** How long the reading session a right PIN opens lasts: then the link is spent. */
  readingSessionMs: number;
  maxPinTries: number;
  log: FastifyBaseLogger;
}

/**
 * What the activity log records as time passes, on the job machinery the desk's retention uses
 * (leased tasks, safe with several processes): once a day, an event per document that has
 * reached its last 10 days; every few minutes, an event per one-time link that was spent or
 * expired. Each is guarded, so a repeat records nothing twice.
 */
export class ActivitySweeper {
  private readonly ticker = new Ticker(TICK_MS, () => this.tick());
  readonly owner = leaseHolder();

  constructor(private readonly deps: SweeperDeps) {}

  start(): void {
    this.ticker.start();
  }

  stop(): void {
    this.ticker.stop();
  }

  /** Runs each task that is due and that no other process holds. */
  async tick(now = Date.now()): Promise<void> {
    const { leases, log } = this.deps;
    try {
      if (await leases.claim(EXPIRY_NOTICE_TASK, this.owner, now, now + EXPIRY_NOTICE_INTERVAL_MS)) await this.expiryNotices(now);
      if (await leases.claim(ONCE_LINK_CLOSING_TASK, this.owner, now, now + ONCE_LINK_CLOSING_INTERVAL_MS)) await this.closeOnceLinks(now);
    } catch (error) {
      // The database's going away is logged once, by the database (server/plugins/db.ts).
      if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'activity log round failed');
    }
  }

  /**
   * Records EXPIRING for each kept document with 0 to 10 days left at `now` (Korean days) that has
   * not had its notice; returns how many it recorded.
   */
  async expiryNotices(now: number): Promise<number> {
    const from = kstDayStart(now);
    const until = kstDayStart(now + (EXPIRY_NOTICE_DAYS + 1) * DAY_MS);
    const at = isoNow(now);
    let recorded = 0;
    for (;;) {
      const due = await this.deps.due.expiryNotices(from, until, BATCH);
      for (const document of due) {
        const noticed = await this.deps.db.transaction(async () => {
          if (!(await this.deps.due.markExpiryNoticed(document.id, at))) return false;
          const detail = String(remainingDays(document.expires_at, now));
          await this.deps.activity.record({ kind: 'EXPIRING', at, owner: { userId: document.owner_user_id }, documents: [{ id: document.id, name: document.name }], detail });
          return true;
        });
        if (noticed) recorded += 1;
      }
      if (due.length < BATCH) break;
    }
    if (recorded > 0) this.deps.log.info({ recorded }, 'expiry notices recorded');
    return recorded;
  }

  /** Records ONCE_LINK_SPENT or ONCE_LINK_EXPIRED for each link that ended by `now`, at the time it ended. */
  async closeOnceLinks(now: number): Promise<number> {
    const { due, activity, db, readingSessionMs, maxPinTries } = this.deps;
    let recorded = 0;
    for (;;) {
      const links = await due.onceLinkClosings(isoNow(now), isoNow(now - readingSessionMs), maxPinTries, BATCH);
      for (const link of links) {
        const ended = link.kind === 'ONCE_LINK_SPENT' ? isoNow(Date.parse(link.used_at as string) + readingSessionMs) : link.expires_at;
        const closed = await db.transaction(async () => {
          if (!(await due.markShareClosed(link.id, isoNow(now)))) return false;
          await activity.record({ kind: link.kind, at: ended, owner: { userId: link.owner_user_id }, documents: await due.onceLinkDocuments(link.id), onceLinkId: link.id });
          return true;
        });
        if (closed) recorded += 1;
      }
      if (links.length < BATCH) break;
    }
    return recorded;
  }
}
