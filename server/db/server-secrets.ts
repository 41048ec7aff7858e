import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * A named random secret, made on first use and kept in the database, so that every server
 * process on the same database signs and checks with the same one.
 */
export async function serverSecret(db: Database, name: string, now = new Date().toISOString()): Promise<Buffer> {
  await db.run('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64'),
    now,
  ]);
  const row = await db.get<{ value: string }>('SELECT value FROM server_secrets WHERE name = ?', [name]);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}
