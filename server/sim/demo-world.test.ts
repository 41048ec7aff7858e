import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, readCertificateFolders } from '../catalogue/index.ts';
import { personas } from '../personas.ts';
import { loadLookupData } from '../lookup-data/index.ts';
import { EVERYONE, recordOf, sharedFacts, type AgencyFacts, type FactsSource } from './agency-records/index.ts';

// The demo world is data (server/sim/agency-records/shared.json and each certificate's
// agency.json): these tests read every persona's facts from all of them at once and check that
// they tell one plausible life, as the registers of one country would.

interface Period {
  name: string;
  kind: string;
  acquiredAt: string;
  lostAt: string;
}
interface Event {
  date: string;
  kind: string;
}
interface World {
  person: { name: string; birthDate: string };
  household: { headName: string; members: { relation: string; name: string; self: boolean }[] };
  addressHistory: { current: boolean; changeReason: string; movedInAt: string; headName: string }[];
  family: { members: { relation: string; name: string }[] };
  immigration: Event[];
  driving: { licenseNumber: string; firstIssuedAt: string; events: Event[] };
  personalChanges: Event[];
  vehicles: { model: string; kind: string; number: string; firstRegisteredAt: string; history: Event[]; liens: { date: string }[] }[];
  insurance: {
    healthKind: string;
    healthSubscriber: string;
    healthHistory: Period[];
    pensionHistory: Period[];
    employmentHistory: Period[];
    healthPremiums: unknown[];
    pensionPremiums: unknown[];
    healthNumber: string;
  };
  tax: { incomes: { year: number }[]; payments: unknown[]; businesses: { openedAt: string }[]; local: { items: { year: number; taxItem: string; object: string }[] } };
  military: { enlistedAt: string; dischargedAt: string; serviceNumber: string; kind: string; exams: Event[] };
  education: {
    university: { enteredAt: string; studentId: string };
    schools: { name: string; enteredAt: string; status: string; graduatedAt: string; ledgerNumber: string; schoolCode: string; attendance: unknown[] }[];
  };
  welfare: {
    disability: { kind: string };
    livelihood: unknown[];
    nearPovertyFrom: string;
    singleParent: { kind: string; children: unknown[] };
    veteran: { category: string };
    farm: { number: string };
  };
}

const ONGOING = '99991231';
const sources: FactsSource[] = [
  sharedFacts(),
  ...readCertificateFolders(DEFAULT_CATALOGUE_DIR)
    .filter((folder) => folder.files.agency !== undefined)
    .map((folder) => ({ name: folder.slug, facts: folder.files.agency as unknown as AgencyFacts })),
];
const worldOf = (id: string, form: Record<string, unknown> = {}) =>
  recordOf(sources, { userId: id, holderName: personas.find((p) => p.id === id)?.name ?? '홍길순', form }) as World;
const everyone = personas.map((p) => [p.id] as const);
const worlds = new Map(personas.map((p) => [p.id, worldOf(p.id)]));
const rrns = (value: unknown): string[] => JSON.stringify(value).match(/\d{6}-\d{7}/g) ?? [];
const yearOf = (date: string) => Number(date.slice(0, 4));
const ageOn = (birthDate: string, at: string) => yearOf(at) - yearOf(birthDate) - (at.slice(4) < birthDate.slice(4) ? 1 : 0);

/** Today in Korea, `YYYYMMDD`: nothing a record holds can have happened later. */
const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** Every `YYYYMMDD` (and `YYYY-MM`) string in a record, with where it is. */
function datesIn(value: unknown, path = ''): { path: string; date: string }[] {
  if (typeof value === 'string') {
    if (/^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(value)) return [{ path, date: value }];
    if (/^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(value)) return [{ path, date: `${value.replace('-', '')}01` }];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => datesIn(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => datesIn(v, path ? `${path}.${k}` : k));
  return [];
}

/**
 * Dates that are not events of the holder's life: relatives' birthdays, the public registers'
 * history of a building, and deadlines or ends of a grant by nature — a licence's renewal
 * deadline, an expected graduation, the end of the current single-parent support year.
 */
const NOT_LIFE_EVENTS = [/^family\.members\[\d+\]\.birthDate$/, /^property\./];
const FUTURE_BY_NATURE = [/^driving\.renewBy$/, /^education\.university\.expectedGraduationAt$/, /^welfare\.singleParent\.to$/];
const matches = (path: string, patterns: RegExp[]) => patterns.some((p) => p.test(path));
const sortedAscending = (dates: string[]) => expect(dates, dates.join(' ')).toEqual([...dates].sort());
const sortedLatestFirst = (dates: string[]) => expect(dates, dates.join(' ')).toEqual([...dates].sort().reverse());
const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from <= b.to && b.from <= a.to;

describe('the demo world: every persona’s facts across the shared file and every certificate folder', () => {
  it.each(everyone)('%s has facts under their own name, with only obviously fake resident numbers', (id) => {
    const world = worlds.get(id)!;
    const name = personas.find((p) => p.id === id)!.name;
    expect(world.person.name).toBe(name);
    expect(world.household.members.filter((m) => m.self)).toHaveLength(1);
    expect(world.household.members.find((m) => m.self)?.name).toBe(name);
    expect(world.addressHistory.filter((a) => a.current)).toHaveLength(1);
    expect(rrns(world).length).toBeGreaterThan(0);
    for (const rrn of rrns(world)) expect(rrn).toMatch(/^\d{6}-[1-4]234567$/);
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

  it.each(everyone)('%s: every event of their life falls between their birth and today', (id) => {
    const world = worlds.get(id)!;
    const birth = world.person.birthDate;
    const dates = datesIn(world).filter(({ path, date }) => !matches(path, NOT_LIFE_EVENTS) && date !== ONGOING);
    expect(dates.length).toBeGreaterThan(0);
    for (const { path, date } of dates) {
      // A year-month (a premium's period) counts from the month of birth.
      const floor = path.endsWith('period') ? `${birth.slice(0, 6)}01` : birth;
      expect(date >= floor, `${path} ${date} before birth ${birth}`).toBe(true);
      expect(matches(path, FUTURE_BY_NATURE) || date <= today, `${path} ${date} is after today (${today})`).toBe(true);
    }
  });

  it.each(everyone)('%s: histories are in order (addresses, vehicle register, trips, driving, workplaces)', (id) => {
    const world = worlds.get(id)!;
    sortedAscending(world.addressHistory.map((a) => a.movedInAt));
    expect(world.addressHistory.at(-1)?.current).toBe(true);
    expect(world.addressHistory[0]?.changeReason).toBe('출생등록');
    sortedAscending(world.immigration.map((e) => e.date));
    // Every trip out comes back before the next one leaves.
    world.immigration.forEach((e, i) => expect(e.kind).toBe(i % 2 === 0 ? '출국' : '입국'));
    sortedAscending(world.driving.events.map((e) => e.date));
    sortedAscending(world.personalChanges.map((c) => c.date));
    for (const vehicle of world.vehicles) {
      sortedAscending(vehicle.history.map((h) => h.date));
      expect(vehicle.history[0]).toMatchObject({ date: vehicle.firstRegisteredAt, kind: '신규등록' });
      for (const lien of vehicle.liens) expect(lien.date >= vehicle.firstRegisteredAt).toBe(true);
    }
    // Workplaces are listed latest first (as the pension picker lists them), one at a time.
    for (const history of [world.insurance.pensionHistory, world.insurance.healthHistory]) {
      sortedLatestFirst(history.map((w) => w.acquiredAt));
      const periods = history.map((w) => ({ from: w.acquiredAt, to: w.lostAt }));
      periods.forEach((a, i) => periods.slice(i + 1).forEach((b) => expect(overlaps(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(false)));
      for (const w of history) expect(w.lostAt === ONGOING || w.lostAt >= w.acquiredAt).toBe(true);
    }
  });

  it.each(everyone)('%s: nothing before the age it becomes possible (licence, jobs, income, cars, service, university, school)', (id) => {
    const world = worlds.get(id)!;
    const age = (date: string) => ageOn(world.person.birthDate, date);
    expect(world.driving.firstIssuedAt === '' || age(world.driving.firstIssuedAt) >= 18, `a licence at 18 or later: ${world.driving.firstIssuedAt}`).toBe(true);
    for (const w of [...world.insurance.pensionHistory, ...world.insurance.employmentHistory]) expect(age(w.acquiredAt), w.name).toBeGreaterThanOrEqual(18);
    for (const income of world.tax.incomes) expect(income.year - yearOf(world.person.birthDate)).toBeGreaterThanOrEqual(18);
    for (const business of world.tax.businesses) expect(age(business.openedAt)).toBeGreaterThanOrEqual(18);
    for (const vehicle of world.vehicles) {
      expect(age(vehicle.firstRegisteredAt)).toBeGreaterThanOrEqual(18);
      expect(world.driving.firstIssuedAt, 'a car owner drives').not.toBe('');
    }
    const enlisted = world.military.enlistedAt;
    expect(enlisted === '' || age(enlisted) >= 18, `service at 18 or later: ${enlisted}`).toBe(true);
    for (const exam of world.military.exams) expect(enlisted === '' || exam.date < enlisted, 'the conscription exam comes before service').toBe(true);
    const entered = world.education.university.enteredAt;
    expect(entered === '' || age(entered) >= 17, `university at 17 or later: ${entered}`).toBe(true);
    for (const school of world.education.schools) expect(age(school.enteredAt)).toBeGreaterThanOrEqual(school.name.endsWith('초등학교') ? 6 : 11);
  });

  const heads = personas.filter((p) => worlds.get(p.id)!.household.headName === p.name).map((p) => [p.id] as const);
  const children = personas.filter((p) => worlds.get(p.id)!.household.headName !== p.name).map((p) => [p.id] as const);

  it('some personas head their own household and one lives in a parent’s', () => {
    expect(heads.length).toBeGreaterThan(1);
    expect(children.map(([id]) => id)).toEqual(['minor']);
  });

  it.each(everyone)('%s: the head of household is the same in the household and the address history; earlier homes were headed by them or a parent', (id) => {
    const world = worlds.get(id)!;
    const { household, person } = world;
    expect(world.addressHistory.find((a) => a.current)!.headName).toBe(household.headName);
    expect(household.members.find((m) => m.relation === '본인')?.name).toBe(household.headName);
    const parents = world.family.members.filter((m) => m.relation === '부' || m.relation === '모').map((m) => m.name);
    for (const entry of world.addressHistory) expect([person.name, ...parents]).toContain(entry.headName);
  });

  it.each(heads)('%s heads the household they live in: its 본인 row is their own', (id) => {
    expect(worlds.get(id)!.household.members.find((m) => m.relation === '본인')?.self).toBe(true);
  });

  it.each(children)('%s lives in a parent’s household: that parent heads it in every register and insures them', (id) => {
    const world = worlds.get(id)!;
    const parents = [world.family.members.find((m) => m.relation === '부')?.name, world.family.members.find((m) => m.relation === '모')?.name];
    expect(parents).toContain(world.household.headName);
    expect(world.insurance.healthKind).toBe('피부양자');
    expect(world.insurance.healthSubscriber).toBe(world.household.headName);
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

  it('welfare, disability, veteran, farm, driving and immigration registers hold some personas, not all, each differently', () => {
    const registers: Record<string, (w: World) => boolean> = {
      disability: (w) => w.welfare.disability.kind !== '',
      livelihood: (w) => w.welfare.livelihood.length > 0,
      nearPoverty: (w) => w.welfare.nearPovertyFrom !== '',
      singleParent: (w) => w.welfare.singleParent.kind !== '',
      veteran: (w) => w.welfare.veteran.category !== '',
      farm: (w) => w.welfare.farm.number !== '',
      licence: (w) => w.driving.licenseNumber !== '',
      violations: (w) => w.driving.events.length > 0,
      trips: (w) => w.immigration.length > 0,
    };
    const all = [...worlds.values()];
    for (const [register, held] of Object.entries(registers)) {
      const holders = all.filter(held);
      expect(holders.length, `${register}: someone holds it`).toBeGreaterThan(0);
      expect(holders.length, `${register}: not everyone`).toBeLessThan(all.length);
    }
    const distinct = (values: unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size;
    expect(distinct(all.filter(registers.trips!).map((w) => w.immigration))).toBe(all.filter(registers.trips!).length);
    expect(distinct(all.filter(registers.violations!).map((w) => w.driving.events))).toBe(all.filter(registers.violations!).length);
    // 차상위 is the band just above 기초생활 수급: nobody is both; a recipient of 생계급여 has no job.
    for (const w of all) expect(registers.livelihood!(w) && registers.nearPoverty!(w)).toBe(false);
    for (const w of all.filter(registers.livelihood!)) expect(w.insurance.pensionHistory.filter((p) => p.lostAt === ONGOING)).toEqual([]);
    // Single-parent support names the children the parent lives with, and there is no spouse at home.
    for (const w of all.filter(registers.singleParent!)) {
      expect(w.welfare.singleParent.children.length).toBeGreaterThan(0);
      expect(w.household.members.some((m) => m.relation === '처' || m.relation === '남편')).toBe(false);
    }
  });

  it.each(everyone)('%s: a car’s type fits its model (모닝 and 레이 are 경형), and its tax fits the car', (id) => {
    const world = worlds.get(id)!;
    const taxed = world.tax.local.items.filter((i) => i.taxItem === '자동차세');
    for (const vehicle of world.vehicles) {
      const sizeClass: Record<string, string> = { 모닝: '승용 경형', 레이: '승용 경형', 그랜저: '승용 대형', 포터2: '화물 소형' };
      expect(vehicle.kind).toBe(sizeClass[vehicle.model] ?? vehicle.kind);
      for (const item of taxed) expect(item.object).toBe(vehicle.number);
      expect(Math.min(...taxed.map((i) => i.year))).toBeGreaterThanOrEqual(yearOf(vehicle.firstRegisteredAt));
    }
    expect(world.vehicles.length > 0 || taxed.length === 0, 'car tax without a car').toBe(true);
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
