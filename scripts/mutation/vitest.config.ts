/// <reference types="vitest/config" />
import { defineConfig, type ConfigEnv } from 'vite';
import projectConfig from '../../vite.config.ts';
import { mutationModule } from './modules.ts';

/**
 * The tests Stryker runs for one rule module (JIGAP_MUTATION_MODULE): the project's Vite and
 * Vitest settings with that module's test files only. Chosen here rather than with Stryker's
 * `testFiles`, which activates mutants of module-level code too late (they would all survive).
 */
export default defineConfig((env: ConfigEnv) => {
  const base = projectConfig(env);
  const module = mutationModule(process.env.JIGAP_MUTATION_MODULE);
  return {
    ...base,
    test: { ...base.test, setupFiles: ['tests/setup.ts', 'tests/setup-client.ts'], projects: undefined, include: module.tests },
  };
});
