import type { InboxDocument } from '../../contracts/generated/api.ts';
import { BLIND_INDEXES, type Sealer } from '../encryption/sealer.ts';
import { kstDigits, remainingDays } from '../time.ts';
import type { Database } from './database.ts';

export interface DocumentRow {
  id: string;
  name: string;
  issuer_name: string;
  issued_at: string;
  expires_at: string;
  is_paid: number;
  package_name: string | null;
  package_id: string | null;
  sort_order: number;
  remaining_submission_count: number | null;
  edoc_path: string | null;
  deleted_at: string | null;
  revoked_at: string | null;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** Documents in the inbox: the owner's, not deleted, issued on or after `issuedSince` (ISO). */
export class DocumentsRepo {
  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {}

  async inbox(ownerId: string, issuedSince: string, page: { limit: number; offset: number }, now: number): Promise<Page<InboxDocument>> {
    const where = 'owner_user_id = ? AND deleted_at IS NULL AND issued_at >= ?';
    const totalCount =
      (await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM documents WHERE ${where}`, [ownerId, issuedSince]))?.n ?? 0;
    const rows = await this.db.all<DocumentRow>(
      `SELECT * FROM documents WHERE ${where} ORDER BY issued_at DESC, sort_order, id LIMIT ? OFFSET ?`,
      [ownerId, issuedSince, page.limit, page.offset],
    );
    return {
      totalCount,
      items: rows.map((row) => toInboxDocument(row, now)),
    };
  }

  /** The owner's kept documents that expire at or after `from` and before `until`, soonest first (the home's 만료 임박). */
  async expiring(ownerId: string, from: string, until: string, now: number): Promise<InboxDocument[]> {
    const rows = await this.db.all<DocumentRow>(
      'SELECT * FROM documents WHERE owner_user_id = ? AND deleted_at IS NULL AND expires_at >= ? AND expires_at < ? ORDER BY expires_at, id',
      [ownerId, from, until],
    );
    return rows.map((row) => toInboxDocument(row, now));
  }

  /** The form values the owner's document was issued with (its application's, 문서종류 excluded); undefined when unknown. */
  async formDataOf(id: string, ownerId: string): Promise<Record<string, unknown> | undefined> {
    const row = await this.db.get<{ form_data: string | null }>('SELECT form_data FROM documents WHERE id = ? AND owner_user_id = ?', [id, ownerId]);
    if (!row?.form_data) return undefined;
    const data: unknown = await this.sealer.openJson('documents.form_data', id, row.form_data);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  }

  /** The owner's document, deleted or not; another user's or an unknown id answers undefined. */
  async owned(id: string, ownerId: string): Promise<DocumentRow | undefined> {
    return await this.db.get<DocumentRow>('SELECT * FROM documents WHERE id = ? AND owner_user_id = ?', [id, ownerId]);
  }

  /**
   * Takes the owner's documents out of the inbox for good (000 §2.3 delete). The row and its
   * signed file stay: a sent record may still show the document to its recipient until that
   * record expires, and the public verification page still knows what was issued.
   * Answers how many were deleted now (a repeated delete changes nothing).
   */
  async markDeleted(ids: readonly string[], ownerId: string, at: string): Promise<number> {
    let changed = 0;
    for (const id of ids) {
      changed += (await this.db.run('UPDATE documents SET deleted_at = ? WHERE id = ? AND owner_user_id = ? AND deleted_at IS NULL', [at, id, ownerId])).changes;
    }
    return changed;
  }

  /** Remembers a password-protected copy by the keyed hash of its SHA-256 (hex; it differs from the signed original). */
  async recordDownload(sha256: string, documentId: string, userId: string, at: string): Promise<void> {
    await this.db.run('INSERT INTO document_downloads (sha256, document_id, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING', [
      this.sealer.index(BLIND_INDEXES.documentDownload, sha256),
      documentId,
      userId,
      at,
    ]);
  }

  /** The document a protected copy with this SHA-256 (hex) was made from. */
  async downloadOf(sha256: string): Promise<string | undefined> {
    const index = this.sealer.index(BLIND_INDEXES.documentDownload, sha256);
    return (await this.db.get<{ document_id: string }>('SELECT document_id FROM document_downloads WHERE sha256 = ?', [index]))?.document_id;
  }
}

/** A documents row as the inbox shows it (000 §3 inbox document). */
export function toInboxDocument(row: DocumentRow, now: number): InboxDocument {
  return {
    id: row.id,
    path: row.edoc_path,
    name: row.name,
    issuerName: row.issuer_name,
    issueDate: kstDigits(row.issued_at),
    remainingDays: remainingDays(row.expires_at, now),
    isPaid: row.is_paid === 1,
    packageName: row.package_name,
    packageId: row.package_id,
    order: row.sort_order,
    remainingSubmissionCount: row.remaining_submission_count,
    revokedAt: row.revoked_at ? kstDigits(row.revoked_at) : null,
  };
}
