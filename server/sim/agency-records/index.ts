import fs from 'node:fs';
import { recordOf, type Asker, type FactsSource } from './engine.ts';

export { EVERYONE, mergeFacts, recordOf, type AgencyFacts, type Asker, type FactsSource } from './engine.ts';

/** The facts several certificates read (the person, household, family, schools, …): one place, as data. */
export const SHARED_FACTS_FILE = new URL('./shared.json', import.meta.url);

let shared: FactsSource | undefined;
export function sharedFacts(): FactsSource {
  shared ??= { name: 'shared', facts: JSON.parse(fs.readFileSync(SHARED_FACTS_FILE, 'utf8')) as FactsSource['facts'] };
  return shared;
}

/**
 * What the simulated agencies hold about the holder (server/sim: the world around the wallet):
 * the shared facts with the certificate's own (its folder's agency.json) laid over them, every
 * rule applied for this application. Deterministic: the same user and application give the same
 * record on every machine.
 */
export const agencyRecordOf = (asker: Asker, certificate?: FactsSource): unknown =>
  recordOf(certificate ? [sharedFacts(), certificate] : [sharedFacts()], asker);
