import type { Database } from './database.ts';

/**
 * Periodic tasks shared by every server process on the database (the desk's retention sweep): a
 * process leases a task until its next run is due, as issuance jobs are leased, so one process
 * runs each round; when the process holding it dies, the lease runs out and another takes it.
 */
export class TaskLeasesRepo {
  constructor(private readonly db: Database) {}

  /** True when `owner` now holds `name` until `leaseUntil` (epoch ms): its lease had run out, or it was never run. */
  async claim(name: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
    await this.db.run('INSERT INTO task_leases (name) VALUES (?) ON CONFLICT (name) DO NOTHING', [name]);
    const { changes } = await this.db.run(
      'UPDATE task_leases SET locked_by = ?, locked_until = ?, last_run_at = ? WHERE name = ? AND (locked_until IS NULL OR locked_until <= ?)',
      [owner, leaseUntil, new Date(now).toISOString(), name, now],
    );
    return changes === 1;
  }
}
