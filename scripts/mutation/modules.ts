import modules from './modules.json' with { type: 'json' };

/** A rule module that `npm run test:mutation` measures: what it mutates and the tests that must kill it. */
export interface MutationModule {
  what: string;
  /** Files, or `file:from-to` for those lines only. */
  mutate: string[];
  tests: string[];
}

export const MUTATION_MODULES: Record<string, MutationModule> = modules;

export function mutationModule(name: string | undefined): MutationModule {
  const module = name === undefined ? undefined : MUTATION_MODULES[name];
  if (!module) throw new Error(`JIGAP_MUTATION_MODULE must name one of: ${Object.keys(MUTATION_MODULES).join(', ')}`);
  return module;
}
