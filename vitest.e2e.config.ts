import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the real server (see tests/e2e/harness.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120000,
    hookTimeout: 120000,
  },
});
