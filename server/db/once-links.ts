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
 * One-time links (000 §7 inbox/once), their PIN tries and reading sessions (tables once_links,
 * once_link_documents, once_link_sessions: migration 004 made them as shares…, 016 renamed them).
 * The PINs' key keeps its server secret's name, share-pins: a sealed value is bound to its row's
 * name. Every change that a race could double is one
 * conditional UPDATE, so two server processes answering two taps at once still count each wrong
 * PIN once and let only one right PIN open the link.
 */
export class OnceLinksRepo {
  constructor(private readonly db: Database) {}

  async create(link: OnceLinkToStore): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.run(
        `INSERT INTO once_links (id, owner_user_id, token_hash, pin_hash, failed_attempts, created_at, expires_at, used_at)
         VALUES (?, ?, ?, ?, 0, ?, ?, NULL)`,
        [link.id, link.ownerUserId, link.tokenHash, link.pinHash, link.createdAt, link.expiresAt],
      );
      for (const [position, documentId] of link.documentIds.entries()) {
        await this.db.run('INSERT INTO once_link_documents (once_link_id, document_id, position) VALUES (?, ?, ?)', [link.id, documentId, position]);
      }
    });
  }

  async byTokenHash(tokenHash: string): Promise<OnceLinkRow | undefined> {
    return await this.db.get<OnceLinkRow>('SELECT * FROM once_links WHERE token_hash = ?', [tokenHash]);
  }

  async byId(id: string): Promise<OnceLinkRow | undefined> {
    return await this.db.get<OnceLinkRow>('SELECT * FROM once_links WHERE id = ?', [id]);
  }

  async documentIds(linkId: string): Promise<string[]> {
    return (await this.db
      .all<{ document_id: string }>('SELECT document_id FROM once_link_documents WHERE once_link_id = ? ORDER BY position', [linkId]))
      .map((row) => row.document_id);
  }

  /** Counts one wrong PIN while the link can still be tried; false when it no longer could. */
  async countWrongPin(linkId: string, maxTries: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE once_links SET failed_attempts = failed_attempts + 1 WHERE id = ? AND used_at IS NULL AND failed_attempts < ?', [
        linkId,
        maxTries,
      ])).changes === 1
    );
  }

  /** Spends the link on its first right PIN; false when it was spent, locked or expired meanwhile. */
  async claim(linkId: string, at: string, maxTries: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE once_links SET used_at = ? WHERE id = ? AND used_at IS NULL AND failed_attempts < ? AND expires_at > ?', [
        at,
        linkId,
        maxTries,
        at,
      ])).changes === 1
    );
  }

  async openSession(idHash: string, linkId: string, at: string, expiresAt: string): Promise<void> {
    await this.db.run('INSERT INTO once_link_sessions (id_hash, once_link_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [idHash, linkId, at, expiresAt]);
  }

  /** The link a live reading session belongs to, and when the session ends. */
  async session(idHash: string, now: string): Promise<{ linkId: string; expiresAt: string } | undefined> {
    return await this.db.get<{ linkId: string; expiresAt: string }>(
      'SELECT once_link_id AS "linkId", expires_at AS "expiresAt" FROM once_link_sessions WHERE id_hash = ? AND expires_at > ?',
      [idHash, now],
    );
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.run('DELETE FROM once_link_sessions WHERE expires_at <= ?', [now]);
  }
}
