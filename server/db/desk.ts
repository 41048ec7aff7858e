import { randomUUID } from 'node:crypto';
import type { DeskListQuery, DeskState, DistributionState } from '../../contracts/generated/api.ts';
import { kstDayStart } from '../time.ts';
import { normalizeName } from '../../shared/hangul.ts';
import type { Database } from './database.ts';
import type { Submission } from './submission.ts';
import type { Page } from './documents.ts';
import { likeLiteral } from './recipients.ts';

/** The desk's own life of a submission (migration 009); cancelled, expired and locked are read from its documents and tries. */
export type DeskRowState = 'RECEIVED' | 'OPENED' | 'PROCESSED' | 'DELETED';
export type DeskEventKind = 'OPENED' | 'LOCKED' | 'DOWNLOADED' | 'PROCESSED' | 'DELETED';
export type DeletedReason = 'RETENTION' | 'EXPIRED';
/** Why a submission is deleted: retention, expiry, or the sender's deletion request (submission_deletions, migration 010). */
export type PurgeReason = DeletedReason | 'REQUESTED';

export interface DeskRow {
  distribution_id: string;
  organisation_id: string;
  sender_user_id: string;
  sender_name: string;
  received_at: string;
  expires_at: string;
  state: DeskRowState;
  failed_attempts: number;
  locked_at: string | null;
  opened_at: string | null;
  opened_by: string | null;
  processed_at: string | null;
  processed_by: string | null;
}

/** A submission as the desk reads it (list, find): with what the desk shows of it (DESK_STATE). */
export interface ShownDeskRow extends DeskRow {
  desk_state: DeskState;
}

/** One document of a submission: the organisation's RECEIVED record of it. */
export interface DeskDocumentRow {
  distribution_id: string;
  document_id: string;
  name: string;
  issuer_name: string;
  expires_at: string;
  state: DistributionState;
  pin: string | null;
  /** The organisation's name as the submission named it. */
  receiver: string;
  /** The validity the document states (documents.validity, JSON); null: none. */
  validity: string | null;
}

const COLUMN_NAMES = [
  'distribution_id',
  'organisation_id',
  'sender_user_id',
  'sender_name',
  'received_at',
  'expires_at',
  'state',
  'failed_attempts',
  'locked_at',
  'opened_at',
  'opened_by',
  'processed_at',
  'processed_by',
] as const;
const COLUMNS = COLUMN_NAMES.join(', ');
const COLUMNS_OF = (table: string): string => COLUMN_NAMES.map((column) => `${table}.${column}`).join(', ');

/** The submission's documents (the organisation's received records) that `condition` holds for. */
const documentsWhere = (condition: string): string =>
  `SELECT 1 FROM distributions r WHERE r.owner_user_id = d.organisation_id AND r.distribution_id = d.distribution_id AND r.type = 'RECEIVED' AND ${condition}`;

/**
 * What the desk shows of a submission `d` (contracts/api/desk-state.json), the one definition the
 * list, its filter, its order and one submission read: every document cancelled by its sender is
 * 취소됨; the desk's own 처리완료 and 열람 (반려 when it returned every document); unopened, 만료
 * once every document not cancelled is past its expiry day (its one parameter: the start of
 * today in Korea), else 열람전.
 */
const DESK_STATE = `CASE
  WHEN NOT EXISTS (${documentsWhere("r.state <> 'CANCELED'")}) THEN 'CANCELED'
  WHEN d.state = 'PROCESSED' THEN 'PROCESSED'
  WHEN d.state = 'OPENED' THEN CASE WHEN NOT EXISTS (${documentsWhere("r.state <> 'RETURNED'")}) THEN 'RETURNED' ELSE 'OPENED' END
  WHEN NOT EXISTS (${documentsWhere("r.state <> 'CANCELED' AND r.expires_at >= ?")}) THEN 'EXPIRED'
  ELSE 'UNOPENED' END`;

/** The state order a clerk works in: what still needs them first. */
const STATE_RANK = `CASE s.desk_state WHEN 'UNOPENED' THEN 1 WHEN 'OPENED' THEN 2 WHEN 'PROCESSED' THEN 3 WHEN 'RETURNED' THEN 4
  WHEN 'EXPIRED' THEN 5 ELSE 6 END`;

/** The list's query (contracts/api/desk-list-query.json) without its page. */
export type DeskListFilter = Omit<DeskListQuery, 'page' | 'size'>;
const VIEWING_NUMBER = /^\d{6}$/;

/**
 * The desk's records: submissions to organisations, the desk's copies of their documents and
 * what happened to them. Every change a race could double is one guarded statement (a wrong
 * 열람번호 counts once, a submission opens once), so several processes agree.
 */
export class DeskRepo {
  constructor(private readonly db: Database) {}

  /** Records a submission's desk row when its receiver is an organisation (inside the submission's transaction). */
  async receive(submission: Submission): Promise<void> {
    const expiresAt = submission.documents.map((document) => document.expiresAt).sort().at(-1) ?? submission.at;
    await this.db.run(
      `INSERT INTO desk_submissions (distribution_id, organisation_id, sender_user_id, sender_name, sender_search, received_at,
         expires_at, state, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, 'RECEIVED', ? WHERE EXISTS (SELECT 1 FROM recipients WHERE user_id = ?)
       ON CONFLICT (distribution_id) DO NOTHING`,
      [
        submission.distributionId,
        submission.receiver.userId,
        submission.sender.userId,
        submission.sender.name,
        normalizeName(submission.sender.name),
        submission.at,
        expiresAt,
        submission.at,
        submission.receiver.userId,
      ],
    );
  }

  /**
   * The organisation's submissions, a page at a time: `keyword` matches the sender's name
   * (normalised, anywhere in it) or, when it is six digits, the 열람번호 exactly; `state` keeps
   * those the desk shows in that state (or asked to be deleted); newest first unless sorted by
   * state (what needs the clerk first) or oldest first.
   */
  async list(organisationId: string, query: DeskListFilter, now: number, page: { limit: number; offset: number }): Promise<Page<ShownDeskRow>> {
    const { sql, params } = this.selection(organisationId, query, now);
    const totalCount = (await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${sql}) s`, params))?.n ?? 0;
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const order = query.sort === 'state' ? `${STATE_RANK} ${direction}, s.received_at DESC` : `s.received_at ${direction}`;
    const items = await this.db.all<ShownDeskRow>(`SELECT * FROM (${sql}) s ORDER BY ${order}, s.distribution_id LIMIT ? OFFSET ?`, [
      ...params,
      page.limit,
      page.offset,
    ]);
    return { totalCount: Number(totalCount), items };
  }

  /** How many of the organisation's submissions the desk shows in each state, and how many their senders asked to be deleted. */
  async counts(organisationId: string, now: number): Promise<{ byState: Partial<Record<DeskState, number>>; deletionRequested: number; total: number }> {
    const { sql, params } = this.selection(organisationId, { keyword: '' }, now);
    const rows = await this.db.all<{ desk_state: DeskState; n: number; requested: number }>(
      `SELECT s.desk_state, COUNT(*) AS n, SUM(CASE WHEN s.requested_at IS NULL THEN 0 ELSE 1 END) AS requested FROM (${sql}) s GROUP BY s.desk_state`,
      params,
    );
    const byState = Object.fromEntries(rows.map((row) => [row.desk_state, Number(row.n)]));
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0);
    return { byState, deletionRequested: sum((row) => row.requested ?? 0), total: sum((row) => row.n) };
  }

  /** The rows of the list before its order and page: each with the desk's state and a pending deletion request. */
  private selection(organisationId: string, query: Pick<DeskListFilter, 'keyword' | 'state'>, now: number): { sql: string; params: (string | number)[] } {
    const params: (string | number)[] = [kstDayStart(now), organisationId];
    let where = "d.organisation_id = ? AND d.state <> 'DELETED'";
    const name = normalizeName(query.keyword ?? '');
    if (name) {
      where += ` AND (d.sender_search LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM distributions r WHERE r.owner_user_id = d.organisation_id
        AND r.distribution_id = d.distribution_id AND r.type = 'RECEIVED' AND r.pin = ?))`;
      params.push(`%${likeLiteral(name)}%`, VIEWING_NUMBER.test(name) ? name : '-');
    }
    let sql = `SELECT ${COLUMNS_OF('d')}, ${DESK_STATE} AS desk_state, x.requested_at FROM desk_submissions d
      LEFT JOIN submission_deletions x ON x.distribution_id = d.distribution_id AND x.requested_at IS NOT NULL AND x.deleted_at IS NULL
      WHERE ${where}`;
    if (query.state === 'DELETION_REQUESTED') sql = `SELECT * FROM (${sql}) f WHERE f.requested_at IS NOT NULL`;
    else if (query.state) {
      sql = `SELECT * FROM (${sql}) f WHERE f.desk_state = ?`;
      params.push(query.state);
    }
    return { sql, params };
  }

  /** The organisation's submission, not deleted, with the desk's state (another organisation's answers undefined). */
  async find(organisationId: string, distributionId: string, now: number): Promise<ShownDeskRow | undefined> {
    return await this.db.get<ShownDeskRow>(
      `SELECT ${COLUMNS_OF('d')}, ${DESK_STATE} AS desk_state FROM desk_submissions d
       WHERE d.distribution_id = ? AND d.organisation_id = ? AND d.state <> 'DELETED'`,
      [kstDayStart(now), distributionId, organisationId],
    );
  }

  /** The documents of these submissions, in the one order of documents (by name: shared/document-order.ts). */
  async documents(organisationId: string, distributionIds: readonly string[]): Promise<Map<string, DeskDocumentRow[]>> {
    const byId = new Map<string, DeskDocumentRow[]>(distributionIds.map((id) => [id, []]));
    if (distributionIds.length === 0) return byId;
    const rows = await this.db.all<DeskDocumentRow>(
      `SELECT r.distribution_id, r.document_id, r.name, r.issuer_name, r.expires_at, r.state, r.pin, r.receiver, d.validity
       FROM distributions r LEFT JOIN documents d ON d.id = r.document_id
       WHERE r.owner_user_id = ? AND r.type = 'RECEIVED' AND r.distribution_id IN (${distributionIds.map(() => '?').join(', ')})
       ORDER BY r.distribution_id, r.name, r.document_id`,
      [organisationId, ...distributionIds],
    );
    for (const row of rows) byId.get(row.distribution_id)?.push(row);
    return byId;
  }

  /** Counts one wrong 열람번호 while the submission can still be tried; 'LOCKED' when this one locked it, null when it could not be tried. */
  async countWrongNumber(distributionId: string, maxTries: number, at: string): Promise<'COUNTED' | 'LOCKED' | null> {
    const { changes } = await this.db.run(
      `UPDATE desk_submissions SET failed_attempts = failed_attempts + 1, updated_at = ?,
         locked_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE locked_at END
       WHERE distribution_id = ? AND state = 'RECEIVED' AND failed_attempts < ?`,
      [at, maxTries, at, distributionId, maxTries],
    );
    if (changes !== 1) return null;
    const row = await this.db.get<{ locked_at: string | null }>('SELECT locked_at FROM desk_submissions WHERE distribution_id = ?', [distributionId]);
    return row?.locked_at ? 'LOCKED' : 'COUNTED';
  }

  /** RECEIVED → OPENED, once, while not locked; false when another request got there first. */
  async markOpened(distributionId: string, actor: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run(
      `UPDATE desk_submissions SET state = 'OPENED', opened_at = ?, opened_by = ?, updated_at = ?
       WHERE distribution_id = ? AND state = 'RECEIVED' AND locked_at IS NULL`,
      [at, actor, at, distributionId],
    );
    return changes === 1;
  }

  /** OPENED → PROCESSED (the staff member's own mark); false when it was not OPENED. */
  async markProcessed(distributionId: string, actor: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run(
      "UPDATE desk_submissions SET state = 'PROCESSED', processed_at = ?, processed_by = ?, updated_at = ? WHERE distribution_id = ? AND state = 'OPENED'",
      [at, actor, at, distributionId],
    );
    return changes === 1;
  }

  async event(row: Pick<DeskRow, 'distribution_id' | 'organisation_id'>, kind: DeskEventKind, actor: string, at: string, documentId: string | null = null): Promise<void> {
    await this.db.run('INSERT INTO desk_events (id, distribution_id, organisation_id, document_id, kind, actor, at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      randomUUID(),
      row.distribution_id,
      row.organisation_id,
      documentId,
      kind,
      actor,
      at,
    ]);
  }

  async events(distributionId: string): Promise<Array<{ kind: DeskEventKind; actor: string; documentId: string | null; at: string }>> {
    return await this.db.all(
      'SELECT kind, actor, document_id AS "documentId", at FROM desk_events WHERE distribution_id = ? ORDER BY at, kind',
      [distributionId],
    );
  }

  /**
   * Submissions retention deletes at `now`: opened ones opened at or before `openedBefore`,
   * unopened ones whose every document expired before `expiredBefore`, and any whose sender asked
   * for its deletion (the desk has not done it by hand yet).
   */
  async dueForDeletion(openedBefore: string, expiredBefore: string, limit: number): Promise<Array<{ distribution_id: string; reason: PurgeReason }>> {
    return await this.db.all(
      `SELECT d.distribution_id,
         CASE WHEN x.requested_at IS NOT NULL THEN 'REQUESTED' WHEN d.state = 'RECEIVED' THEN 'EXPIRED' ELSE 'RETENTION' END AS reason
       FROM desk_submissions d
       LEFT JOIN submission_deletions x ON x.distribution_id = d.distribution_id AND x.requested_at IS NOT NULL AND x.deleted_at IS NULL
       WHERE d.state <> 'DELETED' AND ((d.state IN ('OPENED', 'PROCESSED') AND d.opened_at <= ?) OR (d.state = 'RECEIVED' AND d.expires_at < ?)
         OR x.requested_at IS NOT NULL)
       ORDER BY d.received_at LIMIT ?`,
      [openedBefore, expiredBefore, limit],
    );
  }

  /** When the sender asked for each of these submissions' deletion (absent: not asked). */
  async deletionRequests(distributionIds: readonly string[]): Promise<Map<string, string>> {
    if (distributionIds.length === 0) return new Map();
    const rows = await this.db.all<{ distribution_id: string; requested_at: string }>(
      `SELECT distribution_id, requested_at FROM submission_deletions
       WHERE requested_at IS NOT NULL AND distribution_id IN (${distributionIds.map(() => '?').join(', ')})`,
      [...distributionIds],
    );
    return new Map(rows.map((row) => [row.distribution_id, row.requested_at]));
  }

  /**
   * Deletes what the organisation holds of a submission: its copies and its received records (the
   * citizen's records and documents stay). The row stays as DELETED with the time and the reason
   * (none for a requested one: its request is the reason). The row as it was, or undefined when it
   * was already deleted.
   */
  async purge(distributionId: string, reason: PurgeReason, at: string, actor = 'retention'): Promise<DeskRow | undefined> {
    const row = await this.db.get<DeskRow>(`SELECT ${COLUMNS} FROM desk_submissions WHERE distribution_id = ?`, [distributionId]);
    if (!row || row.state === 'DELETED') return undefined;
    const { changes } = await this.db.run(
      "UPDATE desk_submissions SET state = 'DELETED', deleted_at = ?, deleted_reason = ?, updated_at = ? WHERE distribution_id = ? AND state = ?",
      [at, reason === 'REQUESTED' ? null : reason, at, distributionId, row.state],
    );
    if (changes !== 1) return undefined;
    await this.db.run('DELETE FROM desk_files WHERE distribution_id = ?', [distributionId]);
    await this.db.run(
      "UPDATE distributions SET deleted_at = ? WHERE owner_user_id = ? AND distribution_id = ? AND type = 'RECEIVED' AND deleted_at IS NULL",
      [at, row.organisation_id, distributionId],
    );
    await this.event(row, 'DELETED', actor, at);
    return row;
  }
}
