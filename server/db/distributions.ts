import type { DistributionItem, DistributionState, DistributionType } from '../../contracts/generated/api.ts';
import { kstDigits, remainingDays } from '../time.ts';
import type { Database } from './database.ts';
import type { Submission } from './submission.ts';
import { DeskRepo } from './desk.ts';
import type { Page } from './documents.ts';

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
  read_at: string | null;
  /** The organisation's 처리완료 (desk_submissions), when the submission went to one and it marked it. */
  processed_at: string | null;
}

/** An earlier sending still unread (DistributionsRepo.unreadSubmission). */
export interface UnreadSubmission {
  distributionId: string;
  pin: string | null;
  /** ISO time it was sent. */
  distributedAt: string;
}

/** The time of the move to READ is kept once, as the record's 열람 일시 (parameters: the new state, the time). */
const READ_AT = "read_at = CASE WHEN ? = 'READ' THEN COALESCE(read_at, ?) ELSE read_at END";

/** A record with its submission's 처리완료 at the organisation's desk, when there is one. */
const RECORDS = `SELECT r.*, d.processed_at FROM distributions r LEFT JOIN desk_submissions d ON d.distribution_id = r.distribution_id`;

/** Sent and received records of one owner, newest first. */
export class DistributionsRepo {
  constructor(private readonly db: Database) {}

  /**
   * Records a submission on both sides: a SUBMITTED row per document for the sender and a
   * RECEIVED row for the receiver, all NOT_READ_YET; to an organisation, its desk's row too.
   * The caller runs it inside its transaction.
   */
  async recordSubmission(submission: Submission): Promise<void> {
    const { distributionId, sender, receiver, pin, at } = submission;
    for (const document of submission.documents) {
      for (const [owner, type] of [
        [sender.userId, 'SUBMITTED'],
        [receiver.userId, 'RECEIVED'],
      ] as const) {
        await this.db.run(
          `INSERT INTO distributions (owner_user_id, distribution_id, document_id, type, name, submitter, receiver,
             distributed_at, expires_at, issuer_name, pin, state, last_updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'NOT_READ_YET', ?)`,
          [owner, distributionId, document.id, type, document.name, sender.name, receiver.name, at, document.expiresAt, document.issuerName, pin, at],
        );
      }
    }
    await new DeskRepo(this.db).receive(submission);
  }

  /** Moves one document of a submission to `state` on both sides (read, returned, cancelled). */
  async setState(distributionId: string, documentId: string, state: DistributionState, at: string, reasonForRefusal: string | null = null): Promise<void> {
    await this.db.run(
      `UPDATE distributions SET state = ?, last_updated_at = ?, reason_for_refusal = COALESCE(?, reason_for_refusal), ${READ_AT}
       WHERE distribution_id = ? AND document_id = ?`,
      [state, at, reasonForRefusal, state, at, distributionId, documentId],
    );
  }

  /**
   * Moves one document of a submission from one of `from` to `to` on both sides, in one statement,
   * so two actions racing on the same record cannot both win. False when it was not in `from`.
   */
  async transition(
    distributionId: string,
    documentId: string,
    from: readonly DistributionState[],
    to: DistributionState,
    at: string,
    reasonForRefusal: string | null = null,
  ): Promise<boolean> {
    const marks = from.map(() => '?').join(', ');
    const { changes } = await this.db.run(
      `UPDATE distributions SET state = ?, last_updated_at = ?, reason_for_refusal = COALESCE(?, reason_for_refusal), ${READ_AT}
       WHERE distribution_id = ? AND document_id = ? AND state IN (${marks})`,
      [to, at, reasonForRefusal, to, at, distributionId, documentId, ...from],
    );
    return changes > 0;
  }

  /** The owner's records of one submission (deleted ones too: they were part of it). */
  async ofSubmission(ownerId: string, distributionId: string): Promise<Array<{ id: string; name: string }>> {
    return await this.db.all<{ id: string; name: string }>(
      'SELECT document_id AS id, name FROM distributions WHERE owner_user_id = ? AND distribution_id = ? ORDER BY name, document_id',
      [ownerId, distributionId],
    );
  }

  /** Who sent and who received a submission (undefined for an unknown one). */
  async parties(distributionId: string): Promise<{ senderUserId: string; receiverUserId: string } | undefined> {
    const rows = await this.db.all<{ owner_user_id: string; type: DistributionType }>(
      'SELECT DISTINCT owner_user_id, type FROM distributions WHERE distribution_id = ?',
      [distributionId],
    );
    const sender = rows.find((row) => row.type === 'SUBMITTED')?.owner_user_id;
    const receiver = rows.find((row) => row.type === 'RECEIVED')?.owner_user_id;
    return sender && receiver ? { senderUserId: sender, receiverUserId: receiver } : undefined;
  }

  /** How many of the receiver's records of a submission are still kept (not deleted). */
  async keptByReceiver(distributionId: string, receiverUserId: string): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM distributions WHERE distribution_id = ? AND owner_user_id = ? AND type = 'RECEIVED' AND deleted_at IS NULL",
      [distributionId, receiverUserId],
    );
    return Number(row?.n ?? 0);
  }

  async list(ownerId: string, page: { limit: number; offset: number }, now: number): Promise<Page<DistributionItem>> {
    const where = 'r.owner_user_id = ? AND r.deleted_at IS NULL';
    const totalCount = (await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM distributions r WHERE ${where}`, [ownerId]))?.n ?? 0;
    const rows = await this.db.all<DistributionRow>(
      `${RECORDS} WHERE ${where} ORDER BY r.distributed_at DESC, r.distribution_id, r.name, r.document_id LIMIT ? OFFSET ?`,
      [ownerId, page.limit, page.offset],
    );
    return { totalCount, items: rows.map((row) => toItem(row, now)) };
  }

  /** The owner's record of one document of a submission, not deleted (another user's answers undefined). */
  async find(ownerId: string, distributionId: string, documentId: string, now: number): Promise<DistributionItem | undefined> {
    const row = await this.db.get<DistributionRow>(
      `${RECORDS} WHERE r.owner_user_id = ? AND r.distribution_id = ? AND r.document_id = ? AND r.deleted_at IS NULL`,
      [ownerId, distributionId, documentId],
    );
    return row && toItem(row, now);
  }

  /** Deletes the owner's record only: the other side keeps theirs (000 §6). False when it was deleted already. */
  async delete(ownerId: string, distributionId: string, documentId: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run(
      'UPDATE distributions SET deleted_at = ? WHERE owner_user_id = ? AND distribution_id = ? AND document_id = ? AND deleted_at IS NULL',
      [at, ownerId, distributionId, documentId],
    );
    return changes === 1;
  }

  /**
   * A submission from `senderId` to `receiverId` of exactly these documents that nobody has acted on
   * yet (every record still NOT_READ_YET on the sender's side): sending it again is the same
   * submission, so a submission answers this one instead of recording a second. One the desk locked
   * (five wrong 열람번호) is not: the staff ask the citizen to submit again, which is a new one.
   */
  async unreadSubmission(senderId: string, receiverId: string, documentIds: readonly string[]): Promise<UnreadSubmission | undefined> {
    const marks = documentIds.map(() => '?').join(', ');
    return await this.db.get<UnreadSubmission>(
      `SELECT s.distribution_id AS "distributionId", MAX(s.pin) AS pin, MAX(s.distributed_at) AS "distributedAt" FROM distributions s
       WHERE s.owner_user_id = ? AND s.type = 'SUBMITTED' AND s.deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM distributions r WHERE r.distribution_id = s.distribution_id
                     AND r.owner_user_id = ? AND r.type = 'RECEIVED')
         AND NOT EXISTS (SELECT 1 FROM desk_submissions d WHERE d.distribution_id = s.distribution_id AND d.locked_at IS NOT NULL)
       GROUP BY s.distribution_id
       HAVING COUNT(*) = ?
         AND SUM(CASE WHEN s.state = 'NOT_READ_YET' THEN 1 ELSE 0 END) = ?
         AND SUM(CASE WHEN s.document_id IN (${marks}) THEN 1 ELSE 0 END) = ?
       ORDER BY MAX(s.distributed_at) DESC LIMIT 1`,
      [senderId, receiverId, documentIds.length, documentIds.length, ...documentIds, documentIds.length],
    );
  }
}

function toItem(row: DistributionRow, now: number): DistributionItem {
  return {
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
    readAt: row.read_at ? kstDigits(row.read_at) : null,
    processedAt: row.processed_at ? kstDigits(row.processed_at) : null,
  };
}
