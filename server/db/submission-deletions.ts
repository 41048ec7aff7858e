import type { Database } from './database.ts';

export interface SubmissionDeletion {
  /** When the sender asked the recipient to delete the submission (삭제 요청), or null. */
  requestedAt: string | null;
  /** When the recipient deleted what it held of it, or null. */
  deletedAt: string | null;
}

interface Parties {
  distributionId: string;
  senderUserId: string;
  receiverUserId: string;
}

/**
 * Deletion requests on submissions and the recipients' deletions (migration 010). Each change is one
 * guarded statement, so a double tap asks once and a recipient's deletion is recorded once, whichever
 * process gets there.
 */
export class SubmissionDeletionsRepo {
  constructor(private readonly db: Database) {}

  /** Records the sender's request; false when it was asked already or the recipient has deleted it. */
  async request({ distributionId, senderUserId, receiverUserId }: Parties, at: string): Promise<boolean> {
    const { changes } = await this.db.run(
      `INSERT INTO submission_deletions (distribution_id, sender_user_id, receiver_user_id, requested_at, deleted_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?)
       ON CONFLICT (distribution_id) DO UPDATE SET requested_at = excluded.requested_at, updated_at = excluded.updated_at
       WHERE submission_deletions.requested_at IS NULL AND submission_deletions.deleted_at IS NULL`,
      [distributionId, senderUserId, receiverUserId, at, at],
    );
    return changes === 1;
  }

  /**
   * Records that the recipient deleted what it held of the submission: whether the sender had asked
   * for it, or null when its deletion was recorded before.
   */
  async markDeleted({ distributionId, senderUserId, receiverUserId }: Parties, at: string): Promise<{ requested: boolean } | null> {
    const { changes } = await this.db.run(
      `INSERT INTO submission_deletions (distribution_id, sender_user_id, receiver_user_id, requested_at, deleted_at, updated_at)
       VALUES (?, ?, ?, NULL, ?, ?)
       ON CONFLICT (distribution_id) DO UPDATE SET deleted_at = excluded.deleted_at, updated_at = excluded.updated_at
       WHERE submission_deletions.deleted_at IS NULL`,
      [distributionId, senderUserId, receiverUserId, at, at],
    );
    if (changes !== 1) return null;
    const row = await this.db.get<{ requested_at: string | null }>('SELECT requested_at FROM submission_deletions WHERE distribution_id = ?', [distributionId]);
    return { requested: !!row?.requested_at };
  }

  /** What is known of these submissions' deletion (submissions without a row are absent). */
  async of(distributionIds: readonly string[]): Promise<Map<string, SubmissionDeletion>> {
    const found = new Map<string, SubmissionDeletion>();
    const unique = [...new Set(distributionIds)];
    for (let start = 0; start < unique.length; start += 500) {
      const ids = unique.slice(start, start + 500);
      const rows = await this.db.all<{ distribution_id: string; requested_at: string | null; deleted_at: string | null }>(
        `SELECT distribution_id, requested_at, deleted_at FROM submission_deletions WHERE distribution_id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      for (const row of rows) found.set(row.distribution_id, { requestedAt: row.requested_at, deletedAt: row.deleted_at });
    }
    return found;
  }
}
