import type { CertificateStatus } from '../../contracts/generated/api.ts';
import type { Database } from './database.ts';
import { ReadCache } from './read-cache.ts';
import type { AccountStatus } from '../personas.ts';

export interface UserRecord {
  id: string;
  name: string;
  joined: boolean;
  walletAddress: string | null;
  walletName: string | null;
  walletRegistered: boolean;
  certificateStatus: CertificateStatus;
  accountStatus: AccountStatus;
  portalMember: boolean;
  mainDeviceId: string | null;
  serviceTermVersion: number | null;
  privacyTermVersion: number | null;
}

export interface UserRow {
  id: string;
  name: string;
  joined: number;
  wallet_address: string | null;
  wallet_name: string | null;
  wallet_registered: number;
  certificate_status: CertificateStatus;
  account_status: AccountStatus;
  portal_member: number;
  main_device_id: string | null;
  service_term_version: number | null;
  privacy_term_version: number | null;
}

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  name: row.name,
  joined: row.joined === 1,
  walletAddress: row.wallet_address,
  walletName: row.wallet_name,
  walletRegistered: row.wallet_registered === 1,
  certificateStatus: row.certificate_status,
  accountStatus: row.account_status,
  portalMember: row.portal_member === 1,
  mainDeviceId: row.main_device_id,
  serviceTermVersion: row.service_term_version,
  privacyTermVersion: row.privacy_term_version,
});

/**
 * Users, read through a ReadCache: every signed-in call reads its user, so a hot read costs a Map
 * lookup. Every write goes through this class and drops the cached entry (on PostgreSQL every
 * process's entry, through the row-change feed).
 */
export class UsersRepo {
  private readonly cache: ReadCache<UserRecord>;

  constructor(private readonly db: Database) {
    this.cache = new ReadCache(db, 'users');
  }

  /** The user when the read cache holds it, without a query. */
  cached(id: string): UserRecord | undefined {
    return this.cache.get(id);
  }

  /** Taken before reading a row for `remember` (see ReadCache). */
  ticket(): number {
    return this.cache.ticket();
  }

  /** The user of a row read after `ticket` (by this repository or with a session), kept in the cache. */
  remember(row: UserRow, ticket: number): UserRecord {
    const user = toUser(row);
    this.cache.set(user.id, user, ticket);
    return user;
  }

  async findById(id: string): Promise<UserRecord | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const row = await this.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
    return row && this.remember(row, ticket);
  }

  async setMainDevice(id: string, deviceId: string): Promise<void> {
    await this.write(id, 'UPDATE users SET main_device_id = ? WHERE id = ?', [deviceId, id]);
  }

  /** Joins the user (NEW agreement): a wallet tied to this device. */
  async join(id: string, wallet: { address: string; name: string }, deviceId: string, now: string): Promise<void> {
    await this.write(
      id,
      `UPDATE users SET joined = 1, wallet_address = ?, wallet_name = ?, wallet_registered = 1,
         main_device_id = ?, joined_at = ? WHERE id = ?`,
      [wallet.address, wallet.name, deviceId, now, id],
    );
  }

  /** UNREGISTERED_WALLET agreement: the wallet is registered again under a new address. */
  async registerWallet(id: string, walletAddress: string): Promise<void> {
    await this.write(id, 'UPDATE users SET wallet_address = ?, wallet_registered = 1 WHERE id = ?', [walletAddress, id]);
  }

  async setTermVersions(id: string, versions: { service?: number; privacy?: number }): Promise<void> {
    if (versions.service !== undefined) {
      await this.write(id, 'UPDATE users SET service_term_version = ? WHERE id = ?', [versions.service, id]);
    }
    if (versions.privacy !== undefined) {
      await this.write(id, 'UPDATE users SET privacy_term_version = ? WHERE id = ?', [versions.privacy, id]);
    }
  }

  /** The messenger certificate (simulated signup). */
  async setCertificateStatus(id: string, status: CertificateStatus): Promise<void> {
    await this.write(id, 'UPDATE users SET certificate_status = ? WHERE id = ?', [status, id]);
  }

  /** Wallet disposal: the address goes, the user is no longer joined; documents are kept. */
  async disposeWallet(id: string): Promise<void> {
    await this.write(
      id,
      'UPDATE users SET joined = 0, wallet_address = NULL, wallet_name = NULL, main_device_id = NULL, joined_at = NULL WHERE id = ?',
      [id],
    );
  }

  private async write(id: string, sql: string, params: (string | number | null)[]): Promise<void> {
    await this.db.run(sql, params);
    this.cache.delete(id);
  }
}
