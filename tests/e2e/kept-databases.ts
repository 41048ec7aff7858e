import { copyFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';

/**
 * With JIGAP_E2E_KEPT_DATABASES set (vitest.e2e.config.ts), a stopped server's database and its key
 * file are kept there for the scan after the suite (tests/e2e/after-suite): a folder per server,
 * named after its journey, holding the key file apart from the data, and either the SQLite folder
 * or the URL of the PostgreSQL database (which stays on the run's PostgreSQL until the run ends).
 */
export const KEPT_LAYOUT = {
  keyFile: join('key', 'master.key'),
  sqliteDir: 'data',
  sqliteFile: join('data', 'jigap.db'),
  postgresUrl: 'database-url',
} as const;

/** Where they are kept; `env`: the config's, for the global set-up (which runs before the workers get it). */
export const keptDatabasesDir = (env: Record<string, string | undefined> = process.env): string | undefined => env.JIGAP_E2E_KEPT_DATABASES || undefined;

/** Keeps a stopped server's database (`sqliteDir`, its SQLite folder; or `postgresUrl`) and key file as `name`. */
export function keepDatabase(name: string, keyPath: string, database: { sqliteDir: string } | { postgresUrl: string }): void {
  const kept = keptDatabasesDir();
  if (!kept) return;
  const target = join(kept, name);
  if ('sqliteDir' in database) cpSync(database.sqliteDir, join(target, KEPT_LAYOUT.sqliteDir), { recursive: true });
  else {
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, KEPT_LAYOUT.postgresUrl), database.postgresUrl);
  }
  mkdirSync(dirname(join(target, KEPT_LAYOUT.keyFile)), { recursive: true });
  copyFileSync(keyPath, join(target, KEPT_LAYOUT.keyFile));
}
