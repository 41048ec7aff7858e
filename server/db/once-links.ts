import type { Database } from './database.ts';

export interface OnceLinkRow {
  id: string;
  owner_user_id: string;
  token_hash: string;
  pin_hash: string;
  failed_attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OnceLinkToStore {
  id: string;
  ownerUserId: string;
  tokenHash: string;
  pinHash: string;
  createdAt: string;
  expiresAt: string;
  documentIds: readonly string[];
}

/**
 * One-time links (000 §7 inbox/once), their PIN tries and reading sessions. Their tables keep the
 * names migration 004 gave them (shares, share_documents, share_sessions): a rename would be a
 * migration of its own for no reader's gain. Every change that a race could double is one
 * conditional UPDATE, so two server processes answering two taps at once still count each wrong
 * PIN once and let only one right PIN open the link.
 */
export class OnceLinksRepo {
  constructor(private readonly db: Database) {}

  async create(link: OnceLinkToStore): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.run(
        `INSERT INTO shares (id, owner_user_id, token_hash, pin_hash, failed_attempts, created_at, expires_at, used_at)
         VALUES (?, ?, ?, ?, 0, ?, ?, NULL)`,
        [link.id, link.ownerUserId, link.tokenHash, link.pinHash, link.createdAt, link.expiresAt],
      );
      for (const [position, documentId] of link.documentIds.entries()) {
        await this.db.run('INSERT INTO share_documents (share_id, document_id, position) VALUES (?, ?, ?)', [link.id, documentId, position]);
      }
    });
  }

  async byTokenHash(tokenHash: string): Promise<OnceLinkRow | undefined> {
    return await this.db.get<OnceLinkRow>('SELECT * FROM shares WHERE token_hash = ?', [tokenHash]);
  }

  async byId(id: string): Promise<OnceLinkRow | undefined> {
    return await this.db.get<OnceLinkRow>('SELECT * FROM shares WHERE id = ?', [id]);
  }

  async documentIds(linkId: string): Promise<string[]> {
    return (await this.db
      .all<{ document_id: string }>('SELECT document_id FROM share_documents WHERE share_id = ? ORDER BY position', [linkId]))
      .map((row) => row.document_id);
  }

  /** Counts one wrong PIN while the link can still be tried; false when it no longer could. */
  async countWrongPin(linkId: string, maxTries: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE shares SET failed_attempts = failed_attempts + 1 WHERE id = ? AND used_at IS NULL AND failed_attempts < ?', [
        linkId,
        maxTries,
      ])).changes === 1
    );
  }

  /** Spends the link on its first right PIN; false when it was spent, locked or expired meanwhile. */
  async claim(linkId: string, at: string, maxTries: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE shares SET used_at = ? WHERE id = ? AND used_at IS NULL AND failed_attempts < ? AND expires_at > ?', [
        at,
        linkId,
        maxTries,
        at,
      ])).changes === 1
    );
  }

  async openSession(idHash: string, linkId: string, at: string, expiresAt: string): Promise<void> {
    await this.db.run('INSERT INTO share_sessions (id_hash, share_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [idHash, linkId, at, expiresAt]);
  }

  /** The link a live reading session belongs to, and when the session ends. */
  async session(idHash: string, now: string): Promise<{ linkId: string; expiresAt: string } | undefined> {
    return await this.db.get<{ linkId: string; expiresAt: string }>(
      'SELECT share_id AS "linkId", expires_at AS "expiresAt" FROM share_sessions WHERE id_hash = ? AND expires_at > ?',
      [idHash, now],
    );
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.run('DELETE FROM share_sessions WHERE expires_at <= ?', [now]);
  }
}
