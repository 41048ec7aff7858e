import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { KeyFile } from '../../../server/encryption/key-file.ts';
import { missingKinds, pgDump, scanPgDump, scanSqliteFile, secretNeedles, SEALED_KINDS, type Needle } from '../../../server/test/at-rest-scan.ts';
import type { Backend } from '../databases';
import { KEPT_LAYOUT, keptDatabasesDir } from '../kept-databases';

/** A database a journey's server left (tests/e2e/kept-databases.ts), as the scan reads it. */
export interface KeptDatabase {
  /** The journey's name and the server's folder. */
  name: string;
  backend: Backend;
  open(): Promise<Database>;
  /** What `personas` and its signing secrets (opened with its key file) find in a copy of it: the SQLite file, or a pg_dump. */
  scan(personas: readonly Needle[]): Promise<string[]>;
  remove(): void;
}

function kept(dir: string, name: string): KeptDatabase {
  const folder = join(dir, name);
  const postgresUrl = existsSync(join(folder, KEPT_LAYOUT.postgresUrl)) ? readFileSync(join(folder, KEPT_LAYOUT.postgresUrl), 'utf8') : undefined;
  const sqlitePath = join(folder, KEPT_LAYOUT.sqliteFile);
  const open = () => openDatabase({ sqlitePath, url: postgresUrl });
  return {
    name,
    backend: postgresUrl ? 'postgres' : 'sqlite',
    open,
    async scan(personas) {
      const db = await open();
      try {
        // The signing secrets are what the key opens: looked for as they are, in the copy that keeps them sealed.
        const needles = [...personas, ...(await secretNeedles(db, KeyFile.open(join(folder, KEPT_LAYOUT.keyFile))))];
        return postgresUrl ? await scanPgDump(pgDump(postgresUrl), needles, `a pg_dump of ${name}`) : await scanSqliteFile(sqlitePath, db, needles);
      } finally {
        await db.close();
      }
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The databases this run's servers left. */
export function keptDatabases(): KeptDatabase[] {
  const dir = keptDatabasesDir();
  return dir && existsSync(dir) ? readdirSync(dir).map((name) => kept(dir, name)) : [];
}

/** For each of `backends`, the sealed kinds none of its kept databases holds a value of. */
export async function kindsMissingOn(databases: readonly KeptDatabase[], backends: readonly Backend[]): Promise<Record<string, string[]>> {
  const missing = Object.fromEntries(backends.map((backend) => [backend, [...SEALED_KINDS]]));
  for (const database of databases) {
    const db = await database.open();
    try {
      const absent = await missingKinds(db);
      missing[database.backend] = (missing[database.backend] ?? []).filter((kind) => absent.includes(kind));
    } finally {
      await db.close();
    }
  }
  return missing;
}
