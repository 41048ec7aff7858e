import { createHmac } from 'node:crypto';
import type { DataKeys } from './data-keys.ts';
import { fromText, isSealed, isSealedText, keyIdOf, open, seal, SealedValueError, toText } from './envelope.ts';

/**
 * Every column that holds a sealed value, named `table.column`: the name is part of each value's
 * authenticated context, with the row's key, so a value only opens in the row it was sealed for.
 */
export const SEALED_FIELDS = {
  'document_files.pdf': { plain: (value: Buffer) => value.subarray(0, 5).toString('latin1') === '%PDF-' },
  'desk_files.pdf': { plain: (value: Buffer) => value.subarray(0, 5).toString('latin1') === '%PDF-' },
  'applications.form_data': { plain: (value: Buffer) => value[0] === 0x7b },
  'documents.form_data': { plain: (value: Buffer) => value[0] === 0x7b },
  'idempotency_keys.response_body': { plain: (value: Buffer) => value.length === 0 || value[0] === 0x7b },
  'server_secrets.value': { plain: (value: Buffer) => /^[A-Za-z0-9+/]{43}=$/.test(value.toString('latin1')) },
  'signing_certificates.private_key': { plain: (value: Buffer) => value.subarray(0, 10).toString('latin1') === '-----BEGIN' },
  'wallet_credentials.credential': { plain: (value: Buffer) => value.subarray(0, 2).toString('latin1') === 'ey' },
  'presentation_results.claims': { plain: (value: Buffer) => value[0] === 0x5b },
  'presentation_requests.response_key': { plain: (value: Buffer) => value[0] === 0x7b },
} as const;

export type SealedField = keyof typeof SEALED_FIELDS;

/**
 * What each blind index stands for (its purpose is part of its hash): the form values an
 * application is compared by, a document's file and a password-protected copy by their SHA-256
 * (hex), and a request an Idempotency-Key was used with by its SHA-256.
 */
export const BLIND_INDEXES = {
  formData: 'form-data',
  documentFile: 'document-file',
  documentDownload: 'document-download',
  request: 'request',
} as const;

export type BlindIndexPurpose = (typeof BLIND_INDEXES)[keyof typeof BLIND_INDEXES];

/** The server secret that keys the blind indexes. */
export const BLIND_INDEX_SECRET = 'blind-index';

/** The owner whose data key seals a citizen's or an organisation's values (both are users rows). */
export const userOwner = (userId: string): string => `user:${userId}`;
/** The owner of the server's own secrets (link and PIN keys, the demo CA's private keys, the blind-index key). */
export const SERVER_OWNER = 'server';

const contextOf = (field: SealedField, rowKey: string): string => `${field}:${rowKey}`;

/**
 * Seals and opens the values of SEALED_FIELDS (envelope.ts, under the owner's data key from
 * data-keys.ts), and makes the keyed hashes that stand in for a protected value wherever the server
 * looks one up or compares it (blind indexes).
 *
 * While an older installation's clear values are being sealed (clear-values.ts), a value that
 * is not sealed opens as itself, but only when it has its column's plain form (a PDF, a JSON
 * object…): a sealed value whose frame was damaged is never taken for a clear one.
 */
export class Sealer {
  private indexKey: Buffer | null = null;
  /** False once every clear value of the database has been sealed: from then on a clear value is an error. */
  plainAccepted = true;

  constructor(readonly dataKeys: DataKeys) {}

  async seal(owner: string, field: SealedField, rowKey: string, plain: Uint8Array): Promise<Buffer> {
    const { id, key } = await this.dataKeys.forOwner(owner);
    return seal(key, id, plain, contextOf(field, rowKey));
  }

  async open(field: SealedField, rowKey: string, stored: Uint8Array): Promise<Buffer> {
    const value = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    if (!isSealed(value)) {
      if (this.plainAccepted && SEALED_FIELDS[field].plain(value)) return value;
      throw new SealedValueError(contextOf(field, rowKey), 'it is neither sealed nor a clear value of its column');
    }
    const keyId = keyIdOf(value);
    if (keyId === null) throw new SealedValueError(contextOf(field, rowKey), 'its frame is damaged');
    return open(await this.dataKeys.byKeyId(keyId), value, contextOf(field, rowKey));
  }

  async sealText(owner: string, field: SealedField, rowKey: string, text: string): Promise<string> {
    return toText(await this.seal(owner, field, rowKey, Buffer.from(text, 'utf8')));
  }

  async openText(field: SealedField, rowKey: string, stored: string): Promise<string> {
    if (!isSealedText(stored)) return (await this.open(field, rowKey, Buffer.from(stored, 'utf8'))).toString('utf8');
    return (await this.open(field, rowKey, fromText(stored))).toString('utf8');
  }

  sealJson(owner: string, field: SealedField, rowKey: string, value: unknown): Promise<string> {
    return this.sealText(owner, field, rowKey, JSON.stringify(value));
  }

  async openJson<T>(field: SealedField, rowKey: string, stored: string): Promise<T> {
    return JSON.parse(await this.openText(field, rowKey, stored)) as T;
  }

  /** Sets the key of the blind indexes (a server secret, server/db/server-secrets.ts). */
  useIndexKey(key: Buffer): void {
    this.indexKey = key;
  }

  /**
   * A blind index: the keyed hash (HMAC-SHA-256) standing in for a protected value in a look-up or
   * a comparison, `bi:<hex>`, for one `purpose` ('form-data', 'document-file'…). Without the key
   * a copied database cannot test a guess against it.
   */
  index(purpose: BlindIndexPurpose, value: string | Uint8Array): string {
    if (!this.indexKey) throw new Error('the blind-index key is not loaded');
    return `bi:${createHmac('sha256', this.indexKey).update(`${purpose}\n`).update(value).digest('hex')}`;
  }
}
