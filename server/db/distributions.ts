import { kstDigits, remainingDays } from '../time.ts';
import type { Database } from './database.ts';
import type { Page } from './documents.ts';

export type DistributionType = 'SUBMITTED' | 'RECEIVED';
export type DistributionState = 'NOT_READ_YET' | 'READ' | 'RETURNED' | 'CANCELED';

export interface DistributionItem {
  type: DistributionType;
  distributionId: string;
  id: string;
  name: string;
  submitter: string;
  receiver: string;
  distributedAt: string;
  remainingDays: number;
  issuerName: string;
  pin: string | null;
  state: DistributionState;
  lastUpdatedAt: string;
  reasonForRefusal: string | null;
}

interface DistributionRow {
  type: DistributionType;
  distribution_id: string;
  document_id: string;
  name: string;
  submitter: string;
  receiver: string;
  distributed_at: string;
  expires_at: string;
  issuer_name: string;
  pin: string | null;
  state: DistributionState;
  last_updated_at: string;
  reason_for_refusal: string | null;
}

/** Sent and received records of one owner, newest first. */
export class DistributionsRepo {
  constructor(private readonly db: Database) {}

  list(ownerId: string, page: { limit: number; offset: number }, now: number): Page<DistributionItem> {
    const where = 'owner_user_id = ? AND deleted_at IS NULL';
    const totalCount = this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM distributions WHERE ${where}`, [ownerId])?.n ?? 0;
    const rows = this.db.all<DistributionRow>(
      `SELECT * FROM distributions WHERE ${where} ORDER BY distributed_at DESC, distribution_id, document_id LIMIT ? OFFSET ?`,
      [ownerId, page.limit, page.offset],
    );
    return {
      totalCount,
      items: rows.map((row) => ({
        type: row.type,
        distributionId: row.distribution_id,
        id: row.document_id,
        name: row.name,
        submitter: row.submitter,
        receiver: row.receiver,
        distributedAt: kstDigits(row.distributed_at),
        remainingDays: remainingDays(row.expires_at, now),
        issuerName: row.issuer_name,
        pin: row.pin,
        state: row.state,
        lastUpdatedAt: kstDigits(row.last_updated_at),
        reasonForRefusal: row.reason_for_refusal,
      })),
    };
  }
}
