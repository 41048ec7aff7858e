import type { Database } from './database.ts';

export interface DueExpiryNotice {
  id: string;
  owner_user_id: string;
  name: string;
  expires_at: string;
}

export interface DueOnceLinkClosing {
  id: string;
  owner_user_id: string;
  /** SPENT: its reading session is over; EXPIRED: a day passed without the right PIN. */
  kind: 'ONCE_LINK_SPENT' | 'ONCE_LINK_EXPIRED';
  used_at: string | null;
  expires_at: string;
}

/**
 * What the activity log records when time passes rather than when someone acts: a document
 * reaching its last 10 days, a one-time link whose reading session ended or that expired unused.
 * Each is marked in one guarded statement, so it is recorded once whichever process finds it.
 */
export class ActivityDueRepo {
  constructor(private readonly db: Database) {}

  /** Kept documents that expire at or after `from` and before `until`, not noticed yet. */
  async expiryNotices(from: string, until: string, limit: number): Promise<DueExpiryNotice[]> {
    return await this.db.all<DueExpiryNotice>(
      `SELECT id, owner_user_id, name, expires_at FROM documents
       WHERE expiry_noticed_at IS NULL AND deleted_at IS NULL AND expires_at >= ? AND expires_at < ?
       ORDER BY expires_at, id LIMIT ?`,
      [from, until, limit],
    );
  }

  /** Marks the notice given; false when another round gave it first. */
  async markExpiryNoticed(documentId: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run('UPDATE documents SET expiry_noticed_at = ? WHERE id = ? AND expiry_noticed_at IS NULL', [at, documentId]);
    return changes === 1;
  }

  /**
   * Links to close at `now`: spent ones whose session started at or before `spentBefore`, and
   * unused, unlocked ones that expired at or before `now` (a locked link's lock was its event).
   */
  async onceLinkClosings(now: string, spentBefore: string, maxTries: number, limit: number): Promise<DueOnceLinkClosing[]> {
    return await this.db.all<DueOnceLinkClosing>(
      `SELECT id, owner_user_id, used_at, expires_at, CASE WHEN used_at IS NULL THEN 'ONCE_LINK_EXPIRED' ELSE 'ONCE_LINK_SPENT' END AS kind FROM once_links
       WHERE closed_at IS NULL AND ((used_at IS NOT NULL AND used_at <= ?) OR (used_at IS NULL AND failed_attempts < ? AND expires_at <= ?))
       ORDER BY created_at, id LIMIT ?`,
      [spentBefore, maxTries, now, limit],
    );
  }

  async markShareClosed(onceLinkId: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run('UPDATE once_links SET closed_at = ? WHERE id = ? AND closed_at IS NULL', [at, onceLinkId]);
    return changes === 1;
  }

  /** The documents of a link with their names (the link's events name them). */
  async onceLinkDocuments(onceLinkId: string): Promise<Array<{ id: string; name: string }>> {
    return await this.db.all<{ id: string; name: string }>(
      `SELECT d.id, d.name FROM once_link_documents s JOIN documents d ON d.id = s.document_id WHERE s.once_link_id = ? ORDER BY s.position`,
      [onceLinkId],
    );
  }
}
