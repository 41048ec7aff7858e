import type { Database } from './database.ts';

/** One claim as the desk received it: where it sits in the credential, its Korean label, the value disclosed. */
export interface ReceivedClaim {
  path: (string | number | null)[];
  label: string;
  value: unknown;
}

/** One verdict line of a received presentation (the desk's check, like a PDF's). */
export interface PresentationCheck {
  kind: 'ISSUER_SIGNATURE' | 'HOLDER_BINDING' | 'NOT_REVOKED' | 'NOT_EXPIRED';
  ok: boolean;
  detail: string;
}

export interface PresentationRequestRow {
  id: string;
  organisationId: string;
  templateId: string;
  requestedBy: string;
  clientId: string;
  nonce: string;
  state: string;
  requestObject: string;
  /** The authorization request's parameters (JSON), to read the answer against. */
  payload: string;
  /** The private JWK the answer is encrypted to (JSON). */
  responseKey: string;
  status: 'PENDING' | 'ANSWERED';
  refusal: string | null;
  createdAt: string;
  expiresAt: string;
  answeredAt: string | null;
}

export interface PresentationResult {
  requestId: string;
  organisationId: string;
  credentialName: string;
  claims: ReceivedClaim[];
  checks: PresentationCheck[];
  presentedAt: string;
  receivedAt: string;
  deletionRequestedAt: string | null;
}

/** The citizen's record of a request the wallet opened, and of the answer once given. */
export interface HeldPresentation {
  id: string;
  ownerUserId: string;
  deviceId: string;
  verifierName: string;
  clientId: string;
  nonce: string;
  purpose: string;
  /** The resolved request (JSON): what the wallet answers against. */
  request: string;
  status: 'OPENED' | 'PRESENTED';
  documentId: string | null;
  documentName: string | null;
  claimLabels: string[] | null;
  createdAt: string;
  expiresAt: string;
  presentedAt: string | null;
  deletionRequestedAt: string | null;
  /** When this service's own desk deleted what it received (on the citizen's request or at the end of its retention). */
  verifierDeletedAt: string | null;
}

const REQUEST_COLUMNS = `id, organisation_id AS "organisationId", template_id AS "templateId", requested_by AS "requestedBy", client_id AS "clientId",
  nonce, state, request_object AS "requestObject", payload, response_key AS "responseKey", status, refusal,
  created_at AS "createdAt", expires_at AS "expiresAt", answered_at AS "answeredAt"`;

interface ResultRow extends Omit<PresentationResult, 'claims' | 'checks'> {
  claims: string;
  checks: string;
}
const RESULT_COLUMNS = `request_id AS "requestId", organisation_id AS "organisationId", credential_name AS "credentialName", claims, checks,
  presented_at AS "presentedAt", received_at AS "receivedAt", deletion_requested_at AS "deletionRequestedAt"`;
const resultOf = (row: ResultRow): PresentationResult => ({ ...row, claims: JSON.parse(row.claims) as ReceivedClaim[], checks: JSON.parse(row.checks) as PresentationCheck[] });

interface WalletRow extends Omit<HeldPresentation, 'claimLabels'> {
  claimLabels: string | null;
}
const WALLET_COLUMNS = `id, owner_user_id AS "ownerUserId", device_id AS "deviceId", verifier_name AS "verifierName", client_id AS "clientId", nonce, purpose,
  request, status, document_id AS "documentId", document_name AS "documentName", claim_labels AS "claimLabels", created_at AS "createdAt",
  expires_at AS "expiresAt", presented_at AS "presentedAt", deletion_requested_at AS "deletionRequestedAt", verifier_deleted_at AS "verifierDeletedAt"`;
const walletOf = (row: WalletRow): HeldPresentation => ({ ...row, claimLabels: row.claimLabels === null ? null : (JSON.parse(row.claimLabels) as string[]) });

/**
 * Every row of the presentations, both sides: the desk's requests and what it received, and the
 * citizen's records of the requests they opened and answered. The one module that reads and writes
 * them (what a presentation disclosed is personal data: it can be wrapped, encrypted at rest, here).
 */
export class PresentationsRepo {
  constructor(private readonly db: Database) {}

  async createRequest(row: Omit<PresentationRequestRow, 'status' | 'refusal' | 'answeredAt'>): Promise<void> {
    await this.db.run(
      `INSERT INTO presentation_requests (id, organisation_id, template_id, requested_by, client_id, nonce, state, request_object, payload, response_key, status, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
      [row.id, row.organisationId, row.templateId, row.requestedBy, row.clientId, row.nonce, row.state, row.requestObject, row.payload, row.responseKey, row.createdAt, row.expiresAt],
    );
  }

  async request(id: string): Promise<PresentationRequestRow | undefined> {
    return await this.db.get<PresentationRequestRow>(`SELECT ${REQUEST_COLUMNS} FROM presentation_requests WHERE id = ?`, [id]);
  }

  /** Takes the answer: true for the one write that finds the request still pending and not expired. */
  async answer(id: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run(
      "UPDATE presentation_requests SET status = 'ANSWERED', answered_at = ?, refusal = NULL WHERE id = ? AND status = 'PENDING' AND expires_at > ?",
      [at, id, at],
    );
    return changes === 1;
  }

  /** Why the last answer was refused (the request stays pending). */
  async refuse(id: string, reason: string): Promise<void> {
    await this.db.run("UPDATE presentation_requests SET refusal = ? WHERE id = ? AND status = 'PENDING'", [reason, id]);
  }

  async putResult(result: Omit<PresentationResult, 'deletionRequestedAt'>): Promise<void> {
    await this.db.run(
      `INSERT INTO presentation_results (request_id, organisation_id, credential_name, claims, checks, presented_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [result.requestId, result.organisationId, result.credentialName, JSON.stringify(result.claims), JSON.stringify(result.checks), result.presentedAt, result.receivedAt],
    );
  }

  async result(requestId: string): Promise<PresentationResult | undefined> {
    const row = await this.db.get<ResultRow>(`SELECT ${RESULT_COLUMNS} FROM presentation_results WHERE request_id = ?`, [requestId]);
    return row && resultOf(row);
  }

  /** The organisation's received presentations, newest first. */
  async results(organisationId: string, page: { limit: number; offset: number }): Promise<{ items: PresentationResult[]; totalCount: number }> {
    const rows = await this.db.all<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM presentation_results WHERE organisation_id = ? ORDER BY presented_at DESC, request_id DESC LIMIT ? OFFSET ?`,
      [organisationId, page.limit, page.offset],
    );
    const count = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM presentation_results WHERE organisation_id = ?', [organisationId]);
    return { items: rows.map(resultOf), totalCount: Number(count?.n ?? 0) };
  }

  /** The citizen asked the organisation to delete what it received. */
  async requestResultDeletion(requestId: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run('UPDATE presentation_results SET deletion_requested_at = ? WHERE request_id = ? AND deletion_requested_at IS NULL', [at, requestId]);
    return changes === 1;
  }

  /** Deletes a received presentation (on the citizen's request or at the end of its retention). */
  async deleteResult(requestId: string): Promise<boolean> {
    const { changes } = await this.db.run('DELETE FROM presentation_results WHERE request_id = ?', [requestId]);
    return changes === 1;
  }

  /** The requests whose results were received before `before` (their retention is over), oldest first. */
  async receivedBefore(before: string, limit: number): Promise<string[]> {
    const rows = await this.db.all<{ requestId: string }>('SELECT request_id AS "requestId" FROM presentation_results WHERE received_at < ? ORDER BY received_at LIMIT ?', [before, limit]);
    return rows.map((row) => row.requestId);
  }

  /** Requests that expired unanswered before `before`: nothing was received, nothing is kept. */
  async purgeUnansweredBefore(before: string): Promise<void> {
    await this.db.run("DELETE FROM presentation_requests WHERE status = 'PENDING' AND expires_at < ?", [before]);
  }

  /** The citizens' records of the answer a request of this service's own desk received (its nonce is the request's). */
  async holderRecordsOfRequest(requestId: string): Promise<HeldPresentation[]> {
    const rows = await this.db.all<WalletRow>(
      `SELECT ${WALLET_COLUMNS} FROM wallet_presentations WHERE EXISTS (
         SELECT 1 FROM presentation_requests r WHERE r.id = ? AND r.client_id = wallet_presentations.client_id AND r.nonce = wallet_presentations.nonce)`,
      [requestId],
    );
    return rows.map(walletOf);
  }

  /** The citizen's record says the desk deleted what it received, once: false when it said so already. */
  async markVerifierDeleted(id: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run("UPDATE wallet_presentations SET verifier_deleted_at = ? WHERE id = ? AND status = 'PRESENTED' AND verifier_deleted_at IS NULL", [at, id]);
    return changes === 1;
  }

  /** The citizen's record of a request: the one already kept for this verifier and nonce, or this new one. */
  async openForHolder(
    row: Omit<HeldPresentation, 'status' | 'documentId' | 'documentName' | 'claimLabels' | 'presentedAt' | 'deletionRequestedAt' | 'verifierDeletedAt'>,
  ): Promise<HeldPresentation> {
    await this.db.run(
      `INSERT INTO wallet_presentations (id, owner_user_id, device_id, verifier_name, client_id, nonce, purpose, request, status, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'OPENED', ?, ?) ON CONFLICT (owner_user_id, client_id, nonce) DO NOTHING`,
      [row.id, row.ownerUserId, row.deviceId, row.verifierName, row.clientId, row.nonce, row.purpose, row.request, row.createdAt, row.expiresAt],
    );
    const kept = await this.db.get<WalletRow>(`SELECT ${WALLET_COLUMNS} FROM wallet_presentations WHERE owner_user_id = ? AND client_id = ? AND nonce = ?`, [
      row.ownerUserId,
      row.clientId,
      row.nonce,
    ]);
    if (!kept) throw new Error('the wallet presentation was not kept');
    return walletOf(kept);
  }

  async holderRecord(id: string, ownerUserId: string): Promise<HeldPresentation | undefined> {
    const row = await this.db.get<WalletRow>(`SELECT ${WALLET_COLUMNS} FROM wallet_presentations WHERE id = ? AND owner_user_id = ?`, [id, ownerUserId]);
    return row && walletOf(row);
  }

  /** Marks the citizen's record presented, once: false when it was already. */
  async markPresented(id: string, answer: { documentId: string; documentName: string; claimLabels: string[]; presentedAt: string }): Promise<boolean> {
    const { changes } = await this.db.run(
      "UPDATE wallet_presentations SET status = 'PRESENTED', document_id = ?, document_name = ?, claim_labels = ?, presented_at = ? WHERE id = ? AND status = 'OPENED'",
      [answer.documentId, answer.documentName, JSON.stringify(answer.claimLabels), answer.presentedAt, id],
    );
    return changes === 1;
  }

  /** The citizen's answered presentations, newest first (보낸 내역). */
  async presentedBy(ownerUserId: string, page: { limit: number; offset: number }): Promise<{ items: HeldPresentation[]; totalCount: number }> {
    const rows = await this.db.all<WalletRow>(
      `SELECT ${WALLET_COLUMNS} FROM wallet_presentations WHERE owner_user_id = ? AND status = 'PRESENTED' ORDER BY presented_at DESC, created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [ownerUserId, page.limit, page.offset],
    );
    const count = await this.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM wallet_presentations WHERE owner_user_id = ? AND status = 'PRESENTED'", [ownerUserId]);
    return { items: rows.map(walletOf), totalCount: Number(count?.n ?? 0) };
  }

  async markHolderDeletionRequested(id: string, at: string): Promise<boolean> {
    const { changes } = await this.db.run(
      "UPDATE wallet_presentations SET deletion_requested_at = ? WHERE id = ? AND status = 'PRESENTED' AND deletion_requested_at IS NULL",
      [at, id],
    );
    return changes === 1;
  }
}
