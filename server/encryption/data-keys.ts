import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { KEY_BYTES } from './envelope.ts';
import type { KeyEncryptionKeys } from './key-encryption-keys.ts';

export interface DataKey {
  id: string;
  key: Buffer;
}

interface Row {
  id: string;
  kek_id: string;
  wrapped: Uint8Array;
}

/** How many unwrapped data keys a process keeps (the least recently used go first). */
const KEPT = 10_000;

/** A data key a sealed value names is not in the database. */
export class DataKeyMissingError extends Error {
  constructor(readonly id: string) {
    super(`the data key ${id} is not in the database: the value naming it cannot be opened`);
    this.name = 'DataKeyMissingError';
  }
}

/** A map that forgets its least recently used entries beyond `limit`. */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}

const bytes = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * The data keys (table data_keys): one AES-256 key per owner — a wallet, an organisation, a partner,
 * the server itself — made on the owner's first sealed value and stored only wrapped by a
 * key-encryption key. A rotation re-wraps these rows and nothing else: the keys themselves, and
 * everything sealed under them, stay as they are.
 *
 * Unwrapped keys are kept in memory once read outside a transaction (committed): a key made inside
 * a transaction that rolls back must not outlive it here, or a later value would name a key that
 * does not exist.
 */
export class DataKeys {
  private readonly byId = new Recent<Buffer>(KEPT);
  private readonly idOfOwner = new Recent<string>(KEPT);

  constructor(
    private readonly db: Database,
    readonly keks: KeyEncryptionKeys,
  ) {}

  /** The owner's data key, made (and wrapped under the current key-encryption key) on first use. */
  async forOwner(owner: string): Promise<DataKey> {
    const cachedId = this.idOfOwner.get(owner);
    const cached = cachedId === undefined ? undefined : this.byId.get(cachedId);
    if (cachedId !== undefined && cached) return { id: cachedId, key: cached };
    const row = await this.db.get<Row>('SELECT id, kek_id, wrapped FROM data_keys WHERE owner = ?', [owner]);
    if (row) return { id: row.id, key: await this.unwrapped(row, owner) };
    const made = await this.make(owner);
    if (made) return made;
    const other = await this.db.get<Row>('SELECT id, kek_id, wrapped FROM data_keys WHERE owner = ?', [owner]);
    if (!other) throw new Error(`the data key of ${owner} could not be stored`);
    return { id: other.id, key: await this.unwrapped(other, owner) };
  }

  /** The data key a sealed value names. */
  async byKeyId(id: string): Promise<Buffer> {
    const cached = this.byId.get(id);
    if (cached) return cached;
    const row = await this.db.get<Row>('SELECT id, kek_id, wrapped FROM data_keys WHERE id = ?', [id]);
    if (!row) throw new DataKeyMissingError(id);
    return this.unwrapped(row);
  }

  /** A new key for `owner`, unless another request made one meanwhile (then null: read that one). */
  private async make(owner: string): Promise<DataKey | null> {
    const id = `dk-${randomBytes(8).toString('hex')}`;
    const key = randomBytes(KEY_BYTES);
    const { kekId, wrapped } = await this.keks.wrap(key, id);
    const now = new Date().toISOString();
    const { changes } = await this.db.run(
      'INSERT INTO data_keys (id, owner, kek_id, wrapped, created_at, wrapped_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (owner) DO NOTHING',
      [id, owner, kekId, wrapped, now, now],
    );
    if (changes !== 1) return null;
    if (!this.db.inTransaction()) this.keep(id, key, owner);
    return { id, key };
  }

  private async unwrapped(row: Row, owner?: string): Promise<Buffer> {
    const key = await this.keks.unwrap({ kekId: row.kek_id, wrapped: bytes(row.wrapped) }, row.id);
    if (!this.db.inTransaction()) this.keep(row.id, key, owner);
    return key;
  }

  private keep(id: string, key: Buffer, owner?: string): void {
    this.byId.set(id, key);
    if (owner !== undefined) this.idOfOwner.set(owner, id);
  }

  /**
   * The start's check: every key-encryption key the database's data keys are wrapped by is held,
   * and opens one of them. Throws KeyUnavailableError or WrongKeyError (nothing half-readable).
   */
  async check(): Promise<{ dataKeys: number; kekIds: string[] }> {
    const groups = await this.db.all<{ kek_id: string; id: string; n: number | string }>(
      'SELECT kek_id, MIN(id) AS id, COUNT(*) AS n FROM data_keys GROUP BY kek_id ORDER BY kek_id',
    );
    for (const group of groups) {
      const row = await this.db.get<Row>('SELECT id, kek_id, wrapped FROM data_keys WHERE id = ?', [group.id]);
      if (row) await this.keks.unwrap({ kekId: row.kek_id, wrapped: bytes(row.wrapped) }, row.id);
    }
    return { dataKeys: groups.reduce((sum, group) => sum + Number(group.n), 0), kekIds: groups.map((group) => group.kek_id) };
  }
}
