import type { Database } from './database.ts';

export interface ShareRow {
  id: string;
  owner_user_id: string;
  token_hash: string;
  pin_hash: string;
  failed_attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface NewShare {
  id: string;
  ownerUserId: string;
  tokenHash: string;
  pinHash: string;
  createdAt: string;
  expiresAt: string;
  documentIds: readonly string[];
}

/**
 * One-time share links, their PIN tries and reading sessions (migration 004). Every change
 * that a race could double is one conditional UPDATE, so two server processes answering two
 * taps at once still count each wrong PIN once and let only one right PIN open the link.
 */
export class SharesRepo {
  constructor(private readonly db: Database) {}

  async create(share: NewShare): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.run(
        `INSERT INTO shares (id, owner_user_id, token_hash, pin_hash, failed_attempts, created_at, expires_at, used_at)
         VALUES (?, ?, ?, ?, 0, ?, ?, NULL)`,
        [share.id, share.ownerUserId, share.tokenHash, share.pinHash, share.createdAt, share.expiresAt],
      );
      for (const [position, documentId] of share.documentIds.entries()) {
        await this.db.run('INSERT INTO share_documents (share_id, document_id, position) VALUES (?, ?, ?)', [share.id, documentId, position]);
      }
    });
  }

  async byTokenHash(tokenHash: string): Promise<ShareRow | undefined> {
    return await this.db.get<ShareRow>('SELECT * FROM shares WHERE token_hash = ?', [tokenHash]);
  }

  async byId(id: string): Promise<ShareRow | undefined> {
    return await this.db.get<ShareRow>('SELECT * FROM shares WHERE id = ?', [id]);
  }

  async documentIds(shareId: string): Promise<string[]> {
    return (await this.db
      .all<{ document_id: string }>('SELECT document_id FROM share_documents WHERE share_id = ? ORDER BY position', [shareId]))
      .map((row) => row.document_id);
  }

  /** Counts one wrong PIN while the link can still be tried; false when it no longer could. */
  async countWrongPin(shareId: string, maxTries: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE shares SET failed_attempts = failed_attempts + 1 WHERE id = ? AND used_at IS NULL AND failed_attempts < ?', [
        shareId,
        maxTries,
      ])).changes === 1
    );
  }

  /** Spends the link on its first right PIN; false when it was spent, locked or expired meanwhile. */
  async claim(shareId: string, at: string, maxTries: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE shares SET used_at = ? WHERE id = ? AND used_at IS NULL AND failed_attempts < ? AND expires_at > ?', [
        at,
        shareId,
        maxTries,
        at,
      ])).changes === 1
    );
  }

  async openSession(idHash: string, shareId: string, at: string, expiresAt: string): Promise<void> {
    await this.db.run('INSERT INTO share_sessions (id_hash, share_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [idHash, shareId, at, expiresAt]);
  }

  /** The share a live reading session belongs to, and when the session ends. */
  async session(idHash: string, now: string): Promise<{ shareId: string; expiresAt: string } | undefined> {
    return await this.db.get<{ shareId: string; expiresAt: string }>(
      'SELECT share_id AS "shareId", expires_at AS "expiresAt" FROM share_sessions WHERE id_hash = ? AND expires_at > ?',
      [idHash, now],
    );
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.run('DELETE FROM share_sessions WHERE expires_at <= ?', [now]);
  }
}
