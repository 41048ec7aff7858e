import type { Database } from '../db/database.ts';
import { serverSecret } from '../db/server-secrets.ts';
import { clearValuesSealed } from './clear-values.ts';
import { DataKeys } from './data-keys.ts';
import type { KeyEncryptionKeys } from './key-encryption-keys.ts';
import { BLIND_INDEX_SECRET, Sealer } from './sealer.ts';

/**
 * The sealer of a migrated database under `keks`. First the start's check: every key-encryption
 * key the database's data keys are wrapped by must be held and must open them (KeyUnavailableError,
 * WrongKeyError), so a wrong or missing key stops the start before anything is read or written —
 * never a half-readable state. Then the blind-index key is read (made on a new database).
 */
export async function openSealer(db: Database, keks: KeyEncryptionKeys): Promise<Sealer> {
  const dataKeys = new DataKeys(db, keks);
  await dataKeys.check();
  const sealer = new Sealer(dataKeys);
  sealer.plainAccepted = !(await clearValuesSealed(db));
  sealer.useIndexKey(await serverSecret(db, sealer, BLIND_INDEX_SECRET));
  return sealer;
}
