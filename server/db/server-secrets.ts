import { randomBytes } from 'node:crypto';
import { SERVER_OWNER, type Sealer } from '../encryption/sealer.ts';
import type { Database } from './database.ts';

/**
 * A named random secret (the keys that sign document links, download links and share PINs, the
 * blind-index key), made on first use and kept in the database sealed under the server's data key,
 * so that every server process on the same database signs and checks with the same one and a copy
 * of the database without the key-encryption key signs nothing.
 */
export async function serverSecret(db: Database, sealer: Sealer, name: string, now = new Date().toISOString()): Promise<Buffer> {
  const stored = await readSecret(db, sealer, name);
  if (stored) return stored;
  const sealed = await sealer.sealText(SERVER_OWNER, 'server_secrets.value', name, randomBytes(32).toString('base64'));
  await db.run('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [name, sealed, now]);
  const made = await readSecret(db, sealer, name);
  if (!made) throw new Error(`server secret ${name} could not be stored`);
  return made;
}

async function readSecret(db: Database, sealer: Sealer, name: string): Promise<Buffer | undefined> {
  const row = await db.get<{ value: string }>('SELECT value FROM server_secrets WHERE name = ?', [name]);
  return row && Buffer.from(await sealer.openText('server_secrets.value', name, row.value), 'base64');
}
