import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, readCertificateFolders } from '../../catalogue/index.ts';
import { checkDemoWorld } from './check-world.ts';
import { factsFor } from './engine.ts';
import { sharedFacts, type AgencyFacts, type FactsSource } from './index.ts';
import { castFindings, pathMatches } from './world-rules.ts';

// The rules one at a time: the demo world (shared.json and every folder's agency.json) with one
// made-up certificate's agency.json laid over it, as cert:check reads a new folder. Each problem
// names the file that holds the fact, the fact's path, and what to do.

const TODAY = '20261129';
const world: FactsSource[] = [
  sharedFacts(),
  ...readCertificateFolders(DEFAULT_CATALOGUE_DIR)
    .filter((f) => f.files.agency !== undefined)
    .map((f) => ({ name: f.slug, facts: f.files.agency as unknown as AgencyFacts })),
];
const folder = (facts: AgencyFacts, name = 'new-register'): FactsSource[] => [...world, { name, facts }];
const check = (facts: AgencyFacts) => checkDemoWorld(folder(facts), { today: TODAY });
const citizenShared = factsFor(sharedFacts(), { userId: 'citizen', holderName: '김민준', form: {} }) as { addressHistory: unknown[] };

describe('the demo world’s rules, as cert:check holds a new folder to them', () => {
  it('the demo world holds to every rule', () => {
    expect(checkDemoWorld(world, { today: TODAY })).toEqual([]);
  });

  it('an identifier that looks like a resident number is refused unless the folder declares it one that only looks like it', () => {
    const ship = { records: { '*': { ship: { name: '바다호', number: '9512345-6261801' } } } };
    const [problem, ...others] = check(ship);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ source: 'new-register', path: 'ship.number' });
    expect(problem!.message).toContain('"512345-6261801" looks like a resident number');
    expect(problem!.message).toContain('"exceptions": { "notResidentNumbers": ["ship.number"] }');
    expect(problem!.holders).toContain('citizen');
    expect(problem!.holders).toContain('user-added-later');
    expect(check({ ...ship, exceptions: { notResidentNumbers: ['ship'] } })).toEqual([]);
  });

  it('a date before the holder’s birth is refused unless the folder declares it a date that is not of the holder’s life', () => {
    const register = { records: { '*': { removal: { formerHead: { name: '김순복', birthDate: '19380412' }, removedAt: '19920101' } } } };
    const problems = check(register);
    expect(problems.map((p) => p.path)).toEqual(['removal.formerHead.birthDate', 'removal.removedAt']);
    expect(problems[0]!.message).toMatch(/^19380412 is before the holder's birth \(\d{8}\): .*"exceptions": \{ "notTheHoldersDates": \["removal\.formerHead\.birthDate"\] \}/);
    // Only someone born after 1992 has their register closed before their birth.
    expect(problems[1]!.holders).not.toContain('restricted');
    expect(check({ ...register, exceptions: { notTheHoldersDates: ['removal'] } })).toEqual([]);
  });

  it('a date after today is refused unless the folder declares it a date that may lie ahead', () => {
    const permit = { records: { '*': { permit: { validUntil: '20991231' } } } };
    expect(check(permit)).toEqual([expect.objectContaining({ path: 'permit.validUntil', message: expect.stringContaining('"futureDates": ["permit.validUntil"]') })]);
    expect(check({ ...permit, exceptions: { futureDates: ['permit.validUntil'] } })).toEqual([]);
  });

  it('nothing before the age it becomes possible: the minor gets no licence', () => {
    const problems = check({ records: { minor: { licence: { driving: { firstIssuedAt: '20250301' } }, driving: { firstIssuedAt: '20250301' } } } });
    expect(problems).toContainEqual(expect.objectContaining({ source: 'new-register', path: 'driving.firstIssuedAt', holders: ['minor'], message: expect.stringMatching(/^a driving licence at 11 \(20250301\): not before 18/) }));
  });

  it('one life across registers: a folder may not change a fact another file holds, nor lengthen its list', () => {
    const changed = check({ records: { citizen: { person: { birthDate: '19990101' } } } });
    expect(changed).toContainEqual(
      expect.objectContaining({ source: 'new-register', path: 'person.birthDate', holders: ['citizen'], message: expect.stringContaining('"19990101" here but "19980315" in server/sim/agency-records/shared.json') }),
    );
    const longer = check({ records: { citizen: { addressHistory: [...citizenShared.addressHistory, { address: '부산', movedInAt: '20250101', changeReason: '전입', current: false }] } } });
    expect(longer).toContainEqual(expect.objectContaining({ path: 'addressHistory', message: expect.stringMatching(/^lists \d+ entries here but \d+ in server\/sim\/agency-records\/shared\.json/) }));
    // Repeating what another file holds is no contradiction.
    expect(check({ records: { citizen: { person: { birthDate: '19980315' } } } })).toEqual([]);
  });

  it('a blank of a register another file holds is a fact too: a folder may not fill it', () => {
    expect(check({ records: { '*': { welfare: { farm: { number: '1234' } } } } })).toContainEqual(
      expect.objectContaining({ path: 'welfare.farm.number', message: expect.stringContaining('"1234" here but "" in certificates/farm-business/agency.json') }),
    );
  });

  it('the cast: a register no one or everyone is on, and the same made-up trips for two people, are refused', () => {
    const trips = [{ date: '20190101', kind: '출국' }];
    const cast = ['citizen', 'receiver'].map((id) => ({ holder: { id, name: id }, world: { immigration: trips, welfare: { farm: { number: '1' } } } }));
    const problems = castFindings(cast);
    expect(problems).toContainEqual(expect.objectContaining({ path: 'welfare.farm', message: expect.stringContaining('every persona is on this register') }));
    expect(problems).toContainEqual(expect.objectContaining({ path: 'welfare.disability', message: expect.stringContaining('no persona is on this register') }));
    expect(problems).toContainEqual(expect.objectContaining({ holder: 'receiver', path: 'immigration', message: "the same as citizen's: made-up records differ from person to person" }));
  });

  it('facts a rule cannot read are a problem, not a crash', () => {
    expect(check({ records: { '*': { vehicles: '없음' } } })).toContainEqual(expect.objectContaining({ message: expect.stringMatching(/^the \w+ rule cannot read these facts/) }));
  });

  it('a declared path covers the fact, everything under it, and any entry of a list', () => {
    expect(pathMatches('property', 'property.land.moves[0].date')).toBe(true);
    expect(pathMatches('family.members[].birthDate', 'family.members[3].birthDate')).toBe(true);
    expect(pathMatches('family.members[].birthDate', 'family.members[3].name')).toBe(false);
    expect(pathMatches('ship', 'shipyard.date')).toBe(false);
  });
});
