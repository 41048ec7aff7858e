import type { ApplicationState, ApplicationType, SignStatus } from '../../contracts/generated/api.ts';
import { BLIND_INDEXES, userOwner, type Sealer } from '../encryption/sealer.ts';
import type { Database } from './database.ts';
import { ReadCache } from './read-cache.ts';
import { transitionRow } from './state-transition.ts';

/**
 * The states an application is stored in: the API's first naming (COMPLETE, FAIL), the one the
 * server answers; COMPLETED and FAILED are only what readers also accept (000 §4.2).
 */
export type StoredApplicationState = Exclude<ApplicationState, 'COMPLETED' | 'FAILED'>;

/** An application as stored: the owner, the form data and where the flow returns to. */
export interface ApplicationRecord {
  id: string;
  ownerUserId: string;
  edocPath: string;
  name: string;
  issuerName: string;
  applicationType: ApplicationType;
  formData: Record<string, unknown>;
  state: StoredApplicationState;
  signStatus: SignStatus;
  returnUrl: string;
  message: string | null;
  documentId: string | null;
  qrPassCode: string | null;
  institutionCode: string | null;
  guest: boolean;
  createdAt: string;
}

/** What a poll reads: no form data, nothing else (GET /api/v2/application/{id}). */
export interface ApplicationStatus {
  id: string;
  /** The certificate's edoc path. */
  edocPath: string;
  name: string;
  createdAt: string;
  state: StoredApplicationState;
  signStatus: SignStatus;
  documentId: string | null;
  message: string | null;
  qrPassCode: string | null;
  institutionCode: string | null;
}

interface ApplicationRow {
  id: string;
  owner_user_id: string;
  edoc_path: string;
  name: string;
  issuer_name: string;
  application_type: ApplicationType;
  form_data: string;
  state: StoredApplicationState;
  sign_status: SignStatus;
  return_url: string;
  message: string | null;
  document_id: string | null;
  qr_pass_code: string | null;
  institution_code: string | null;
  guest: number;
  created_at: string;
}

interface StatusRow {
  id: string;
  edoc_path: string;
  name: string;
  created_at: string;
  state: StoredApplicationState;
  sign_status: SignStatus;
  document_id: string | null;
  message: string | null;
  qr_pass_code: string | null;
  institution_code: string | null;
}

const toApplication = (row: ApplicationRow, formData: Record<string, unknown>): ApplicationRecord => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  edocPath: row.edoc_path,
  name: row.name,
  issuerName: row.issuer_name,
  applicationType: row.application_type,
  formData,
  state: row.state,
  signStatus: row.sign_status,
  returnUrl: row.return_url,
  message: row.message,
  documentId: row.document_id,
  qrPassCode: row.qr_pass_code,
  institutionCode: row.institution_code,
  guest: row.guest === 1,
  createdAt: row.created_at,
});

const toStatus = (row: StatusRow): ApplicationStatus => ({
  id: row.id,
  edocPath: row.edoc_path,
  name: row.name,
  createdAt: row.created_at,
  state: row.state,
  signStatus: row.sign_status,
  documentId: row.document_id,
  message: row.message,
  qrPassCode: row.qr_pass_code,
  institutionCode: row.institution_code,
});

const STATUS_COLUMNS = 'id, edoc_path, name, created_at, state, sign_status, document_id, message, qr_pass_code, institution_code';
// The poll: one primary-key lookup, owner in the same statement (another user's id is simply absent).
const STATUS_BY_ID = `SELECT ${STATUS_COLUMNS} FROM applications WHERE id = ? AND owner_user_id = ?`;
const FINISHED = "('COMPLETE', 'FAIL')";

export type NewApplication = Omit<ApplicationRecord, 'message' | 'documentId' | 'createdAt'> & { now: string };

/**
 * Applications. The poll's read goes through a ReadCache of statuses (like UsersRepo's): every
 * write to the table goes through this class and drops the cached entry (on PostgreSQL every
 * process's, through the row-change feed). A cached status object is never mutated: a change
 * replaces it, so callers may memoise per object.
 */
export class ApplicationsRepo {
  private readonly statusCache: ReadCache<ApplicationStatus & { ownerUserId: string }>;

  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {
    this.statusCache = new ReadCache(db, 'applications');
  }

  /** The form values as stored: sealed under the owner's key for this row, and their keyed hash. */
  private async stored(id: string, ownerId: string, formData: Record<string, unknown>): Promise<{ sealed: string; index: string }> {
    const json = JSON.stringify(formData);
    return { sealed: await this.sealer.sealText(userOwner(ownerId), 'applications.form_data', id, json), index: this.sealer.index(BLIND_INDEXES.formData, json) };
  }

  private async opened(row: ApplicationRow): Promise<ApplicationRecord> {
    return toApplication(row, await this.sealer.openJson<Record<string, unknown>>('applications.form_data', row.id, row.form_data));
  }

  /**
   * The owner's application of this certificate with the very same form values and pass that is
   * still in `state`, waiting for its signature (or the court): a double tap's first tap.
   */
  async waitingTwin(
    ownerId: string,
    twin: { edocPath: string; formData: Record<string, unknown>; state: StoredApplicationState; qrPassCode: string | null; institutionCode: string | null },
  ): Promise<string | undefined> {
    const json = JSON.stringify(twin.formData);
    // An application stored before its values were sealed has no keyed hash yet: its clear values compare.
    const row = await this.db.get<{ id: string }>(
      `SELECT id FROM applications WHERE owner_user_id = ? AND edoc_path = ?
         AND (form_data_index = ? OR (form_data_index IS NULL AND form_data = ?)) AND state = ? AND sign_status <> 'EXPIRED'
         AND COALESCE(qr_pass_code, '') = ? AND COALESCE(institution_code, '') = ? AND package_id IS NULL AND guest = 0
       ORDER BY created_at DESC LIMIT 1`,
      [ownerId, twin.edocPath, this.sealer.index(BLIND_INDEXES.formData, json), json, twin.state, twin.qrPassCode ?? '', twin.institutionCode ?? ''],
    );
    return row?.id;
  }

  async insert(a: NewApplication): Promise<void> {
    const form = await this.stored(a.id, a.ownerUserId, a.formData);
    await this.db.run(
      `INSERT INTO applications (id, owner_user_id, edoc_path, name, issuer_name, application_type, form_data, form_data_index, state,
         sign_status, return_url, qr_pass_code, institution_code, guest, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        a.id,
        a.ownerUserId,
        a.edocPath,
        a.name,
        a.issuerName,
        a.applicationType,
        form.sealed,
        form.index,
        a.state,
        a.signStatus,
        a.returnUrl,
        a.qrPassCode,
        a.institutionCode,
        a.guest ? 1 : 0,
        a.now,
        a.now,
      ],
    );
  }

  /** The whole application of its owner (undefined for anyone else). */
  async find(id: string, ownerId: string): Promise<ApplicationRecord | undefined> {
    const row = await this.db.get<ApplicationRow>('SELECT * FROM applications WHERE id = ? AND owner_user_id = ?', [id, ownerId]);
    return row && (await this.opened(row));
  }

  /** The job's read: by id alone (the runner acts for the owner). */
  async findById(id: string): Promise<ApplicationRecord | undefined> {
    const row = await this.db.get<ApplicationRow>('SELECT * FROM applications WHERE id = ?', [id]);
    return row && (await this.opened(row));
  }

  /** The owner's status when the read cache holds it, without a query. */
  cachedStatus(id: string, ownerId: string): ApplicationStatus | undefined {
    const cached = this.statusCache.get(id);
    return cached?.ownerUserId === ownerId ? cached : undefined;
  }

  async status(id: string, ownerId: string): Promise<ApplicationStatus | undefined> {
    const cached = this.statusCache.get(id);
    if (cached) return cached.ownerUserId === ownerId ? cached : undefined;
    const ticket = this.statusCache.ticket();
    const row = await this.db.get<StatusRow>(STATUS_BY_ID, [id, ownerId]);
    if (!row) return undefined;
    const status = Object.freeze({ ...toStatus(row), ownerUserId: ownerId });
    this.statusCache.set(id, status, ticket);
    return status;
  }

  /**
   * The owner's status, held while the agency works: a PROCESSING application is answered when it
   * moves on, or after `holdMs` as it is (a long poll). Its poller learns of the document as soon
   * as it is ready instead of up to a poll period later.
   */
  async statusWhenMoved(id: string, ownerId: string, holdMs: number): Promise<ApplicationStatus | undefined> {
    const ticket = this.statusCache.changeTicket();
    const status = await this.status(id, ownerId);
    if (status?.state !== 'PROCESSING' || !(await this.statusCache.changedSince(id, ticket, holdMs))) return status;
    return (await this.status(id, ownerId)) ?? status;
  }

  /** Forgets cached statuses (after a write outside this class, e.g. in tests). */
  forget(id?: string): void {
    if (id === undefined) this.statusCache.clear();
    else this.statusCache.delete(id);
  }

  /**
   * Replaces the form values of an application still in one of `from` (the court site's confirmed
   * choices, before the agency reads them); false when it has moved on.
   */
  async replaceFormData(
    application: Pick<ApplicationRecord, 'id' | 'ownerUserId'>,
    from: readonly StoredApplicationState[],
    formData: Record<string, unknown>,
    now: string,
  ): Promise<boolean> {
    const placeholders = from.map(() => '?').join(', ');
    const form = await this.stored(application.id, application.ownerUserId, formData);
    return (
      (
        await this.db.run(`UPDATE applications SET form_data = ?, form_data_index = ?, updated_at = ? WHERE id = ? AND state IN (${placeholders})`, [
          form.sealed,
          form.index,
          now,
          application.id,
          ...from,
        ])
      ).changes === 1
    );
  }

  /**
   * Moves the application from one of `from` to `to`; false when it was not in `from` (a second
   * click, a race with the job), so every transition happens once.
   */
  async transition(
    id: string,
    from: readonly StoredApplicationState[],
    to: { state: StoredApplicationState; signStatus?: SignStatus; message?: string | null; documentId?: string | null },
    now: string,
  ): Promise<boolean> {
    const changed = await transitionRow(
      this.db,
      'applications',
      id,
      from,
      { state: to.state, sign_status: to.signStatus, message: to.message, document_id: to.documentId },
      now,
    );
    // Dropped now and when a transaction around it ends, committed or not: the next read refetches.
    this.statusCache.delete(id);
    return changed;
  }

  async count(ownerId: string, since: string): Promise<{ totalCount: number; pendingCount: number }> {
    const row = await this.db.get<{ total: number; pending: number | null }>(
      `SELECT COUNT(*) AS total, SUM(CASE WHEN state IN ${FINISHED} THEN 0 ELSE 1 END) AS pending
       FROM applications WHERE owner_user_id = ? AND created_at >= ?`,
      [ownerId, since],
    );
    return { totalCount: row?.total ?? 0, pendingCount: row?.pending ?? 0 };
  }

  async list(ownerId: string, since: string, page: { limit: number; offset: number }): Promise<ApplicationStatus[]> {
    return (await this.db
      .all<StatusRow>(
        `SELECT ${STATUS_COLUMNS} FROM applications WHERE owner_user_id = ? AND created_at >= ?
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [ownerId, since, page.limit, page.offset],
      ))
      .map(toStatus);
  }
}
