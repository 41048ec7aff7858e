import { resolve } from 'node:path';
import { KeyUnavailableError, WrongKeyError, type KeyEncryptionKeys } from './key-encryption-keys.ts';
import { createKeyFile, isInside, KeyFile, MasterKeyFileError } from './key-file.ts';
import { VaultTransitKeys } from './vault-transit-keys.ts';

/** The exit code of a process that cannot start for its keys (EX_CONFIG): a cluster's primary stops instead of replacing it. */
export const KEY_PROBLEM_EXIT_CODE = 78;

/** The key file when JIGAP_MASTER_KEY_FILE is not set: `keys/master.key` of the folder the server starts in. */
export const DEFAULT_MASTER_KEY_FILE = './keys/master.key';

export interface MasterKeyOptions {
  /** JIGAP_MASTER_KEY_FILE (or the default). */
  path: string;
  /** Make the file when it is missing (`npm start` on its first start; never a bare `npm run serve`). */
  create: boolean;
  /** The SQLite file's folder (null on PostgreSQL): the key may not be kept in it. */
  dataDir: string | null;
  /** Where the start says what it did (a key made, a key file others may read). */
  say: (message: string) => void;
}

/**
 * The key file the server starts with. A key kept with the data protects nothing, so a key file
 * inside the data directory is refused; a missing one is made only when `create` says so (and the
 * start says where), never silently in place of the one a database was sealed with — that case
 * stops at the database's key check (server/encryption/open-sealer.ts).
 */
export function openMasterKeyFile({ path, create, dataDir, say }: MasterKeyOptions): KeyFile {
  const full = resolve(path);
  if (dataDir && isInside(full, dataDir)) {
    throw new MasterKeyFileError(`the master key file ${full} is inside the data directory ${resolve(dataDir)}: keep the key apart from the data it opens`);
  }
  if (create && createKeyFile(full)) {
    say(`created the master key ${full} (mode 0600). Keep it apart from the data and back it up on its own: without it nothing the database holds can be read (docs/keys.md).`);
  }
  const keys = KeyFile.open(full);
  if (keys.readableByOthers) say(`the master key file ${full} can be read by others than its owner: chmod 600 it`);
  return keys;
}

/**
 * The key-encryption keys the environment names, for the server and the key commands alike: a
 * Vault transit key when JIGAP_VAULT_TRANSIT_KEY is set (with VAULT_ADDR and VAULT_TOKEN), else
 * the key file (JIGAP_MASTER_KEY_FILE or the default).
 */
export function keysFromEnvironment(env: NodeJS.ProcessEnv, options: Omit<MasterKeyOptions, 'path'>): KeyEncryptionKeys {
  if (env.JIGAP_VAULT_TRANSIT_KEY) {
    if (!env.VAULT_ADDR || !env.VAULT_TOKEN) throw new MasterKeyFileError('JIGAP_VAULT_TRANSIT_KEY needs VAULT_ADDR and VAULT_TOKEN');
    return new VaultTransitKeys({ address: env.VAULT_ADDR, token: env.VAULT_TOKEN, key: env.JIGAP_VAULT_TRANSIT_KEY, mount: env.JIGAP_VAULT_TRANSIT_MOUNT || undefined });
  }
  return openMasterKeyFile({ ...options, path: env.JIGAP_MASTER_KEY_FILE || DEFAULT_MASTER_KEY_FILE });
}

/** The operator's words for a start that cannot open the data, or null for any other failure. */
export function keyProblemMessage(error: unknown): string | null {
  if (error instanceof MasterKeyFileError) {
    return `${error.message}. Set JIGAP_MASTER_KEY_FILE to this database's key file; a new installation's first \`npm start\` creates one (docs/keys.md).`;
  }
  if (error instanceof KeyUnavailableError || error instanceof WrongKeyError) {
    return `${error.message}. This database was sealed under another key: start with its key file (JIGAP_MASTER_KEY_FILE). Without that key nothing it holds can be read (docs/keys.md).`;
  }
  return null;
}
