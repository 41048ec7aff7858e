import { loadLookupData, type LookupData } from '../../lookup-data/index.ts';
import { buildRecord } from './build.ts';
import { profileOf, profiles, type Profile } from './profiles.ts';
import type { AgencyRecord } from './types.ts';

export type { AgencyRecord } from './types.ts';
export { profiles } from './profiles.ts';

let lookup: LookupData | undefined;
const cache = new Map<string, AgencyRecord>();

/** Someone the demo world has no profile for (a user added outside the seed) lives an ordinary life under their own name. */
const ordinary = (userId: string, name: string): Profile => {
  const template = profileOf('newcomer') ?? profiles[0]!;
  return { ...template, id: userId, name: name || template.name, hanja: '', english: '' };
};

/**
 * What the simulated agencies hold about the holder (server/sim: the world around the wallet).
 * `request` is the application's form data: public registers answer for the address it names,
 * the university records for the university it names.
 * Deterministic: the same user and request give the same record on every machine.
 */
export function agencyRecordOf(userId: string, holderName: string, request: Record<string, unknown> = {}): AgencyRecord {
  // What a record answers for besides the person: the address asked (public registers), the university asked.
  const asked = ['소재지', '대학'].map((field) => (typeof request[field] === 'string' ? request[field] : ''));
  const key = [userId, holderName, ...asked].join('\u0000');
  let record = cache.get(key);
  if (!record) {
    lookup ??= loadLookupData();
    const profile = profileOf(userId);
    record = buildRecord(profile && (!holderName || profile.name === holderName) ? profile : ordinary(userId, holderName), lookup, request);
    if (cache.size > 500) cache.clear();
    cache.set(key, record);
  }
  return record;
}
