/**
 * Which database each journey's servers run on. CI cannot afford the suite twice, so the journeys
 * are split between SQLite and PostgreSQL (one throwaway PostgreSQL for the whole run,
 * tests/e2e/databases.setup.ts): the journeys below run on PostgreSQL, every other one on SQLite.
 * The split is chosen so that each database ends the suite holding every kind of sealed row the
 * journeys make (server/test/at-rest-scan.ts SEALED_KINDS), which the scan after the suite checks
 * before it reads them (tests/e2e/after-suite). A journey that starts several servers (one per
 * describe) names the database of each, in the order it starts them.
 *
 * JIGAP_E2E_DATABASE=postgres (`npm run test:e2e:pg`) runs every journey on PostgreSQL, =sqlite
 * every journey on SQLite (no PostgreSQL needed).
 */
export type Backend = 'sqlite' | 'postgres';

const ON_POSTGRES: Readonly<Record<string, Backend | readonly Backend[]>> = {
  'activity-log': 'postgres',
  'credential-offer': 'postgres',
  // The address presentation's server on SQLite; the tax presentation's (and its deletion) on PostgreSQL.
  'desk-asks-presentation': ['sqlite', 'postgres'],
  // 한빛은행 종로지점's desk on PostgreSQL; 신촌지점's table on SQLite: both open desk copies.
  'desk-receives-submission': ['postgres', 'sqlite'],
  inbox: 'postgres',
  issuance: 'postgres',
  'issuance-slow': 'postgres',
  'one-mechanism': 'postgres',
  papas: 'postgres',
  'submit-to-wallet': 'postgres',
  'viewer-and-status': 'postgres',
};

function wholeSuiteOn(): Backend | null {
  const chosen = process.env.JIGAP_E2E_DATABASE;
  if (!chosen) return null;
  if (chosen !== 'sqlite' && chosen !== 'postgres') throw new Error(`JIGAP_E2E_DATABASE=${chosen}: use sqlite or postgres (unset: the journeys split between both)`);
  return chosen;
}

/** The database of the `index`-th server (from 0) the journey `journey` (its spec file's name) starts. */
export function backendOf(journey: string, index: number): Backend {
  const rule = wholeSuiteOn() ?? ON_POSTGRES[journey] ?? 'sqlite';
  if (typeof rule === 'string') return rule;
  const backend = rule[index];
  if (!backend) throw new Error(`the journey ${journey} starts more servers than tests/e2e/databases.ts names databases for (${rule.length})`);
  return backend;
}

/** The databases this run's journeys use. */
export function backendsInUse(): Backend[] {
  const whole = wholeSuiteOn();
  return whole ? [whole] : ['sqlite', 'postgres'];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the run's PostgreSQL (tests/e2e/databases.setup.ts), where each server's database is made; null when no journey uses PostgreSQL. */
    e2ePostgresAdminUrl: string | null;
  }
}
