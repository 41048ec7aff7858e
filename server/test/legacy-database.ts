import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { HASH_COLUMNS, SEALED_COLUMNS } from '../encryption/clear-values.ts';
import { isSealed, isSealedText } from '../encryption/envelope.ts';
import type { Sealer } from '../encryption/sealer.ts';

/**
 * Turns a database this version made back into what the version before encryption at rest left:
 * every sealed value opened and stored in the clear, each keyed hash replaced by a SHA-256 (hex),
 * and the tables and column of migration 014 gone with its record — so a test can upgrade an
 * installation with real documents, secrets and answers in it.
 */
export async function toClearDatabase(db: Database, sealer: Sealer): Promise<void> {
  for (const column of SEALED_COLUMNS) {
    const [table, name] = column.field.split('.') as [string, string];
    const rows = await db.all<Record<string, unknown>>(`SELECT ${column.keys.join(', ')}, ${name} AS value FROM ${table} WHERE ${name} IS NOT NULL`);
    for (const row of rows) {
      const keys = column.keys.map((key) => row[key] as string);
      const value = row.value as string | Uint8Array;
      const clear =
        typeof value === 'string'
          ? isSealedText(value) ? await sealer.openText(column.field, keys.join('/'), value) : value
          : isSealed(value) ? await sealer.open(column.field, keys.join('/'), value) : value;
      // A file's clear hash is its SHA-256, as the older version kept it.
      const set = column.bytes ? `${name} = ?, sha256 = ?` : `${name} = ?`;
      const values = column.bytes ? [clear, createHash('sha256').update(clear).digest('hex')] : [clear];
      await db.run(`UPDATE ${table} SET ${set} WHERE ${column.keys.map((key) => `${key} = ?`).join(' AND ')}`, [...values, ...keys]);
    }
  }
  await db.run('UPDATE documents SET sha256 = (SELECT f.sha256 FROM document_files f WHERE f.document_id = documents.id) WHERE sha256 IS NOT NULL');
  for (const column of HASH_COLUMNS) {
    const rows = await db.all<Record<string, string>>(`SELECT ${column.keys.join(', ')}, ${column.column} AS value FROM ${column.table} WHERE ${column.column} LIKE 'bi:%'`);
    for (const row of rows) {
      // What the clear hash was cannot be read back from a keyed one; any SHA-256 stands for it.
      const clearHash = createHash('sha256').update(row.value!).digest('hex');
      await db.run(`UPDATE ${column.table} SET ${column.column} = ? WHERE ${column.keys.map((key) => `${key} = ?`).join(' AND ')}`, [clearHash, ...column.keys.map((key) => row[key]!)]);
    }
  }
  await db.run("DELETE FROM server_secrets WHERE name = 'blind-index'");
  await db.exec('DROP TABLE data_keys; DROP TABLE encryption_state; ALTER TABLE applications DROP COLUMN form_data_index');
  await db.run("DELETE FROM schema_migrations WHERE version = '014'");
}
