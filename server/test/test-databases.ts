import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, onPostgresServer as onServer } from '../../scripts/lib/postgres-server.ts';
import { type Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { markClearValuesSealed } from '../encryption/clear-values.ts';
import { createKeyFile, KeyFile } from '../encryption/key-file.ts';
import { openSealer } from '../encryption/open-sealer.ts';
import type { Sealer } from '../encryption/sealer.ts';
import { authorityOf } from '../issuance/signing/authority.ts';

/**
 * The database each test app runs on: a SQLite file by default; with
 * `JIGAP_TEST_DATABASE_URL=postgres://…/postgres` (a server the tests may create databases on,
 * scripts/postgres.ts starts one) a new PostgreSQL database per app. Either way it is a copy of
 * a template migrated and seeded once per test process — exactly what a new installation's first
 * start writes — so the app's own start finds nothing to migrate or seed.
 */
export const testPostgresUrl = process.env.JIGAP_TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  /** The SQLite file (also where a PostgreSQL app would look for older files: unused there). */
  dbPath: string;
  /** Set on PostgreSQL. */
  databaseUrl?: string;
  /** Drops the PostgreSQL database (a SQLite file goes with its folder). */
  drop(): Promise<void>;
}

/** Seeded times are relative to the moment of seeding: the template is made again when older than this. */
const TEMPLATE_MAX_AGE_MS = 20_000;

let keys: KeyFile | undefined;
/**
 * The test process's key file (in a temp folder of its own, never the project's keys/): every test
 * database is a copy of a template sealed under it. A test of other keys makes its own.
 */
export function testKeys(): KeyFile {
  if (!keys) {
    const path = join(mkdtempSync(join(tmpdir(), 'jigap-keys-')), 'master.key');
    createKeyFile(path);
    keys = KeyFile.open(path);
  }
  return keys;
}

/** The sealer of a test database (under testKeys()). */
export const testSealer = (db: Database): Promise<Sealer> => openSealer(db, testKeys());

async function prepare(db: Database): Promise<void> {
  await migrate(db);
  const sealer = await testSealer(db);
  await seed(db, sealer);
  await markClearValuesSealed(db);
  await authorityOf(new IssuedDocumentsRepo(db, sealer)).root();
}

let sqliteTemplate: { path: string; madeAt: number } | undefined;
async function sqliteTemplatePath(): Promise<string> {
  if (sqliteTemplate && Date.now() - sqliteTemplate.madeAt < TEMPLATE_MAX_AGE_MS) return sqliteTemplate.path;
  const path = join(mkdtempSync(join(tmpdir(), 'jigap-template-')), 'jigap.db');
  const db = await openDatabase({ sqlitePath: path });
  await prepare(db);
  // Closing the last connection checkpoints the WAL into the file, so the file alone is the database.
  await db.close();
  if (sqliteTemplate) rmSync(join(sqliteTemplate.path, '..'), { recursive: true, force: true });
  sqliteTemplate = { path, madeAt: Date.now() };
  return path;
}

/** Runs one statement on the test server's maintenance database (CREATE/DROP DATABASE). */
export const onPostgresServer = (sql: string): Promise<void> => onServer(testPostgresUrl!, sql);

/** A new database `<prefix>_<pid>_<random>` on the test server, empty or a copy of `template`. */
export const createTestServerDatabase = (prefix: string, template?: string): Promise<{ name: string; url: string }> =>
  createDatabase(testPostgresUrl!, `${prefix}_${process.pid}`, template);

let postgresTemplate: { name: string; madeAt: number } | undefined;
async function postgresTemplateName(): Promise<string> {
  if (postgresTemplate && Date.now() - postgresTemplate.madeAt < TEMPLATE_MAX_AGE_MS) return postgresTemplate.name;
  const { name, url } = await createTestServerDatabase('jigap_template');
  const db = await openDatabase({ sqlitePath: '', url });
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  if (postgresTemplate) await onPostgresServer(`DROP DATABASE IF EXISTS ${postgresTemplate.name} WITH (FORCE)`);
  postgresTemplate = { name, madeAt: Date.now() };
  return name;
}

/** A new, migrated and seeded database for one test app, its SQLite file in `dir`. */
export async function newTestDatabase(dir: string): Promise<TestDatabase> {
  const dbPath = join(dir, 'jigap.db');
  if (!testPostgresUrl) {
    copyFileSync(await sqliteTemplatePath(), dbPath);
    return { dbPath, drop: async () => {} };
  }
  const { name, url } = await createTestServerDatabase('jigap_test', await postgresTemplateName());
  return { dbPath, databaseUrl: url, drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The tables of the database, by name (the migrations' bookkeeping included). */
export async function tableNames(db: Database): Promise<string[]> {
  const sql =
    db.dialect === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
  return (await db.all<{ name: string }>(sql)).map((row) => row.name);
}
