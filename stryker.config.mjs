// Stryker for one rule module at a time (JIGAP_MUTATION_MODULE, one of scripts/mutation/modules.json);
// `npm run test:mutation` runs every module in turn and sums them up.
import { readFileSync } from 'node:fs';

const name = process.env.JIGAP_MUTATION_MODULE;
const modules = JSON.parse(readFileSync(new URL('./scripts/mutation/modules.json', import.meta.url), 'utf8'));
if (!name || !modules[name]) throw new Error(`JIGAP_MUTATION_MODULE must name one of: ${Object.keys(modules).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the module's own tests run (the config picks them): its score is what they catch.
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
  mutate: modules[name].mutate,
  coverageAnalysis: 'perTest',
  // A mutant's run repeats its test files' setup (an API test starts the app and its database):
  // on a busy machine that alone outlasts Stryker's default 5 s slack and reads as a timeout.
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-server', 'data', 'reports', 'screenshots', 'test-results', 'coverage', 'bench/report*', 'cert-diff'],
  cleanTempDir: 'always',
};
