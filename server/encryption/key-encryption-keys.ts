/** A data key as stored: wrapped by the key-encryption key `kekId`. */
export interface WrappedDataKey {
  kekId: string;
  wrapped: Buffer;
}

/**
 * The keys that wrap the data keys (key-encryption keys, KEKs). They never live in the database:
 * the embedded default is a key file (key-file.ts, JIGAP_MASTER_KEY_FILE); an AWS KMS or a Vault
 * transit engine answers the same calls, each in one adapter file (docs/keys.md). A data key's
 * id is the `context` of its wrapping (a KMS's encryption context), so a wrapped key moved to
 * another row does not unwrap.
 */
export interface KeyEncryptionKeys {
  /** Where the keys are, for messages: 'the key file /etc/jigap/master.key'. */
  readonly description: string;
  /** The key new data keys are wrapped with (it may change while the server runs: a rotation). */
  currentId(): Promise<string>;
  /** Wraps a data key under the current key. */
  wrap(dataKey: Buffer, context: string): Promise<WrappedDataKey>;
  /** Unwraps; KeyUnavailableError when `kekId` is not held here, WrongKeyError when it does not open. */
  unwrap(wrapped: WrappedDataKey, context: string): Promise<Buffer>;
  /** Rotation's first step: a new key, current from now on for every process using these keys. Answers its id. */
  rotate(): Promise<string>;
  /** Forgets keys no data key is wrapped by any more (rotation's last step). */
  retire(kekIds: readonly string[]): Promise<void>;
  /** The ids of the keys held, current first. */
  ids(): Promise<string[]>;
  /** A key made ready for the next rotation, not to be retired (the key file's `--prepare`; a KMS has none). */
  prepared?(): Promise<string | null>;
}

/** A data key is wrapped by a key these keys do not hold (the wrong key file, or one retired too early). */
export class KeyUnavailableError extends Error {
  constructor(
    readonly kekId: string,
    where: string,
    held: readonly string[],
  ) {
    super(`data keys are wrapped by the key-encryption key ${kekId}, which ${where} does not hold (it holds ${held.join(', ') || 'none'})`);
    this.name = 'KeyUnavailableError';
  }
}

/** A key of the same id does not open what it wrapped: not the key this data was sealed under. */
export class WrongKeyError extends Error {
  constructor(
    readonly kekId: string,
    where: string,
  ) {
    super(`the key-encryption key ${kekId} in ${where} does not open the data keys it is named on: it is not this database's key`);
    this.name = 'WrongKeyError';
  }
}
