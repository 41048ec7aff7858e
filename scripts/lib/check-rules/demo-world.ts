import { CERTIFICATE_FILES, type CatalogueProblem } from '../../../server/catalogue/index.ts';
import { checkDemoWorld } from '../../../server/sim/agency-records/check-world.ts';
import { sharedFacts, type AgencyFacts } from '../../../server/sim/agency-records/index.ts';
import { agencyFactsProblems } from '../../../server/sim/agency-records/facts-file.ts';
import type { CatalogueRule } from './types.ts';

const SHARED_FILE = 'server/sim/agency-records/shared.json';
const memo = new Map<string, CatalogueProblem[]>();

/**
 * The demo world of every folder's agency.json over the shared facts, held to its plausibility
 * rules (server/sim/agency-records/world-rules.ts: one life per person across registers, dates
 * within the holder's life, obviously fake resident numbers, ages, households, the cast). Each
 * problem is the file's that holds the fact; a folder whose agency.json does not match its
 * meta-schema is left out (that is its own problem already).
 */
export const demoWorldHolds: CatalogueRule = (certificates, options) => {
  const folders = certificates.filter((c) => c.agency !== undefined && agencyFactsProblems(c.agency).length === 0);
  const key = JSON.stringify([options.today ?? '', folders.map((c) => [c.slug, c.agency])]);
  const known = memo.get(key);
  if (known) return known;
  const sources = [sharedFacts(), ...folders.map((c) => ({ name: c.slug, facts: c.agency as unknown as AgencyFacts }))];
  // A file whose facts cannot be read at all is its own folder's problem already (sample.ts names it).
  const problems = checkDemoWorld(sources, { today: options.today }).filter((p) => p.rule !== 'read').map(({ source, path, message, holders }) => {
    const whose = holders.length === 1 ? `for ${holders[0]}` : `for ${holders.length} people: ${holders.join(', ')}`;
    const shared = source === sharedFacts().name;
    return { slug: shared ? '' : source, file: shared ? SHARED_FILE : CERTIFICATE_FILES.agency, field: path || undefined, message: `${message} (${whose})` };
  });
  if (memo.size > 50) memo.clear();
  memo.set(key, problems);
  return problems;
};
