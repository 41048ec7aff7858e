import type { Database, Dialect, SqlValue } from '../db/database.ts';
import { SEALED_MAGIC, SEALED_TEXT_LIKE } from './envelope.ts';
import { BLIND_INDEXES, SERVER_OWNER, type BlindIndexPurpose, type SealedField, type Sealer } from './sealer.ts';

/** A column whose values are sealed, and how a row of it finds its owner's key. */
interface SealedColumn {
  field: SealedField;
  /** The row's key columns (of `t`), in the order its sealed values' context names them. */
  keys: string[];
  /** SQL naming the owner whose data key seals the row (`t` and the joined tables). */
  owner: string;
  joins?: string;
  bytes: boolean;
  /** Blind indexes of the clear value, written with it. */
  indexes?: (sealer: Sealer, clear: Buffer) => Record<string, string>;
}

/** A column holding a SHA-256 (hex) of something protected: kept as its keyed hash. */
interface HashColumn {
  table: string;
  column: string;
  keys: string[];
  purpose: BlindIndexPurpose;
}

const tableOf = (field: SealedField): string => field.slice(0, field.indexOf('.'));
const columnOf = (field: SealedField): string => field.slice(field.indexOf('.') + 1);

/** Every sealed column (server/encryption/sealer.ts SEALED_FIELDS): what an older installation kept in the clear. */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { field: 'document_files.pdf', keys: ['document_id'], owner: "'user:' || d.owner_user_id", joins: 'JOIN documents d ON d.id = t.document_id', bytes: true },
  {
    field: 'desk_files.pdf',
    keys: ['distribution_id', 'document_id'],
    owner: "'user:' || s.organisation_id",
    joins: 'JOIN desk_submissions s ON s.distribution_id = t.distribution_id',
    bytes: true,
  },
  {
    field: 'applications.form_data',
    keys: ['id'],
    owner: "'user:' || t.owner_user_id",
    bytes: false,
    indexes: (sealer, clear) => ({ form_data_index: sealer.index(BLIND_INDEXES.formData, clear.toString('utf8')) }),
  },
  { field: 'documents.form_data', keys: ['id'], owner: "'user:' || t.owner_user_id", bytes: false },
  { field: 'idempotency_keys.response_body', keys: ['scope', 'idem_key'], owner: 't.scope', bytes: false },
  { field: 'server_secrets.value', keys: ['name'], owner: `'${SERVER_OWNER}'`, bytes: false },
  { field: 'signing_certificates.private_key', keys: ['slot'], owner: `'${SERVER_OWNER}'`, bytes: false },
  {
    field: 'wallet_credentials.credential',
    keys: ['document_id', 'thumbprint'],
    owner: "'user:' || d.owner_user_id",
    joins: 'JOIN documents d ON d.id = t.document_id',
    bytes: false,
  },
  { field: 'presentation_results.claims', keys: ['request_id'], owner: "'user:' || t.organisation_id", bytes: false },
  { field: 'presentation_requests.response_key', keys: ['id'], owner: "'user:' || t.organisation_id", bytes: false },
];

export const HASH_COLUMNS: readonly HashColumn[] = [
  { table: 'documents', column: 'sha256', keys: ['id'], purpose: BLIND_INDEXES.documentFile },
  { table: 'document_files', column: 'sha256', keys: ['document_id'], purpose: BLIND_INDEXES.documentFile },
  { table: 'desk_files', column: 'sha256', keys: ['distribution_id', 'document_id'], purpose: BLIND_INDEXES.documentFile },
  { table: 'document_downloads', column: 'sha256', keys: ['sha256'], purpose: BLIND_INDEXES.documentDownload },
  { table: 'idempotency_keys', column: 'fingerprint', keys: ['scope', 'idem_key'], purpose: BLIND_INDEXES.request },
];

/** SQL true for a row whose value is not sealed yet. */
export function clearPredicate(dialect: Dialect, column: string, bytes: boolean): string {
  if (!bytes) return `(t.${column} IS NOT NULL AND t.${column} NOT LIKE '${SEALED_TEXT_LIKE}')`;
  const magic = SEALED_MAGIC.toString('hex');
  return dialect === 'postgres' ? `substring(t.${column} from 1 for 4) <> '\\x${magic}'::bytea` : `substr(t.${column}, 1, 4) <> X'${magic}'`;
}

const hashPredicate = (column: string): string => `(t.${column} IS NOT NULL AND t.${column} NOT LIKE 'bi:%')`;
const keyMatch = (keys: readonly string[]): string => keys.map((key) => `${key} = ?`).join(' AND ');
const asBytes = (value: unknown): Buffer =>
  typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from((value as Uint8Array).buffer, (value as Uint8Array).byteOffset, (value as Uint8Array).byteLength);

/** Seals up to `limit` clear values of one column in one transaction; answers how many. */
async function sealBatch(db: Database, sealer: Sealer, column: SealedColumn, limit: number): Promise<number> {
  const table = tableOf(column.field);
  const name = columnOf(column.field);
  const clear = clearPredicate(db.dialect, name, column.bytes);
  const keys = column.keys.map((key) => `t.${key} AS "${key}"`).join(', ');
  const rows = await db.all<Record<string, unknown>>(
    `SELECT ${keys}, t.${name} AS value, ${column.owner} AS owner FROM ${table} t ${column.joins ?? ''} WHERE ${clear} ORDER BY ${column.keys.map((key) => `t.${key}`).join(', ')} LIMIT ?`,
    [limit],
  );
  await db.transaction(async () => {
    for (const row of rows) {
      const keyValues = column.keys.map((key) => row[key] as string);
      const plain = asBytes(row.value);
      const rowKey = keyValues.join('/');
      const owner = row.owner as string;
      const sealed: SqlValue = column.bytes ? await sealer.seal(owner, column.field, rowKey, plain) : await sealer.sealText(owner, column.field, rowKey, plain.toString('utf8'));
      const set = { [name]: sealed, ...(column.indexes?.(sealer, plain) ?? {}) };
      await db.run(
        `UPDATE ${table} AS t SET ${Object.keys(set).map((setColumn) => `${setColumn} = ?`).join(', ')} WHERE ${keyMatch(column.keys.map((key) => `t.${key}`))} AND ${clear}`,
        [...Object.values(set), ...keyValues],
      );
    }
  });
  return rows.length;
}

/** Replaces up to `limit` clear hashes of one column by their keyed hashes; answers how many. */
async function indexBatch(db: Database, sealer: Sealer, column: HashColumn, limit: number): Promise<number> {
  const clear = hashPredicate(column.column);
  const keys = column.keys.map((key) => `t.${key} AS "k_${key}"`).join(', ');
  const rows = await db.all<Record<string, string>>(`SELECT ${keys}, t.${column.column} AS value FROM ${column.table} t WHERE ${clear} LIMIT ?`, [limit]);
  await db.transaction(async () => {
    for (const row of rows) {
      await db.run(`UPDATE ${column.table} AS t SET ${column.column} = ? WHERE ${keyMatch(column.keys.map((key) => `t.${key}`))} AND ${clear}`, [
        sealer.index(column.purpose, row.value!),
        ...column.keys.map((key) => row[`k_${key}`]!),
      ]);
    }
  });
  return rows.length;
}

export interface SealingProgress {
  /** Values sealed or hashed now, by `table.column`. */
  done: Record<string, number>;
  /** True when nothing clear is left. */
  finished: boolean;
}

/** The name of the encryption_state row that says every clear value has been sealed. */
export const CLEAR_VALUES_SEALED = 'clear-values-sealed';

/**
 * Seals what an older installation stored in the clear, in batches of `batch` rows (one transaction
 * each, so a request waits for one batch at most), column by column, until nothing is left or
 * `stopped()` says so. Resumable: each batch takes the values still clear, and every write of the
 * server seals already, so a restart, a second process or an interrupted run only continues it.
 * When nothing clear is left, the database says so (encryption_state) and `sealer` stops taking clear values.
 */
export async function sealClearValues(db: Database, sealer: Sealer, options: { batch?: number; stopped?: () => boolean } = {}): Promise<SealingProgress> {
  const batch = options.batch ?? 25;
  const stopped = options.stopped ?? (() => false);
  const done: Record<string, number> = {};
  const work: Array<[string, () => Promise<number>]> = [
    ...SEALED_COLUMNS.map((column): [string, () => Promise<number>] => [column.field, () => sealBatch(db, sealer, column, batch)]),
    ...HASH_COLUMNS.map((column): [string, () => Promise<number>] => [`${column.table}.${column.column}`, () => indexBatch(db, sealer, column, batch)]),
  ];
  for (const [name, step] of work) {
    for (;;) {
      if (stopped()) return { done, finished: false };
      const count = await step();
      if (count > 0) done[name] = (done[name] ?? 0) + count;
      if (count < batch) break;
      // Between batches the event loop serves whatever waited.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (await clearValuesLeft(db)) return { done, finished: false };
  await markClearValuesSealed(db);
  sealer.plainAccepted = false;
  return { done, finished: true };
}

/** How many clear values are left in all (the count a rotation or the start reports). */
export async function clearValuesLeft(db: Database): Promise<number> {
  let left = 0;
  for (const column of SEALED_COLUMNS) {
    const clear = clearPredicate(db.dialect, columnOf(column.field), column.bytes);
    left += Number((await db.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${tableOf(column.field)} t WHERE ${clear}`))?.n ?? 0);
  }
  for (const column of HASH_COLUMNS) {
    left += Number((await db.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${column.table} t WHERE ${hashPredicate(column.column)}`))?.n ?? 0);
  }
  return left;
}

export async function markClearValuesSealed(db: Database, at = new Date().toISOString()): Promise<void> {
  await db.run('INSERT INTO encryption_state (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [CLEAR_VALUES_SEALED, at, at]);
}

/** True once every clear value of the database has been sealed (or it never held any). */
export async function clearValuesSealed(db: Database): Promise<boolean> {
  return (await db.get('SELECT name FROM encryption_state WHERE name = ?', [CLEAR_VALUES_SEALED])) !== undefined;
}
