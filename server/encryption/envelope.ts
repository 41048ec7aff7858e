import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * One sealed value: AES-256-GCM under a data key, in a self-describing frame
 *
 *   'JGE1' | id length (1 byte) | data key id (ASCII) | IV (12) | tag (16) | ciphertext
 *
 * The frame's head (magic and key id) and the caller's `context` — the table, the column and the
 * row the value belongs to — are the additional authenticated data: a value moved to another row,
 * a key id changed or any byte flipped fails to open, loudly, instead of reading as something else.
 * Text columns keep the same frame in base64 behind `jge1:` (sealText).
 */
const MAGIC = Buffer.from('JGE1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;
const TEXT_PREFIX = 'jge1:';

/** A sealed value that does not open: altered, moved from another row, or sealed under another key. */
export class SealedValueError extends Error {
  constructor(readonly context: string, reason: string) {
    super(`a sealed value of ${context} did not open: ${reason}`);
    this.name = 'SealedValueError';
  }
}

const headOf = (keyId: string): Buffer => {
  const id = Buffer.from(keyId, 'latin1');
  if (id.length === 0 || id.length > 255 || !/^[\x21-\x7e]+$/.test(keyId)) throw new Error(`not a data key id: ${JSON.stringify(keyId)}`);
  return Buffer.concat([MAGIC, Buffer.from([id.length]), id]);
};

const aadOf = (head: Buffer, context: string): Buffer => Buffer.concat([head, Buffer.from(context, 'utf8')]);

/** Seals `plain` under `key` (named `keyId`) for `context` ('document_files.pdf:<document id>'). */
export function seal(key: Buffer, keyId: string, plain: Uint8Array, context: string): Buffer {
  const head = headOf(keyId);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(head, context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([head, iv, cipher.getAuthTag(), body]);
}

/** True when `value` is in the sealed frame (it may still fail to open). */
export const isSealed = (value: Uint8Array): boolean => value.length >= MAGIC.length && Buffer.from(value.buffer, value.byteOffset, MAGIC.length).equals(MAGIC);

/** The data key a sealed value names, or null when `value` is not sealed. */
export function keyIdOf(value: Uint8Array): string | null {
  if (!isSealed(value) || value.length < MAGIC.length + 1) return null;
  const length = value[MAGIC.length]!;
  const end = MAGIC.length + 1 + length;
  if (value.length < end + IV_BYTES + TAG_BYTES) return null;
  return Buffer.from(value.buffer, value.byteOffset + MAGIC.length + 1, length).toString('latin1');
}

/** Opens a value `seal` made with the same key and context; throws SealedValueError otherwise. */
export function open(key: Buffer, sealed: Uint8Array, context: string): Buffer {
  const keyId = keyIdOf(sealed);
  if (keyId === null) throw new SealedValueError(context, 'it is not a sealed value (its frame is damaged)');
  const value = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const headLength = MAGIC.length + 1 + keyId.length;
  const iv = value.subarray(headLength, headLength + IV_BYTES);
  const tag = value.subarray(headLength + IV_BYTES, headLength + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aadOf(value.subarray(0, headLength), context));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(value.subarray(headLength + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealedValueError(context, 'it was altered, moved from another row, or sealed under another key');
  }
}

/** A sealed value as text (a TEXT column): `jge1:<base64 of the frame>`. */
export const toText = (sealed: Buffer): string => TEXT_PREFIX + sealed.toString('base64');

/** True when `text` is a sealed value's text form. */
export const isSealedText = (text: string): boolean => text.startsWith(TEXT_PREFIX);

/** The frame of a sealed value's text form. */
export const fromText = (text: string): Buffer => Buffer.from(text.slice(TEXT_PREFIX.length), 'base64');

/** The SQL LIKE pattern of sealed text values. */
export const SEALED_TEXT_LIKE = `${TEXT_PREFIX}%`;
/** The first bytes of every sealed frame (a BLOB column's test). */
export const SEALED_MAGIC = MAGIC;
