import type { Database } from './database.ts';

export interface QrPass {
  id: string;
  ownerUserId: string;
  documentId: string;
  institutionCode: string;
  institutionName: string;
  qrPassCode: string;
  qrPassName: string;
  urlExposureType: string;
  createdAt: string;
  expiresAt: string;
}

const COLUMNS = `id, owner_user_id AS "ownerUserId", document_id AS "documentId", institution_code AS "institutionCode",
  institution_name AS "institutionName", qr_pass_code AS "qrPassCode", qr_pass_name AS "qrPassName",
  url_exposure_type AS "urlExposureType", created_at AS "createdAt", expires_at AS "expiresAt"`;

/** Qualification passes made from documents, and the one-time tokens of simple authentication. */
export class QrPassesRepo {
  constructor(private readonly db: Database) {}

  async insert(p: QrPass): Promise<void> {
    await this.db.run(
      `INSERT INTO qr_passes (id, owner_user_id, document_id, institution_code, institution_name, qr_pass_code,
         qr_pass_name, url_exposure_type, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [p.id, p.ownerUserId, p.documentId, p.institutionCode, p.institutionName, p.qrPassCode, p.qrPassName, p.urlExposureType, p.createdAt, p.expiresAt],
    );
  }

  async find(id: string, ownerId: string): Promise<QrPass | undefined> {
    return await this.db.get<QrPass>(`SELECT ${COLUMNS} FROM qr_passes WHERE id = ? AND owner_user_id = ?`, [id, ownerId]);
  }
}

export class GuestTokensRepo {
  constructor(private readonly db: Database) {}

  async create(token: { token: string; userId: string; edocPath: string | null; createdAt: string; expiresAt: string }): Promise<void> {
    await this.db.run('INSERT INTO guest_tokens (token, user_id, edoc_path, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
      token.token,
      token.userId,
      token.edocPath,
      token.createdAt,
      token.expiresAt,
    ]);
  }

  async find(token: string, userId: string): Promise<{ edocPath: string | null; expiresAt: string; usedAt: string | null } | undefined> {
    return await this.db.get(
      'SELECT edoc_path AS "edocPath", expires_at AS "expiresAt", used_at AS "usedAt" FROM guest_tokens WHERE token = ? AND user_id = ?',
      [token, userId],
    );
  }

  /** Spends the token once; false when it was already used. */
  async use(token: string, now: string): Promise<boolean> {
    return (await this.db.run('UPDATE guest_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL', [now, token])).changes === 1;
  }
}
