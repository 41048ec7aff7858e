import { userOwner, type Sealer } from '../encryption/sealer.ts';
import type { Database } from './database.ts';

/** A public key a citizen's browser holds on one device (a P-256 JWK) and its RFC 7638 thumbprint. */
export interface RegisteredHolderKey {
  userId: string;
  deviceId: string;
  thumbprint: string;
  jwk: Record<string, unknown>;
  createdAt: string;
}

/** A document's credential as Jigap's own wallet keeps it: bound to one holder key. */
export interface StoredCredential {
  documentId: string;
  thumbprint: string;
  /** The SD-JWT VC, compact, with every disclosure. */
  credential: string;
  issuedAt: string;
}

interface KeyRow {
  user_id: string;
  device_id: string;
  thumbprint: string;
  jwk: string;
  created_at: string;
}

/**
 * The citizen's credential store: the keys their browsers hold and the credentials bound to them.
 * The one module that reads and writes them: a credential (its disclosures hold the document's
 * claims) is sealed under its owner's data key, bound to its document and holder key
 * (server/encryption). A key is the device's: after a device change the new device's key is the
 * one the wallet's credentials are bound to, and they are issued to it again.
 */
export class WalletCredentialsRepo {
  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {}

  async key(userId: string, deviceId: string): Promise<RegisteredHolderKey | undefined> {
    const row = await this.db.get<KeyRow>('SELECT * FROM holder_keys WHERE user_id = ? AND device_id = ?', [userId, deviceId]);
    return row && { userId: row.user_id, deviceId: row.device_id, thumbprint: row.thumbprint, jwk: JSON.parse(row.jwk) as Record<string, unknown>, createdAt: row.created_at };
  }

  /** Registers the device's key; a device that made a new key (its storage was cleared) replaces the old one. */
  async putKey(key: RegisteredHolderKey): Promise<void> {
    await this.db.run(
      `INSERT INTO holder_keys (user_id, device_id, thumbprint, jwk, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, device_id) DO UPDATE SET thumbprint = excluded.thumbprint, jwk = excluded.jwk, created_at = excluded.created_at`,
      [key.userId, key.deviceId, key.thumbprint, JSON.stringify(key.jwk), key.createdAt],
    );
  }

  async credential(documentId: string, thumbprint: string): Promise<StoredCredential | undefined> {
    const row = await this.db.get<StoredCredential>(
      'SELECT document_id AS "documentId", thumbprint, credential, issued_at AS "issuedAt" FROM wallet_credentials WHERE document_id = ? AND thumbprint = ?',
      [documentId, thumbprint],
    );
    return row && { ...row, credential: await this.sealer.openText('wallet_credentials.credential', `${documentId}/${thumbprint}`, row.credential) };
  }

  /** Keeps a credential of the owner's document unless one for it and this key is kept already (two processes, one wins); answers the one kept. */
  async putCredential(stored: StoredCredential, ownerUserId: string): Promise<StoredCredential> {
    const sealed = await this.sealer.sealText(userOwner(ownerUserId), 'wallet_credentials.credential', `${stored.documentId}/${stored.thumbprint}`, stored.credential);
    await this.db.run(
      'INSERT INTO wallet_credentials (document_id, thumbprint, credential, issued_at) VALUES (?, ?, ?, ?) ON CONFLICT (document_id, thumbprint) DO NOTHING',
      [stored.documentId, stored.thumbprint, sealed, stored.issuedAt],
    );
    return (await this.credential(stored.documentId, stored.thumbprint)) ?? stored;
  }

  /** The documents of the owner that have a credential bound to another key than `thumbprint` (to bind again). */
  async boundElsewhere(ownerUserId: string, thumbprint: string): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      `SELECT DISTINCT d.id FROM documents d JOIN wallet_credentials c ON c.document_id = d.id
       WHERE d.owner_user_id = ? AND d.deleted_at IS NULL AND c.thumbprint <> ?
         AND NOT EXISTS (SELECT 1 FROM wallet_credentials k WHERE k.document_id = d.id AND k.thumbprint = ?)`,
      [ownerUserId, thumbprint, thumbprint],
    );
    return rows.map((row) => row.id);
  }
}
