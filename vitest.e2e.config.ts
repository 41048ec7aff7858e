import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the real server (see tests/e2e/harness.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    // Two journey files at a time: a journey mostly waits (the simulated agencies, polls, the
    // browser), so two share the two cores of a CI machine and the suite takes half as long.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120000,
    hookTimeout: 120000,
  },
});
