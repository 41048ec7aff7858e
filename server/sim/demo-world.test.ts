import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, readCertificateFolders } from '../catalogue/index.ts';
import { personas } from '../personas.ts';
import { loadLookupData } from '../lookup-data/index.ts';
import { EVERYONE, recordOf, sharedFacts, type AgencyFacts, type FactsSource } from './agency-records/index.ts';
import { checkDemoWorld, koreanToday, STRANGER } from './agency-records/check-world.ts';
import { ageOn, castFindings, declaredExceptions, PERSON_RULES, personFindings, type Period, type World as RuleWorld } from './agency-records/world-rules.ts';

// The demo world is data (server/sim/agency-records/shared.json and each certificate's
// agency.json): these tests read every persona's facts from all of them at once and check that
// they tell one plausible life, as the registers of one country would. The rules every folder is
// held to are agency-records/world-rules.ts, which `cert:check` runs too (a folder that passes it
// passes here); the cast's own story (who heads a household, the minor, the citizen) is below.

/** What the cast's own tests read of a persona's facts. */
interface World {
  person: { name: string; birthDate: string };
  household: { headName: string; members: { relation: string; name: string; self: boolean }[] };
  addressHistory: { current: boolean; changeReason: string; movedInAt: string; headName: string }[];
  family: { members: { relation: string; name: string }[] };
  driving: { licenseNumber: string; firstIssuedAt: string; events: { date: string }[] };
  vehicles: { firstRegisteredAt: string }[];
  insurance: { healthKind: string; healthHistory: Period[]; pensionHistory: Period[]; employmentHistory: Period[]; healthPremiums: unknown[]; pensionPremiums: unknown[]; healthNumber: string };
  tax: { incomes: unknown[]; payments: unknown[]; businesses: { openedAt: string }[]; local: { items: unknown[] } };
  military: { enlistedAt: string; dischargedAt: string; serviceNumber: string; kind: string; exams: { date: string }[] };
  education: { university: { enteredAt: string; studentId: string }; schools: { status: string; graduatedAt: string; ledgerNumber: string; attendance: unknown[]; schoolCode: string }[] };
  welfare: { livelihood: unknown[]; nearPovertyFrom: string; singleParent: { kind: string } };
  immigration: { date: string; kind: string }[];
}

const sources: FactsSource[] = [
  sharedFacts(),
  ...readCertificateFolders(DEFAULT_CATALOGUE_DIR)
    .filter((folder) => folder.files.agency !== undefined)
    .map((folder) => ({ name: folder.slug, facts: folder.files.agency as unknown as AgencyFacts })),
];
const worldOf = (id: string, form: Record<string, unknown> = {}) =>
  recordOf(sources, { userId: id, holderName: personas.find((p) => p.id === id)?.name ?? STRANGER.name, form }) as World;
const worlds = new Map(personas.map((p) => [p.id, worldOf(p.id)]));
const today = koreanToday();
const context = { today, exceptions: declaredExceptions(sources) };
const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from <= b.to && b.from <= a.to;

describe('the demo world: every persona’s facts across the shared file and every certificate folder', () => {
  it('holds to every plausibility rule, as cert:check reads it (each problem names the file that holds the fact)', () => {
    expect(checkDemoWorld(sources, { today })).toEqual([]);
  });

  it.each(personas.flatMap((p) => Object.keys(PERSON_RULES).map((rule) => [p.id, rule] as const)))('%s: the %s rule holds', (id, rule) => {
    const holder = personas.find((p) => p.id === id)!;
    expect(personFindings(worlds.get(id) as unknown as RuleWorld, holder, context).filter((finding) => finding.rule === rule)).toEqual([]);
  });

  it('the cast: registers hold some personas, not all; trips and driving records are each their own', () => {
    expect(castFindings(personas.map((holder) => ({ holder, world: worlds.get(holder.id) as unknown as RuleWorld })))).toEqual([]);
  });

  it('keys the shared facts by persona id, and names no persona: the holder is named as server/personas.ts names them', () => {
    const ids = new Set(personas.map((persona) => persona.id));
    const shared = sharedFacts().facts;
    for (const id of Object.keys(shared.records)) if (id !== EVERYONE) expect(ids, id).toContain(id);
    const text = JSON.stringify(shared);
    for (const persona of personas) expect(text).not.toContain(`"${persona.name}"`);
  });

  it('agrees with what the form pickers offer the same persona (lookup data)', () => {
    const lookup = loadLookupData();
    const citizen = worlds.get('citizen')!;
    expect(citizen.insurance.pensionHistory.map((w) => w.acquiredAt)).toEqual(lookup.pensionWorkplaces.citizen!.map((w) => w.취득일));
    expect(citizen.education.schools.map((s) => s.schoolCode)).toEqual(lookup.academicRecords.citizen!.map((s) => s.학교코드));
    expect(citizen.insurance.healthNumber).toBe(lookup.healthInsurance.citizen!.cards[0]!.건강보험증번호);
  });

  const heads = personas.filter((p) => worlds.get(p.id)!.household.headName === p.name);
  const children = personas.filter((p) => worlds.get(p.id)!.household.headName !== p.name);

  it('some personas head their own household and one lives in a parent’s', () => {
    expect(heads.length).toBeGreaterThan(1);
    expect(children.map(({ id }) => id)).toEqual(['minor']);
  });

  it('the minor (13) has no licence, job, workplace, income, car or service, and is a dependant in his father’s household', () => {
    const minor = worlds.get('minor')!;
    expect(ageOn(minor.person.birthDate, today)).toBeLessThan(14);
    expect(minor.driving).toMatchObject({ licenseNumber: '', firstIssuedAt: '', events: [] });
    expect(minor.vehicles).toEqual([]);
    for (const none of [minor.insurance.pensionHistory, minor.insurance.employmentHistory, minor.insurance.healthPremiums, minor.insurance.pensionPremiums]) expect(none).toEqual([]);
    expect(minor.insurance.healthHistory.map((w) => w.kind)).toEqual(['피부양자']);
    for (const none of [minor.tax.incomes, minor.tax.payments, minor.tax.businesses, minor.tax.local.items]) expect(none).toEqual([]);
    expect(minor.military).toMatchObject({ serviceNumber: '', enlistedAt: '', exams: [], kind: '병역준비역 편입 전' });
    expect(minor.education.university.enteredAt).toBe('');
    expect(minor.household.members.map((m) => [m.relation, m.name, m.self])).toEqual([
      ['본인', '윤정호', false],
      ['처', '김미경', false],
      ['자', '윤서준', true],
    ]);
    expect(minor.addressHistory.map((a) => a.headName)).toEqual(['윤정호', '윤정호']);
    // Still at school: the middle school he started this year, no graduation yet.
    expect(minor.education.schools.map((s) => s.status)).toEqual(['졸업', '재학']);
    expect(minor.education.schools[1]).toMatchObject({ graduatedAt: '', ledgerNumber: '', attendance: [] });
  });

  it('the citizen: no job during his military service, no conscription exam after it, no workplace before 19, not on welfare', () => {
    const citizen = worlds.get('citizen')!;
    const service = { from: citizen.military.enlistedAt, to: citizen.military.dischargedAt };
    expect(service).toEqual({ from: '20180514', to: '20191112' });
    for (const w of citizen.insurance.pensionHistory) expect(overlaps({ from: w.acquiredAt, to: w.lostAt }, service), w.name).toBe(false);
    for (const w of citizen.insurance.healthHistory.filter((h) => h.kind === '직장가입자')) expect(overlaps({ from: w.acquiredAt, to: w.lostAt }, service), w.name).toBe(false);
    for (const b of citizen.tax.businesses) expect(b.openedAt > service.to).toBe(true);
    for (const trip of citizen.immigration) expect(overlaps({ from: trip.date, to: trip.date }, service)).toBe(false);
    for (const exam of citizen.military.exams) expect(exam.date < service.from).toBe(true);
    for (const w of citizen.insurance.pensionHistory) expect(ageOn(citizen.person.birthDate, w.acquiredAt)).toBeGreaterThanOrEqual(19);
    expect(citizen.welfare.livelihood).toEqual([]);
    expect(citizen.welfare.nearPovertyFrom).toBe('');
    expect(citizen.welfare.singleParent.kind).toBe('');
  });

  it('someone the demo world has no persona for gets an ordinary life under their own name, the same on every reading', () => {
    const first = worldOf('user-added-later');
    expect(first.person.name).toBe('홍길순');
    expect(first.household.members.find((m) => m.self)?.name).toBe('홍길순');
    expect(JSON.stringify(worldOf('user-added-later'))).toBe(JSON.stringify(first));
    // Made-up numbers vary by person: a second stranger does not carry the first one's licence.
    expect(worldOf('another-user').driving.licenseNumber).not.toBe(first.driving.licenseNumber);
  });

  it('a university answers for the student it has: another university has no record of them', () => {
    expect(worldOf('citizen', { 대학: '서울대학교' }).education.university).toMatchObject({ nameEnglish: 'Seoul National University', studentId: '2017-12345', status: '졸업' });
    expect(worldOf('citizen', { 대학: '연세대학교' }).education.university).toMatchObject({ nameEnglish: 'Yonsei University', studentId: '', status: '', courses: [] });
  });

  it('public registers answer for the address asked: the same made-up building for anyone, the holder named only for their own home', () => {
    const asked = { 소재지: '부산광역시 연제구 중앙대로 1001' };
    const building = (id: string, form: Record<string, unknown>) => (recordOf(sources, { userId: id, holderName: '', form }) as { property: { building: { address: string; owners: { name: string }[] } } }).property.building;
    expect(building('citizen', asked)).toEqual(building('receiver', asked));
    expect(building('citizen', asked).address).toBe(asked.소재지);
    expect(building('citizen', { 소재지: '서울특별시 종로구 세종대로 209' }).owners.map((o) => o.name)).not.toContain('김민준');
    expect(building('citizen', { 소재지: '서울특별시 종로구 율곡로 190, 101동 1502호 (원남동, 지갑아파트)' }).owners.at(-1)?.name).toBe('김민준');
  });
});
