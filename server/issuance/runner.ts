import type { FastifyBaseLogger } from 'fastify';
import type { ActivityRepo } from '../db/activity.ts';
import type { ApplicationsRepo } from '../db/applications.ts';
import type { Database } from '../db/database.ts';
import type { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import type { JobsRepo } from '../db/jobs.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { UsersRepo } from '../db/users.ts';
import { issuanceTexts } from '../messages.ts';
import { leaseHolder } from '../leases.ts';
import { isoNow } from '../time.ts';
import { documentExpiry, type Validity } from './validity.ts';
import { failApplication } from './application-events.ts';
import { newDocumentNumber, type PdfIssuer } from './issuer.ts';
import type { Agency, AgencyRequest } from './ports.ts';

export const MAX_ATTEMPTS = 5;
const TICK_MS = 100;
const BATCH = 8;

export const documentIdOf = (applicationId: string): string => `doc-${applicationId}`;

/** How long a claimed job is this process's before another may take it over (JIGAP_JOB_LEASE_MS). */
export const DEFAULT_JOB_LEASE_MS = 30_000;

export interface RunnerDeps {
  db: Database;
  applications: ApplicationsRepo;
  jobs: JobsRepo;
  documents: IssuedDocumentsRepo;
  users: UsersRepo;
  issuer: PdfIssuer;
  /** The citizen's activity log: an issued document and a failed application are its events. */
  activity: ActivityRepo;
  /** The issuing agencies (the agency port): how long each takes, and its answer. */
  agency: Agency;
  /** The validity a certificate's document states (its folder's manifest), by edoc path. */
  validityOf: (edocPath: string) => Validity | null;
  log: FastifyBaseLogger;
  leaseMs?: number;
}

/** The job was taken over by another process while this one worked on it: this attempt's writes roll back. */
class LeaseLost extends Error {}

/**
 * Moves PROCESSING applications through the agency (the agency port). The jobs table is the queue,
 * shared by every server process on the database: a process leases the due jobs it takes
 * (JobsRepo.claim), so whatever was pending when a server stopped — or died — runs on the next
 * claim after its lease. Every finishing write (document and its file, application state, job
 * state, a package settled with it) is one transaction that first checks the lease is still
 * ours, so a job's work commits exactly once however many processes poll.
 */
export class IssuanceRunner {
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private stopped = true;
  private polling = false;
  /** Set when the database's absence may have left jobs leased to this process that it does not run. */
  private releaseDue = false;
  private unsubscribe: (() => void) | undefined;
  private readonly finishListeners: ((applicationId: string) => Promise<void>)[] = [];
  /** This process, as the jobs table names the holder of a lease. */
  readonly owner = leaseHolder();
  /** Milliseconds from the agency's answer to the stored, signed PDF (last 100 jobs). */
  readonly documentReadyMs: number[] = [];

  constructor(private readonly deps: RunnerDeps) {}

  private get leaseMs(): number {
    return this.deps.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.poll(), TICK_MS);
    this.timer.unref();
    // The database is back: what it interrupted runs again at once, not after its lease.
    this.unsubscribe = this.deps.db.availability?.onChange((change) => {
      if (!change.up) return;
      this.releaseDue = true;
      void this.poll();
    });
    void this.poll();
  }

  /** Stops taking jobs and waits for those under way (called before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * `listener` runs inside the transaction that finishes an application (COMPLETE or FAIL), so
   * what it writes commits with it: a package settles with its last document (server/packages).
   */
  onFinish(listener: (applicationId: string) => Promise<void>): void {
    this.finishListeners.push(listener);
  }

  private async finished(applicationId: string): Promise<void> {
    for (const listener of this.finishListeners) await listener(applicationId);
  }

  /** Schedules the agency's answer to a PROCESSING application (inside the caller's transaction). */
  async enqueue(request: AgencyRequest, now = Date.now()): Promise<void> {
    await this.deps.jobs.enqueue(request.applicationId, now + this.deps.agency.processingMs(request), isoNow(now));
  }

  /**
   * The timer's tick: one claim at a time, and a database hiccup waits for the next tick. While the
   * database is away nothing is tried (its return is told, and polls at once); the outage is the
   * database's to log (server/plugins/db.ts), not each tick's.
   */
  private async poll(): Promise<void> {
    if (this.polling || this.stopped || this.deps.db.availability?.up === false) return;
    this.polling = true;
    try {
      if (this.releaseDue) await this.releaseHeld();
      await this.runDue();
    } catch (error) {
      // A claim the database lost the answer of may have leased jobs all the same.
      if (isDatabaseUnavailable(error)) this.releaseDue = true;
      else this.deps.log.error({ err: error }, 'claiming issuance jobs failed');
    } finally {
      this.polling = false;
    }
  }

  /** Gives back the jobs this process holds and does not run, so they are claimed again now. */
  private async releaseHeld(): Promise<void> {
    this.releaseDue = false;
    try {
      const released = await this.deps.jobs.releaseHeld(this.owner, [...this.running.keys()], isoNow());
      if (released > 0) this.deps.log.info({ released }, 'issuance jobs the database interrupted run again');
    } catch (error) {
      this.releaseDue = true;
      throw error;
    }
  }

  /** Claims and runs every job due at `now` (tests pass a later time to reach a long lead). */
  async runDue(now = Date.now()): Promise<void> {
    if (this.stopped) return;
    const started: Promise<void>[] = [];
    for (const job of await this.deps.jobs.claim(this.owner, now, now + this.leaseMs, BATCH)) {
      if (this.running.has(job.applicationId)) continue;
      const work = this.run(job.applicationId, job.attempts).finally(() => this.running.delete(job.applicationId));
      this.running.set(job.applicationId, work);
      started.push(work);
    }
    await Promise.all(started);
  }

  /** Ends the job inside the caller's transaction, or rolls that transaction back when the lease was lost. */
  private async finishJob(applicationId: string, state: 'DONE' | 'FAILED', error: string | null = null): Promise<void> {
    if (!(await this.deps.jobs.finish(applicationId, this.owner, state, isoNow(), error))) throw new LeaseLost();
  }

  private async run(applicationId: string, attempt: number): Promise<void> {
    const { db, applications, documents, users, issuer, log } = this.deps;
    try {
      const application = await applications.findById(applicationId);
      if (!application || application.state !== 'PROCESSING') {
        await db.transaction(() => this.finishJob(applicationId, 'DONE'));
        return;
      }
      const answer = await this.deps.agency.answer({ applicationId, edocPath: application.edocPath, ownerUserId: application.ownerUserId, formData: application.formData });
      if (!answer.ok) {
        await db.transaction(async () => {
          await this.finishJob(applicationId, 'DONE');
          await failApplication(this.deps, application, ['PROCESSING'], answer.message);
          await this.finished(applicationId);
        });
        log.info({ applicationId }, 'the agency refused the application');
        return;
      }
      const agencyDone = performance.now();
      const issuedAt = new Date();
      const validity = this.deps.validityOf(application.edocPath);
      const document = {
        id: documentIdOf(applicationId),
        ownerUserId: application.ownerUserId,
        applicationId,
        edocPath: application.edocPath,
        name: application.name,
        issuerName: application.issuerName,
        holderName: (await users.findById(application.ownerUserId))?.name ?? '',
        documentNumber: newDocumentNumber(issuedAt),
        formData: application.formData,
        issuedAt: issuedAt.toISOString(),
        expiresAt: documentExpiry(validity, issuedAt.toISOString()),
        validity,
      };
      const file = await issuer.render(document);
      await db.transaction(async () => {
        await this.finishJob(applicationId, 'DONE');
        const at = isoNow();
        if (!(await applications.transition(applicationId, ['PROCESSING'], { state: 'COMPLETE', documentId: document.id, message: null }, at))) return;
        await documents.insert(document, file, at);
        await this.deps.activity.record({
          kind: 'ISSUED',
          at,
          owner: { userId: application.ownerUserId, name: document.holderName },
          documents: [{ id: document.id, name: document.name }],
          applicationId,
        });
        await this.finished(applicationId);
      });
      const readyMs = Math.round(performance.now() - agencyDone);
      this.documentReadyMs.push(readyMs);
      if (this.documentReadyMs.length > 100) this.documentReadyMs.shift();
      log.info({ applicationId, documentId: document.id, readyMs }, 'document issued');
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn({ applicationId }, 'issuance job was taken over by another process; this attempt is dropped');
        return;
      }
      // Not the job's failure: it is given back when the database is back (releaseHeld), and runs again.
      if (isDatabaseUnavailable(error)) {
        this.releaseDue = true;
        return;
      }
      await this.fail(applicationId, attempt, error);
    }
  }

  private async fail(applicationId: string, attempt: number, error: unknown): Promise<void> {
    const { db, applications, jobs, log } = this.deps;
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ applicationId, attempt, err: error }, 'issuance job failed');
    try {
      if (attempt >= MAX_ATTEMPTS) {
        await db.transaction(async () => {
          await this.finishJob(applicationId, 'FAILED', reason);
          const application = await applications.findById(applicationId);
          if (application) await failApplication(this.deps, application, ['PROCESSING'], issuanceTexts.agencyRetriesExhausted);
          await this.finished(applicationId);
        });
        return;
      }
      await jobs.retry(applicationId, this.owner, Date.now() + 500 * 2 ** attempt, reason, isoNow());
    } catch (next) {
      if (next instanceof LeaseLost) return;
      // The database went away: the job is given back when it is back (releaseHeld).
      if (isDatabaseUnavailable(next)) this.releaseDue = true;
      else log.error({ applicationId, err: next }, 'issuance job could not be rescheduled');
    }
  }
}
