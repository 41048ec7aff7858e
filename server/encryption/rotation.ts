import type { Database } from '../db/database.ts';
import type { KeyEncryptionKeys } from './key-encryption-keys.ts';

/**
 * How long after a new key became current a data key may still be made under the old one: a
 * process reads the key file again at most a second after it changed (key-file.ts), and its
 * data key lands a moment later. The rotation's last pass comes after this.
 */
export const SETTLE_MS = 3000;

interface Row {
  id: string;
  kek_id: string;
  wrapped: Uint8Array;
}

export interface RotationProgress {
  /** The key every data key is wrapped by once done. */
  current: string;
  /** The key-encryption key rotation made now; null when it resumed one already under way. */
  made: string | null;
  rewrapped: number;
  /** Data keys still wrapped by another key (0 when done). */
  left: number;
  done: boolean;
}

const bytes = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Data keys wrapped by a key other than `current`. */
export async function dataKeysNotUnder(db: Database, current: string): Promise<number> {
  return Number((await db.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM data_keys WHERE kek_id <> ?', [current]))?.n ?? 0);
}

/** Re-wraps up to `batch` data keys not under `current` (one transaction); answers how many. */
async function rewrapBatch(db: Database, keks: KeyEncryptionKeys, current: string, batch: number): Promise<number> {
  const rows = await db.all<Row>('SELECT id, kek_id, wrapped FROM data_keys WHERE kek_id <> ? ORDER BY id LIMIT ?', [current, batch]);
  const rewrapped = await Promise.all(
    rows.map(async (row) => ({ row, wrapped: await keks.wrap(await keks.unwrap({ kekId: row.kek_id, wrapped: bytes(row.wrapped) }, row.id), row.id) })),
  );
  const at = new Date().toISOString();
  await db.transaction(async () => {
    for (const { row, wrapped } of rewrapped) {
      // Only as read: a row another run re-wrapped meanwhile is theirs.
      await db.run('UPDATE data_keys SET kek_id = ?, wrapped = ?, wrapped_at = ? WHERE id = ? AND kek_id = ?', [wrapped.kekId, wrapped.wrapped, at, row.id, row.kek_id]);
    }
  });
  return rows.length;
}

/**
 * Rotates the key-encryption key while the servers run: a new key becomes current (every process
 * using the keys wraps new data keys under it within a second), then every data key is re-wrapped
 * under it in batches — the data keys themselves, and every value sealed under them, stay as they
 * are. Interrupted, it resumes: a run that finds data keys under another key than the current one
 * finishes that rotation instead of starting another. Done when a pass after SETTLE_MS finds none
 * left; the old key can then be retired (`retireUnusedKeys`).
 */
export async function rotateKeys(
  db: Database,
  keks: KeyEncryptionKeys,
  options: { batch?: number; stopped?: () => boolean; settleMs?: number; onBatch?: (count: number) => void } = {},
): Promise<RotationProgress> {
  const { batch = 100, stopped = () => false, settleMs = SETTLE_MS } = options;
  let current = await keks.currentId();
  let made: string | null = null;
  if ((await dataKeysNotUnder(db, current)) === 0) {
    made = await keks.rotate();
    current = made;
  }
  const started = Date.now();
  let rewrapped = 0;
  for (;;) {
    if (stopped()) return { current, made, rewrapped, left: await dataKeysNotUnder(db, current), done: false };
    const count = await rewrapBatch(db, keks, current, batch);
    rewrapped += count;
    if (count > 0) options.onBatch?.(count);
    if (count === batch) continue;
    const waited = Date.now() - started;
    if (count === 0 && waited >= settleMs) return { current, made, rewrapped, left: 0, done: true };
    await sleep(count === 0 ? settleMs - waited : 0);
  }
}

/** Forgets every key no data key is wrapped by, except the current one; answers the ids retired and those still in use. */
export async function retireUnusedKeys(db: Database, keks: KeyEncryptionKeys): Promise<{ retired: string[]; inUse: string[] }> {
  const [current, ...others] = await keks.ids();
  const used = new Set((await db.all<{ kek_id: string }>('SELECT DISTINCT kek_id FROM data_keys')).map((row) => row.kek_id));
  const prepared = (await keks.prepared?.()) ?? null;
  const retired = others.filter((id) => !used.has(id) && id !== prepared);
  if (retired.length > 0) await keks.retire(retired);
  return { retired, inUse: [current!, ...others.filter((id) => used.has(id) || id === prepared)] };
}
