import type { DistributionState, PackageState, SignStatus } from '../../contracts/generated/api.ts';
import type { StoredApplicationState } from './applications.ts';
import type { Database } from './database.ts';
import { transitionRow } from './state-transition.ts';

/** The partner package flow's records (migration 006): partners, their requests, package applications. */

export interface Partner {
  id: string;
  name: string;
}

export interface PapasRequest {
  id: string;
  partnerId: string;
  packageKey: string;
  /** The package as it was when requested (a PackageDefinition). */
  snapshot: unknown;
  isSkipCompletedSubmissionPage: boolean;
  ownerUserId: string | null;
  createdAt: string;
}

export interface PackageApplication {
  id: string;
  papasId: string;
  ownerUserId: string;
  packageKey: string;
  packageName: string;
  state: PackageState;
  signStatus: SignStatus;
  guest: boolean;
  message: string | null;
  distributionId: string | null;
  createdAt: string;
}

/** One document of a package: its application as the poll reads it. */
export interface PackageDocumentStatus {
  applicationId: string;
  edocPath: string;
  name: string;
  issuerName: string;
  applicationType: string;
  state: StoredApplicationState;
  documentId: string | null;
  message: string | null;
}

interface RequestRow {
  id: string;
  partner_id: string;
  package_key: string;
  package_snapshot: string;
  is_skip_complete_page: number;
  owner_user_id: string | null;
  created_at: string;
}

interface PackageRow {
  id: string;
  papas_id: string;
  owner_user_id: string;
  package_key: string;
  package_name: string;
  state: PackageState;
  sign_status: SignStatus;
  guest: number;
  message: string | null;
  distribution_id: string | null;
  created_at: string;
}

const toRequest = (row: RequestRow): PapasRequest => ({
  id: row.id,
  partnerId: row.partner_id,
  packageKey: row.package_key,
  snapshot: JSON.parse(row.package_snapshot) as unknown,
  isSkipCompletedSubmissionPage: row.is_skip_complete_page === 1,
  ownerUserId: row.owner_user_id,
  createdAt: row.created_at,
});

const toPackage = (row: PackageRow): PackageApplication => ({
  id: row.id,
  papasId: row.papas_id,
  ownerUserId: row.owner_user_id,
  packageKey: row.package_key,
  packageName: row.package_name,
  state: row.state,
  signStatus: row.sign_status,
  guest: row.guest === 1,
  message: row.message,
  distributionId: row.distribution_id,
  createdAt: row.created_at,
});

export class PapasRepo {
  constructor(private readonly db: Database) {}

  async partnerByKeyHash(keyHash: string): Promise<Partner | undefined> {
    return await this.db.get<Partner>('SELECT id, name FROM partners WHERE key_hash = ?', [keyHash]);
  }

  async insertRequest(r: Omit<PapasRequest, 'ownerUserId'>): Promise<void> {
    await this.db.run(
      `INSERT INTO papas_requests (id, partner_id, package_key, package_snapshot, is_skip_complete_page, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [r.id, r.partnerId, r.packageKey, JSON.stringify(r.snapshot), r.isSkipCompletedSubmissionPage ? 1 : 0, r.createdAt],
    );
  }

  /** The request by id alone (the partner's own reads, the simulated partner pages). */
  async findRequest(id: string): Promise<PapasRequest | undefined> {
    const row = await this.db.get<RequestRow>('SELECT * FROM papas_requests WHERE id = ?', [id]);
    return row && toRequest(row);
  }

  /**
   * The request as `userId` may see it: the first signed-in user to open an unclaimed request
   * becomes its owner (one conditional write, so two users cannot both claim it); anyone else
   * finds nothing.
   */
  async claimRequest(id: string, userId: string, now: string): Promise<PapasRequest | undefined> {
    await this.db.run('UPDATE papas_requests SET owner_user_id = ?, claimed_at = ? WHERE id = ? AND owner_user_id IS NULL', [userId, now, id]);
    const request = await this.findRequest(id);
    return request && request.ownerUserId === userId ? request : undefined;
  }

  /** The request of its owner only. */
  async ownedRequest(id: string, userId: string): Promise<PapasRequest | undefined> {
    const request = await this.findRequest(id);
    return request && request.ownerUserId === userId ? request : undefined;
  }

  async insertPackage(p: Omit<PackageApplication, 'message' | 'distributionId'>): Promise<void> {
    await this.db.run(
      `INSERT INTO package_applications (id, papas_id, owner_user_id, package_key, package_name, state, sign_status, guest,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [p.id, p.papasId, p.ownerUserId, p.packageKey, p.packageName, p.state, p.signStatus, p.guest ? 1 : 0, p.createdAt, p.createdAt],
    );
  }

  /** Ties a document's application to its package. */
  async attachApplication(applicationId: string, packageId: string, order: number): Promise<void> {
    await this.db.run('UPDATE applications SET package_id = ?, package_order = ? WHERE id = ?', [packageId, order, applicationId]);
  }

  async findPackage(id: string, ownerId: string): Promise<PackageApplication | undefined> {
    const row = await this.db.get<PackageRow>('SELECT * FROM package_applications WHERE id = ? AND owner_user_id = ?', [id, ownerId]);
    return row && toPackage(row);
  }

  async findPackageById(id: string): Promise<PackageApplication | undefined> {
    const row = await this.db.get<PackageRow>('SELECT * FROM package_applications WHERE id = ?', [id]);
    return row && toPackage(row);
  }

  async packageOfRequest(papasId: string): Promise<PackageApplication | undefined> {
    const row = await this.db.get<PackageRow>('SELECT * FROM package_applications WHERE papas_id = ?', [papasId]);
    return row && toPackage(row);
  }

  /** The package an application belongs to, if any. */
  async packageIdOf(applicationId: string): Promise<string | null> {
    return (await this.db.get<{ package_id: string | null }>('SELECT package_id FROM applications WHERE id = ?', [applicationId]))?.package_id ?? null;
  }

  /** The package's documents in the order of the package. */
  async documents(packageId: string): Promise<PackageDocumentStatus[]> {
    return (await this.db
      .all<{
        id: string;
        edoc_path: string;
        name: string;
        issuer_name: string;
        application_type: string;
        state: StoredApplicationState;
        document_id: string | null;
        message: string | null;
      }>(
        `SELECT id, edoc_path, name, issuer_name, application_type, state, document_id, message
         FROM applications WHERE package_id = ? ORDER BY package_order`,
        [packageId],
      ))
      .map((row) => ({
        applicationId: row.id,
        edocPath: row.edoc_path,
        name: row.name,
        issuerName: row.issuer_name,
        applicationType: row.application_type,
        state: row.state,
        documentId: row.document_id,
        message: row.message,
      }));
  }

  /** Moves the package from one of `from` to `to` (false when it was elsewhere: every move happens once). */
  transition(
    id: string,
    from: readonly PackageState[],
    to: { state: PackageState; signStatus?: SignStatus; message?: string | null; distributionId?: string | null },
    now: string,
  ): Promise<boolean> {
    return transitionRow(
      this.db,
      'package_applications',
      id,
      from,
      { state: to.state, sign_status: to.signStatus, message: to.message, distribution_id: to.distributionId },
      now,
    );
  }

  /** Signs a package that waits for its signature (the messenger's signing page). */
  async sign(id: string, now: string): Promise<boolean> {
    return (
      (await this.db.run("UPDATE package_applications SET sign_status = 'COMPLETE', updated_at = ? WHERE id = ? AND state = 'SIGN_REQUESTED'", [now, id]))
        .changes === 1
    );
  }

  /** Marks the inbox documents of a package (000 §3 inbox document: packageName, packageId). */
  async labelDocument(documentId: string, packageId: string, packageName: string): Promise<void> {
    await this.db.run('UPDATE documents SET package_id = ?, package_name = ? WHERE id = ?', [packageId, packageName, documentId]);
  }

  async documentExpiry(documentId: string): Promise<string | undefined> {
    return (await this.db.get<{ expires_at: string }>('SELECT expires_at FROM documents WHERE id = ?', [documentId]))?.expires_at;
  }

  /** The documents of one submission as its receiver's wallet holds them (its RECEIVED records). */
  async received(receiverId: string, distributionId: string): Promise<{ name: string; issuerName: string; receivedAt: string; state: DistributionState }[]> {
    return await this.db.all(
      `SELECT name, issuer_name AS "issuerName", distributed_at AS "receivedAt", state FROM distributions
       WHERE owner_user_id = ? AND distribution_id = ? AND type = 'RECEIVED' AND deleted_at IS NULL
       ORDER BY (SELECT package_order FROM applications WHERE applications.document_id = distributions.document_id), document_id`,
      [receiverId, distributionId],
    );
  }

  /** The wallet (a user) at `address`. */
  async walletOwner(address: string): Promise<{ id: string; name: string } | undefined> {
    return await this.db.get<{ id: string; name: string }>('SELECT id, name FROM users WHERE wallet_address = ? AND joined = 1', [address]);
  }
}
