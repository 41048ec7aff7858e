import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres-server.ts';
import { backendsInUse } from './databases.ts';
import { keptDatabasesDir } from './kept-databases.ts';

/**
 * Before the run: no databases kept from an earlier run (the scan after the suite reads this run's
 * only), and one throwaway PostgreSQL for every journey that runs on it (tests/e2e/databases.ts),
 * stopped when the run ends: passed, failed or interrupted.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const kept = keptDatabasesDir(project.config.env);
  if (kept) rmSync(kept, { recursive: true, force: true });
  if (!backendsInUse().includes('postgres')) {
    project.provide('e2ePostgresAdminUrl', null);
    return undefined;
  }
  const postgres = await startPostgres();
  project.provide('e2ePostgresAdminUrl', postgres.adminUrl);
  // Interrupted (Ctrl-C), Vitest exits without the teardown: the server stops with the process all the same.
  process.once('exit', postgres.stopNow);
  return async () => {
    process.off('exit', postgres.stopNow);
    await postgres.stop();
  };
}
