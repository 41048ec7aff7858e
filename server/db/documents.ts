import { kstDigits, remainingDays } from '../time.ts';
import type { Database } from './database.ts';

export interface InboxDocument {
  id: string;
  name: string;
  issuerName: string;
  issueDate: string;
  remainingDays: number;
  isPaid: boolean;
  packageName: string | null;
  packageId: string | null;
  order: number;
  remainingSubmissionCount: number | null;
}

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
}

export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** Documents in the inbox: the owner's, not deleted, issued on or after `issuedSince` (ISO). */
export class DocumentsRepo {
  constructor(private readonly db: Database) {}

  inbox(ownerId: string, issuedSince: string, page: { limit: number; offset: number }, now: number): Page<InboxDocument> {
    const where = 'owner_user_id = ? AND deleted_at IS NULL AND issued_at >= ?';
    const totalCount =
      this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM documents WHERE ${where}`, [ownerId, issuedSince])?.n ?? 0;
    const rows = this.db.all<DocumentRow>(
      `SELECT * FROM documents WHERE ${where} ORDER BY issued_at DESC, sort_order, id LIMIT ? OFFSET ?`,
      [ownerId, issuedSince, page.limit, page.offset],
    );
    return {
      totalCount,
      items: rows.map((row) => toInboxDocument(row, now)),
    };
  }
}

/** A documents row as the inbox shows it (000 §3 inbox document). */
export function toInboxDocument(row: DocumentRow, now: number): InboxDocument {
  return {
    id: row.id,
    name: row.name,
    issuerName: row.issuer_name,
    issueDate: kstDigits(row.issued_at),
    remainingDays: remainingDays(row.expires_at, now),
    isPaid: row.is_paid === 1,
    packageName: row.package_name,
    packageId: row.package_id,
    order: row.sort_order,
    remainingSubmissionCount: row.remaining_submission_count,
  };
}
