import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationsRepo } from '../db/applications.ts';
import type { Database } from '../db/database.ts';
import type { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import type { JobsRepo } from '../db/jobs.ts';
import type { UsersRepo } from '../db/users.ts';
import { issuanceTexts } from '../messages.ts';
import { DAY_MS, isoNow } from '../time.ts';
import { agencyAnswer, agencyDelayMs } from './agency.ts';
import { newDocumentNumber, type PdfIssuer } from './issuer.ts';

/** Documents stay in the inbox 90 days (000 §9). */
export const DOCUMENT_KEEP_DAYS = 90;
export const MAX_ATTEMPTS = 5;
const TICK_MS = 100;
const BATCH = 8;

export const documentIdOf = (applicationId: string): string => `doc-${applicationId}`;

export interface RunnerDeps {
  db: Database;
  applications: ApplicationsRepo;
  jobs: JobsRepo;
  documents: IssuedDocumentsRepo;
  users: UsersRepo;
  issuer: PdfIssuer;
  latencyMs: () => number;
  log: FastifyBaseLogger;
}

/**
 * Moves PROCESSING applications through the simulated agency. The jobs table is the queue:
 * the runner only looks at due PENDING rows, so whatever was pending when the server stopped
 * runs after the next start. Every finishing write (document, application state, job state)
 * is one transaction; a crash before it leaves the job pending and it simply runs again.
 */
export class IssuanceRunner {
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private stopped = true;
  private readonly finishListeners: ((applicationId: string) => void)[] = [];
  /** Milliseconds from the agency's answer to the stored, signed PDF (last 100 jobs). */
  readonly documentReadyMs: number[] = [];

  constructor(private readonly deps: RunnerDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.runDue(), TICK_MS);
    this.timer.unref();
    void this.runDue();
  }

  /** Stops taking jobs and waits for those under way (called before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * `listener` runs inside the transaction that finishes an application (COMPLETE or FAIL), so
   * what it writes commits with it: a package settles with its last document (server/packages).
   */
  onFinish(listener: (applicationId: string) => void): void {
    this.finishListeners.push(listener);
  }

  private finished(applicationId: string): void {
    for (const listener of this.finishListeners) listener(applicationId);
  }

  /** Schedules the agency's work for a PROCESSING application (inside the caller's transaction). */
  enqueue(applicationId: string, formData: Record<string, unknown>, now = Date.now()): void {
    this.deps.jobs.enqueue(applicationId, now + agencyDelayMs(formData, this.deps.latencyMs()), isoNow(now));
  }

  /** Runs every job due at `now` (tests pass a later time to reach a long lead). */
  async runDue(now = Date.now()): Promise<void> {
    if (this.stopped) return;
    const started: Promise<void>[] = [];
    for (const job of this.deps.jobs.due(now, BATCH)) {
      if (this.running.has(job.applicationId)) continue;
      const work = this.run(job.applicationId, job.attempts + 1).finally(() => this.running.delete(job.applicationId));
      this.running.set(job.applicationId, work);
      started.push(work);
    }
    await Promise.all(started);
  }

  private async run(applicationId: string, attempt: number): Promise<void> {
    const { db, applications, jobs, documents, users, issuer, log } = this.deps;
    jobs.startAttempt(applicationId, isoNow());
    try {
      const application = applications.findById(applicationId);
      if (!application || application.state !== 'PROCESSING') {
        jobs.finish(applicationId, 'DONE', isoNow());
        return;
      }
      const answer = agencyAnswer(application.formData);
      if (!answer.ok) {
        db.transaction(() => {
          applications.transition(applicationId, ['PROCESSING'], { state: 'FAIL', message: answer.message }, isoNow());
          jobs.finish(applicationId, 'DONE', isoNow());
          this.finished(applicationId);
        });
        log.info({ applicationId }, 'issuance failed at the agency (demo rule)');
        return;
      }
      const agencyDone = performance.now();
      const issuedAt = new Date();
      const document = {
        id: documentIdOf(applicationId),
        ownerUserId: application.ownerUserId,
        applicationId,
        edocPath: application.edocPath,
        name: application.name,
        issuerName: application.issuerName,
        holderName: users.findById(application.ownerUserId)?.name ?? '',
        documentNumber: newDocumentNumber(issuedAt),
        formData: application.formData,
        issuedAt: issuedAt.toISOString(),
        expiresAt: new Date(issuedAt.getTime() + DOCUMENT_KEEP_DAYS * DAY_MS).toISOString(),
      };
      const file = await issuer.render(document);
      db.transaction(() => {
        if (!documents.findById(document.id)) documents.insert({ ...document, ...file });
        applications.transition(applicationId, ['PROCESSING'], { state: 'COMPLETE', documentId: document.id, message: null }, isoNow());
        jobs.finish(applicationId, 'DONE', isoNow());
        this.finished(applicationId);
      });
      const readyMs = Math.round(performance.now() - agencyDone);
      this.documentReadyMs.push(readyMs);
      if (this.documentReadyMs.length > 100) this.documentReadyMs.shift();
      log.info({ applicationId, documentId: document.id, readyMs }, 'document issued');
    } catch (error) {
      this.fail(applicationId, attempt, error);
    }
  }

  private fail(applicationId: string, attempt: number, error: unknown): void {
    const { db, applications, jobs, log } = this.deps;
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ applicationId, attempt, err: error }, 'issuance job failed');
    if (attempt >= MAX_ATTEMPTS) {
      db.transaction(() => {
        applications.transition(applicationId, ['PROCESSING'], { state: 'FAIL', message: issuanceTexts.agencyRetriesExhausted }, isoNow());
        jobs.finish(applicationId, 'FAILED', isoNow(), reason);
        this.finished(applicationId);
      });
      return;
    }
    jobs.retry(applicationId, Date.now() + 500 * 2 ** attempt, reason, isoNow());
  }
}
