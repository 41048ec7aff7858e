import type { Database } from './database.ts';

export type OfferState = 'OFFERED' | 'TOKEN_ISSUED' | 'TAKEN' | 'SPENT';

/** An offer as stored (its code and tx_code as hashes only). */
export interface OfferRecord {
  id: string;
  documentId: string;
  ownerUserId: string;
  codeHash: string;
  txCodeHash: string;
  state: OfferState;
  wrongTxCodes: number;
  tokenId: string | null;
  createdAt: string;
  expiresAt: string;
  takenAt: string | null;
}

const COLUMNS = `id, document_id AS "documentId", owner_user_id AS "ownerUserId", code_hash AS "codeHash", tx_code_hash AS "txCodeHash",
  state, wrong_tx_codes AS "wrongTxCodes", token_id AS "tokenId", created_at AS "createdAt", expires_at AS "expiresAt", taken_at AS "takenAt"`;

/**
 * Offers of a document's credential to another wallet. Each step is one conditional UPDATE, so two
 * processes answering two redemptions of one code at once let exactly one through, and a wrong
 * tx_code is counted once however many arrive together.
 */
export class CredentialOffersRepo {
  constructor(private readonly db: Database) {}

  async create(offer: Pick<OfferRecord, 'id' | 'documentId' | 'ownerUserId' | 'codeHash' | 'txCodeHash' | 'createdAt' | 'expiresAt'>): Promise<void> {
    await this.db.run(
      `INSERT INTO credential_offers (id, document_id, owner_user_id, code_hash, tx_code_hash, state, wrong_tx_codes, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'OFFERED', 0, ?, ?)`,
      [offer.id, offer.documentId, offer.ownerUserId, offer.codeHash, offer.txCodeHash, offer.createdAt, offer.expiresAt],
    );
  }

  async byCodeHash(codeHash: string): Promise<OfferRecord | undefined> {
    return await this.db.get<OfferRecord>(`SELECT ${COLUMNS} FROM credential_offers WHERE code_hash = ?`, [codeHash]);
  }

  async byId(id: string): Promise<OfferRecord | undefined> {
    return await this.db.get<OfferRecord>(`SELECT ${COLUMNS} FROM credential_offers WHERE id = ?`, [id]);
  }

  /** Counts a wrong tx_code of a live offer; the last allowed one spends it. Answers the tries left (null: it was not live). */
  async countWrongTxCode(id: string, maxTries: number, now: string): Promise<number | null> {
    const { changes } = await this.db.run(
      `UPDATE credential_offers SET wrong_tx_codes = wrong_tx_codes + 1,
         state = CASE WHEN wrong_tx_codes + 1 >= ? THEN 'SPENT' ELSE state END
       WHERE id = ? AND state = 'OFFERED' AND expires_at > ?`,
      [maxTries, id, now],
    );
    if (changes !== 1) return null;
    const offer = await this.byId(id);
    return offer ? Math.max(0, maxTries - offer.wrongTxCodes) : 0;
  }

  /** Redeems the code once: OFFERED → TOKEN_ISSUED with the access token's id; false when it was not live. */
  async redeem(id: string, tokenId: string, now: string): Promise<boolean> {
    return (await this.db.run(`UPDATE credential_offers SET state = 'TOKEN_ISSUED', token_id = ? WHERE id = ? AND state = 'OFFERED' AND expires_at > ?`, [tokenId, id, now])).changes === 1;
  }

  /** The credential of a redeemed offer is issued once: TOKEN_ISSUED → TAKEN; false when it was taken already. */
  async take(id: string, tokenId: string, now: string): Promise<boolean> {
    return (await this.db.run(`UPDATE credential_offers SET state = 'TAKEN', taken_at = ? WHERE id = ? AND state = 'TOKEN_ISSUED' AND token_id = ?`, [now, id, tokenId])).changes === 1;
  }
}

/**
 * The credential endpoint's c_nonces. A nonce is accepted once across every process: using it is
 * deleting it, and only the one DELETE that removes the row wins.
 */
export class CredentialNoncesRepo {
  constructor(private readonly db: Database) {}

  async create(nonce: string, expiresAt: string): Promise<void> {
    await this.db.run('INSERT INTO credential_nonces (nonce, expires_at) VALUES (?, ?)', [nonce, expiresAt]);
  }

  /** When the nonce stops being accepted; undefined when it is unknown or was used. */
  async expiresAt(nonce: string): Promise<string | undefined> {
    return (await this.db.get<{ expires_at: string }>('SELECT expires_at FROM credential_nonces WHERE nonce = ?', [nonce]))?.expires_at;
  }

  /** Uses the nonce: true for exactly one caller while it is live. */
  async use(nonce: string, now: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM credential_nonces WHERE nonce = ? AND expires_at > ?', [nonce, now])).changes === 1;
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.run('DELETE FROM credential_nonces WHERE expires_at <= ?', [now]);
  }
}
