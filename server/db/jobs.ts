import { placeholders, type Database } from './database.ts';

export interface Job {
  applicationId: string;
  runAt: number;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Durable issuance jobs: one per application, PENDING until the agency has answered. Several
 * server processes poll the same table: a job is leased to the process that claims it (who and
 * until when), so it runs in one process at a time; a process that dies leaves its lease to run
 * out, and another process takes the job over.
 */
export class JobsRepo {
  constructor(private readonly db: Database) {}

  /** Schedules (or reschedules) the application's job. */
  async enqueue(applicationId: string, runAt: number, now: string): Promise<void> {
    await this.db.run(
      `INSERT INTO jobs (application_id, run_at, attempts, state, updated_at) VALUES (?, ?, 0, 'PENDING', ?)
       ON CONFLICT (application_id) DO UPDATE SET run_at = excluded.run_at, state = 'PENDING', locked_by = NULL,
         locked_until = NULL, updated_at = excluded.updated_at`,
      [applicationId, runAt, now],
    );
  }

  /**
   * Leases up to `limit` due jobs to `owner` until `leaseUntil` (epoch ms) and counts their
   * attempt, before it runs, so a crash mid-attempt still counts. One statement: on PostgreSQL
   * rows another process is claiming right now are skipped (FOR UPDATE SKIP LOCKED); SQLite
   * runs one writer at a time.
   */
  async claim(owner: string, now: number, leaseUntil: number, limit: number): Promise<Job[]> {
    const skipLocked = this.db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
    const rows = await this.db.all<{ application_id: string; run_at: number; attempts: number }>(
      `UPDATE jobs SET locked_by = ?, locked_until = ?, attempts = attempts + 1, updated_at = ?
       WHERE application_id IN (
         SELECT application_id FROM jobs
         WHERE state = 'PENDING' AND run_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
         ORDER BY run_at LIMIT ?${skipLocked})
       RETURNING application_id, run_at, attempts`,
      [owner, leaseUntil, new Date(now).toISOString(), now, now, limit],
    );
    return rows.map((row) => ({ applicationId: row.application_id, runAt: row.run_at, attempts: row.attempts }));
  }

  async find(applicationId: string): Promise<(Job & { state: string; lastError: string | null; lockedBy: string | null }) | undefined> {
    const row = await this.db.get<{
      application_id: string;
      run_at: number;
      attempts: number;
      state: string;
      last_error: string | null;
      locked_by: string | null;
    }>('SELECT * FROM jobs WHERE application_id = ?', [applicationId]);
    return (
      row && {
        applicationId: row.application_id,
        runAt: row.run_at,
        attempts: row.attempts,
        state: row.state,
        lastError: row.last_error,
        lockedBy: row.locked_by,
      }
    );
  }

  /** Gives the job back for a later attempt; false when `owner` no longer holds it. */
  async retry(applicationId: string, owner: string, runAt: number, error: string, now: string): Promise<boolean> {
    const { changes } = await this.db.run(
      `UPDATE jobs SET run_at = ?, last_error = ?, locked_by = NULL, locked_until = NULL, updated_at = ?
       WHERE application_id = ? AND locked_by = ? AND state = 'PENDING'`,
      [runAt, error, now, applicationId, owner],
    );
    return changes === 1;
  }

  /**
   * Gives back every job `owner` holds but is not running (`running`): those whose work the
   * database's going away interrupted, or whose claim's answer it lost, so they run again now
   * rather than after their lease. The attempt each was on is not counted: the database stopped
   * it, not the agency. Answers how many were given back.
   */
  async releaseHeld(owner: string, running: readonly string[], now: string): Promise<number> {
    const except = running.length > 0 ? ` AND application_id NOT IN (${placeholders(running)})` : '';
    const { changes } = await this.db.run(
      `UPDATE jobs SET locked_by = NULL, locked_until = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END, updated_at = ?
       WHERE locked_by = ? AND state = 'PENDING'${except}`,
      [now, owner, ...running],
    );
    return changes;
  }

  /**
   * Ends the job; false when `owner` no longer holds it (its lease ran out and another process
   * took it over): the caller's transaction then rolls back, so the job's work commits once.
   */
  async finish(applicationId: string, owner: string, state: 'DONE' | 'FAILED', now: string, error: string | null = null): Promise<boolean> {
    const { changes } = await this.db.run(
      `UPDATE jobs SET state = ?, last_error = ?, locked_by = NULL, locked_until = NULL, updated_at = ?
       WHERE application_id = ? AND locked_by = ? AND state = 'PENDING'`,
      [state, error, now, applicationId, owner],
    );
    return changes === 1;
  }
}
