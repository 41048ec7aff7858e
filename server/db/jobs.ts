import type { Database } from './database.ts';

export interface Job {
  applicationId: string;
  runAt: number;
  attempts: number;
}

/** Durable issuance jobs: one per application, PENDING until the agency has answered. */
export class JobsRepo {
  constructor(private readonly db: Database) {}

  /** Schedules (or reschedules) the application's job. */
  enqueue(applicationId: string, runAt: number, now: string): void {
    this.db.run(
      `INSERT INTO jobs (application_id, run_at, attempts, state, updated_at) VALUES (?, ?, 0, 'PENDING', ?)
       ON CONFLICT (application_id) DO UPDATE SET run_at = excluded.run_at, state = 'PENDING', updated_at = excluded.updated_at`,
      [applicationId, runAt, now],
    );
  }

  due(now: number, limit: number): Job[] {
    return this.db
      .all<{ application_id: string; run_at: number; attempts: number }>(
        "SELECT application_id, run_at, attempts FROM jobs WHERE state = 'PENDING' AND run_at <= ? ORDER BY run_at LIMIT ?",
        [now, limit],
      )
      .map((row) => ({ applicationId: row.application_id, runAt: row.run_at, attempts: row.attempts }));
  }

  /** The earliest pending run time, for the runner's next wake-up. */
  nextRunAt(): number | undefined {
    return this.db.get<{ next: number | null }>("SELECT MIN(run_at) AS next FROM jobs WHERE state = 'PENDING'")?.next ?? undefined;
  }

  find(applicationId: string): (Job & { state: string; lastError: string | null }) | undefined {
    const row = this.db.get<{ application_id: string; run_at: number; attempts: number; state: string; last_error: string | null }>(
      'SELECT * FROM jobs WHERE application_id = ?',
      [applicationId],
    );
    return row && { applicationId: row.application_id, runAt: row.run_at, attempts: row.attempts, state: row.state, lastError: row.last_error };
  }

  /** Counts an attempt before it runs, so a crash mid-attempt still counts. */
  startAttempt(applicationId: string, now: string): void {
    this.db.run('UPDATE jobs SET attempts = attempts + 1, updated_at = ? WHERE application_id = ?', [now, applicationId]);
  }

  retry(applicationId: string, runAt: number, error: string, now: string): void {
    this.db.run('UPDATE jobs SET run_at = ?, last_error = ?, updated_at = ? WHERE application_id = ?', [runAt, error, now, applicationId]);
  }

  finish(applicationId: string, state: 'DONE' | 'FAILED', now: string, error: string | null = null): void {
    this.db.run('UPDATE jobs SET state = ?, last_error = ?, updated_at = ? WHERE application_id = ?', [state, error, now, applicationId]);
  }
}
