import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from './database.ts';

/** A document's place in a status list. */
export interface StatusPlace {
  listId: string;
  idx: number;
}

/**
 * The status lists (Token Status List) as rows: a list, its size, and the documents' places in it.
 * A place is taken at random among the free ones (a credential's index tells nothing of when it
 * was issued); a new list is opened when the newest is three quarters taken.
 */
export class StatusListsRepo {
  constructor(
    private readonly db: Database,
    /** Entries per list. */
    readonly size = 16_384,
  ) {}

  /** The document's place, taken now when it has none (in the caller's transaction or one of its own). */
  async placeOf(documentId: string, now: string): Promise<StatusPlace> {
    return this.db.transaction(async () => {
      const known = await this.find(documentId);
      if (known) return known;
      const list = await this.openList(now);
      for (;;) {
        const idx = randomInt(0, list.size);
        const { changes } = await this.db.run('INSERT INTO credential_statuses (document_id, list_id, idx) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [documentId, list.id, idx]);
        if (changes === 1) return { listId: list.id, idx };
        const taken = await this.find(documentId);
        if (taken) return taken;
      }
    });
  }

  async find(documentId: string): Promise<StatusPlace | undefined> {
    return await this.db.get<StatusPlace>('SELECT list_id AS "listId", idx FROM credential_statuses WHERE document_id = ?', [documentId]);
  }

  /** The newest list with room, or a new one. */
  private async openList(now: string): Promise<{ id: string; size: number }> {
    const newest = await this.db.get<{ id: string; size: number; used: number }>(
      `SELECT l.id, l.size, (SELECT COUNT(*) FROM credential_statuses s WHERE s.list_id = l.id) AS used
       FROM status_lists l ORDER BY l.created_at DESC, l.id DESC LIMIT 1`,
    );
    if (newest && Number(newest.used) < newest.size * 0.75) return newest;
    const id = randomBytes(8).toString('hex');
    await this.db.run('INSERT INTO status_lists (id, size, created_at) VALUES (?, ?, ?)', [id, this.size, now]);
    return { id, size: this.size };
  }

  async list(id: string): Promise<{ id: string; size: number } | undefined> {
    return await this.db.get<{ id: string; size: number }>('SELECT id, size FROM status_lists WHERE id = ?', [id]);
  }

  /** The places in a list whose documents are revoked. */
  async revokedIn(listId: string): Promise<number[]> {
    const rows = await this.db.all<{ idx: number }>(
      'SELECT s.idx FROM credential_statuses s JOIN documents d ON d.id = s.document_id WHERE s.list_id = ? AND d.revoked_at IS NOT NULL',
      [listId],
    );
    return rows.map((row) => Number(row.idx));
  }
}
