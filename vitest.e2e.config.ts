import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Where the journeys' servers leave their databases (and key files) for the scan after the suite. */
const KEPT_DATABASES = resolve('test-results/e2e-databases');

// End-to-end journeys in Debian's Chromium against the real server (see tests/e2e/harness.ts), on
// SQLite or on one throwaway PostgreSQL (tests/e2e/databases.ts), then the scan of every database
// they left (tests/e2e/after-suite): a second group, run once all the journeys have ended.
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Two journey files at a time: a journey mostly waits (the simulated agencies, polls, the
    // browser), so two share the two cores of a CI machine and the suite takes half as long.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120000,
    hookTimeout: 120000,
    env: { JIGAP_E2E_KEPT_DATABASES: KEPT_DATABASES },
    projects: [
      // The journeys' set-up (and its teardown once the scan too has run): one PostgreSQL for the run.
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.spec.ts'], globalSetup: ['tests/e2e/databases.setup.ts'], sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'after-suite', include: ['tests/e2e/after-suite/**/*.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
});
