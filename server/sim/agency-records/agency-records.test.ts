import { describe, expect, it } from 'vitest';
import { personas } from '../../db/seed-data/personas.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { ageOn, ONGOING } from './build.ts';
import { agencyRecordOf, type AgencyRecord } from './index.ts';

const rrns = (value: unknown): string[] => (JSON.stringify(value).match(/\d{6}-\d{7}/g) ?? []);
const everyone = personas.map((p) => [p.id, p.name] as const);
const recordOf = (id: string) => agencyRecordOf(id, personas.find((p) => p.id === id)!.name);
const records = personas.map((p) => agencyRecordOf(p.id, p.name));

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
 * Dates that are not events of the holder's life: relatives' birthdays (family.members), the
 * public registers' history of a building (property), and dates that are deadlines or ends of
 * a grant by nature — a licence's renewal deadline, an expected graduation, the end of the
 * current single-parent support year.
 */
const NOT_LIFE_EVENTS = [/^family\.members\[\d+\]\.birthDate$/, /^property\./];
const FUTURE_BY_NATURE = [/^driving\.renewBy$/, /^education\.university\.expectedGraduationAt$/, /^welfare\.singleParent\.to$/];
const matches = (path: string, patterns: RegExp[]) => patterns.some((p) => p.test(path));

const sortedAscending = (dates: string[]) => expect(dates, dates.join(' ')).toEqual([...dates].sort());
const sortedLatestFirst = (dates: string[]) => expect(dates, dates.join(' ')).toEqual([...dates].sort().reverse());
const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from <= b.to && b.from <= a.to;

describe('the simulated agencies’ records', () => {
  it.each(everyone)('%s has a record under their own name, with only obviously fake resident numbers', (id, name) => {
    const record = agencyRecordOf(id, name);
    expect(record.person.name).toBe(name);
    expect(record.household.members.filter((m) => m.self)).toHaveLength(1);
    expect(record.household.members.find((m) => m.self)?.name).toBe(name);
    expect(record.addressHistory.filter((a) => a.current)).toHaveLength(1);
    expect(rrns(record).length).toBeGreaterThan(0);
    for (const rrn of rrns(record)) expect(rrn).toMatch(/^\d{6}-[1-4]234567$/);
  });

  it('is deterministic: the same person and request give the same record, on every machine', () => {
    const first = JSON.stringify(agencyRecordOf('receiver', '이서연', { 소재지: '서울특별시 중구 세종대로 110' }));
    expect(JSON.stringify(agencyRecordOf('receiver', '이서연', { 소재지: '서울특별시 중구 세종대로 110' }))).toBe(first);
  });

  it('agrees with what the form pickers offer the same persona (lookup data)', () => {
    const lookup = loadLookupData();
    const record = agencyRecordOf('citizen', '김민준');
    expect(record.insurance.pensionHistory.map((w) => w.number)).toEqual(lookup.pensionWorkplaces.citizen!.map((w) => w.납부자번호));
    expect(record.education.schools.map((s) => s.schoolCode)).toEqual(lookup.academicRecords.citizen!.map((s) => s.학교코드));
    expect(record.insurance.healthNumber).toBe(lookup.healthInsurance.citizen!.cards[0]!.건강보험증번호);
  });

  it('public registers answer for the address asked, not for the person', () => {
    const a = agencyRecordOf('citizen', '김민준', { 소재지: '서울특별시 종로구 세종대로 209' }).property;
    const b = agencyRecordOf('citizen', '김민준', { 소재지: '부산광역시 연제구 중앙대로 1001' }).property;
    expect(a.building.address).toBe('서울특별시 종로구 세종대로 209');
    expect(b.land.address).toBe('부산광역시 연제구 중앙대로 1001');
    expect(a.building.siteArea).not.toBe(b.building.siteArea);
    // A government building is not the holder's: only their own home names them as its owner.
    expect(a.building.owners.map((o) => o.name)).not.toContain('김민준');
    expect(agencyRecordOf('citizen', '김민준').property.building.owners.at(-1)).toMatchObject({ name: '김민준', changedAt: '20230610' });
  });

  it('a university answers for the student it has: another university has no record of them', () => {
    const own = agencyRecordOf('citizen', '김민준', { 대학: '서울대학교' }).education.university;
    expect(own).toMatchObject({ name: '서울대학교', nameEnglish: 'Seoul National University', studentId: '2017-12345', status: '졸업' });
    const other = agencyRecordOf('citizen', '김민준', { 대학: '연세대학교' }).education.university;
    expect(other).toMatchObject({ name: '연세대학교', nameEnglish: 'Yonsei University', studentId: '', status: '', courses: [] });
  });

  it('someone without a persona profile still gets an ordinary record under their name', () => {
    const record = agencyRecordOf('user-added-later', '홍길순');
    expect(record.person.name).toBe('홍길순');
    expect(record.household.members[0]!.name).toBe('홍길순');
  });
});

describe('every persona’s record is plausible', () => {
  it.each(everyone)('%s: every event of their life falls between their birth and today', (id) => {
    const record = recordOf(id);
    const birth = record.person.birthDate;
    for (const { path, date } of datesIn(record)) {
      if (matches(path, NOT_LIFE_EVENTS) || date === ONGOING) continue;
      // A year-month (a premium's period) counts from the month of birth.
      const floor = path.endsWith('period') ? `${birth.slice(0, 6)}01` : birth;
      expect(date >= floor, `${path} ${date} before birth ${birth}`).toBe(true);
      if (!matches(path, FUTURE_BY_NATURE)) expect(date <= today, `${path} ${date} is after today (${today})`).toBe(true);
    }
  });

  it.each(everyone)('%s: histories are in order (addresses, vehicle register, trips, driving, workplaces)', (id) => {
    const record = recordOf(id);
    sortedAscending(record.addressHistory.map((a) => a.movedInAt));
    expect(record.addressHistory.at(-1)?.current).toBe(true);
    expect(record.addressHistory[0]?.changeReason).toBe('출생등록');
    sortedAscending(record.immigration.map((e) => e.date));
    // Every trip out comes back before the next one leaves.
    record.immigration.forEach((e, i) => expect(e.kind).toBe(i % 2 === 0 ? '출국' : '입국'));
    sortedAscending(record.driving.events.map((e) => e.date));
    sortedAscending(record.personalChanges.map((c) => c.date));
    for (const vehicle of record.vehicles) {
      sortedAscending(vehicle.history.map((h) => h.date));
      expect(vehicle.history[0]).toMatchObject({ date: vehicle.firstRegisteredAt, kind: '신규등록' });
      for (const lien of vehicle.liens) expect(lien.date >= vehicle.firstRegisteredAt).toBe(true);
    }
    // Workplaces are listed latest first (as the pension picker lists them), one at a time.
    for (const history of [record.insurance.pensionHistory, record.insurance.healthHistory]) {
      sortedLatestFirst(history.map((w) => w.acquiredAt));
      const periods = history.map((w) => ({ from: w.acquiredAt, to: w.lostAt }));
      periods.forEach((a, i) => periods.slice(i + 1).forEach((b) => expect(overlaps(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(false)));
      for (const w of history) expect(w.lostAt === ONGOING || w.lostAt >= w.acquiredAt).toBe(true);
    }
  });

  it.each(everyone)('%s: nothing before the age it becomes possible (licence, jobs, income, cars, service, university)', (id) => {
    const record = recordOf(id);
    const birth = record.person.birthDate;
    const age = (date: string) => ageOn(birth, date);
    if (record.driving.firstIssuedAt) expect(age(record.driving.firstIssuedAt)).toBeGreaterThanOrEqual(18);
    for (const w of record.insurance.pensionHistory) expect(age(w.acquiredAt), w.name).toBeGreaterThanOrEqual(18);
    for (const w of record.insurance.employmentHistory) expect(age(w.acquiredAt), w.name).toBeGreaterThanOrEqual(18);
    for (const income of record.tax.incomes) expect(income.year - Number(birth.slice(0, 4))).toBeGreaterThanOrEqual(18);
    for (const business of record.tax.businesses) expect(age(business.openedAt)).toBeGreaterThanOrEqual(18);
    for (const vehicle of record.vehicles) {
      expect(age(vehicle.firstRegisteredAt)).toBeGreaterThanOrEqual(18);
      expect(record.driving.firstIssuedAt, 'a car owner drives').not.toBe('');
    }
    if (record.military.enlistedAt) {
      expect(age(record.military.enlistedAt)).toBeGreaterThanOrEqual(18);
      for (const exam of record.military.exams) expect(exam.date < record.military.enlistedAt, 'the conscription exam comes before service').toBe(true);
    }
    if (record.education.university.enteredAt) expect(age(record.education.university.enteredAt)).toBeGreaterThanOrEqual(17);
    for (const school of record.education.schools) expect(age(school.enteredAt)).toBeGreaterThanOrEqual(school.course === '02' ? 6 : 11);
  });

  it.each(everyone)('%s: the head of household is the same in the household, the address history and the health insurance', (id) => {
    const record = recordOf(id);
    const { household, person } = record;
    const current = record.addressHistory.find((a) => a.current)!;
    expect(current.headName).toBe(household.headName);
    expect(current.headRelation).toBe(household.headRelation);
    const head = household.members.find((m) => m.relation === '본인');
    expect(head?.name).toBe(household.headName);
    if (household.headName === person.name) {
      expect(household.headRelation).toBe('본인');
      expect(head?.self).toBe(true);
    } else {
      // A child in a parent's household: the parent heads it in every register.
      expect(household.headRelation).toMatch(/^[자녀]$/);
      expect([record.family.members.find((m) => m.relation === '부')?.name, record.family.members.find((m) => m.relation === '모')?.name]).toContain(household.headName);
      expect(record.insurance.healthKind).toBe('피부양자');
      expect(record.insurance.healthSubscriber).toBe(household.headName);
    }
    // Earlier homes were headed by the person or by a parent.
    const parents = record.family.members.filter((m) => m.relation === '부' || m.relation === '모').map((m) => m.name);
    for (const entry of record.addressHistory) expect([person.name, ...parents]).toContain(entry.headName);
  });

  it('the minor (13) has no licence, job, workplace, income, car or service, and is a dependant in his father’s household', () => {
    const minor = recordOf('minor');
    expect(ageOn(minor.person.birthDate, today)).toBeLessThan(14);
    expect(minor.driving).toMatchObject({ licenseNumber: '', licenseKind: '', firstIssuedAt: '', events: [] });
    expect(minor.vehicles).toEqual([]);
    expect(minor.insurance.pensionHistory).toEqual([]);
    expect(minor.insurance.employmentHistory).toEqual([]);
    expect(minor.insurance.healthPremiums).toEqual([]);
    expect(minor.insurance.pensionPremiums).toEqual([]);
    expect(minor.insurance.healthHistory.map((w) => w.kind)).toEqual(['피부양자']);
    expect(minor.tax.incomes).toEqual([]);
    expect(minor.tax.payments).toEqual([]);
    expect(minor.tax.businesses).toEqual([]);
    expect(minor.tax.local.items).toEqual([]);
    expect(minor.military).toMatchObject({ serviceNumber: '', enlistedAt: '', exams: [], kind: '병역준비역 편입 전' });
    expect(minor.education.university.enteredAt).toBe('');
    expect(minor.household).toMatchObject({ headName: '윤정호', headRelation: '자' });
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
    const citizen = recordOf('citizen');
    const service = { from: citizen.military.enlistedAt, to: citizen.military.dischargedAt };
    expect(service).toEqual({ from: '20180514', to: '20191112' });
    for (const w of citizen.insurance.pensionHistory) expect(overlaps({ from: w.acquiredAt, to: w.lostAt }, service), w.name).toBe(false);
    for (const w of citizen.insurance.healthHistory.filter((h) => h.kind === '직장가입자')) expect(overlaps({ from: w.acquiredAt, to: w.lostAt }, service), w.name).toBe(false);
    for (const b of citizen.tax.businesses) expect(b.openedAt > service.to).toBe(true);
    for (const trip of citizen.immigration) expect(overlaps({ from: trip.date, to: trip.date }, service)).toBe(false);
    for (const exam of citizen.military.exams) expect(exam.date < service.from).toBe(true);
    for (const w of citizen.insurance.pensionHistory) expect(ageOn(citizen.person.birthDate, w.acquiredAt)).toBeGreaterThanOrEqual(19);
    // 415만원 a month: neither a 기초생활수급자 nor 차상위.
    expect(citizen.welfare.livelihood).toEqual([]);
    expect(citizen.welfare.nearPovertyFrom).toBe('');
    expect(citizen.welfare.singleParent.kind).toBe('');
  });

  it('welfare, disability, veteran, farm, driving and immigration records differ between personas, and only some hold each', () => {
    const holders = (held: (r: AgencyRecord) => boolean) => records.filter(held).map((r) => r.personaId);
    const registers: Record<string, (r: AgencyRecord) => boolean> = {
      disability: (r) => r.welfare.disability.kind !== '',
      livelihood: (r) => r.welfare.livelihood.length > 0,
      nearPoverty: (r) => r.welfare.nearPovertyFrom !== '',
      singleParent: (r) => r.welfare.singleParent.kind !== '',
      veteran: (r) => r.welfare.veteran.category !== '',
      farm: (r) => r.welfare.farm.number !== '',
      licence: (r) => r.driving.licenseNumber !== '',
      violations: (r) => r.driving.events.length > 0,
      trips: (r) => r.immigration.length > 0,
    };
    for (const [register, held] of Object.entries(registers)) {
      const ids = holders(held);
      expect(ids.length, `${register}: someone holds it`).toBeGreaterThan(0);
      expect(ids.length, `${register}: not everyone (${ids.join(', ')})`).toBeLessThan(records.length);
    }
    // Same kind of record, different contents.
    const distinct = (values: unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size;
    expect(distinct(records.filter(registers.trips!).map((r) => r.immigration))).toBe(records.filter(registers.trips!).length);
    expect(distinct(records.filter(registers.violations!).map((r) => r.driving.events))).toBe(records.filter(registers.violations!).length);
    for (const r of records) {
      // 차상위 is the band just above 기초생활 수급: nobody is both; a recipient of 생계급여 has no job.
      expect(registers.livelihood!(r) && registers.nearPoverty!(r)).toBe(false);
      if (registers.livelihood!(r)) expect(r.insurance.pensionHistory.filter((w) => w.lostAt === ONGOING)).toEqual([]);
      // Single-parent support names the children the parent lives with, and there is no spouse at home.
      if (registers.singleParent!(r)) {
        expect(r.welfare.singleParent.children.length).toBeGreaterThan(0);
        expect(r.household.members.some((m) => m.relation === '처' || m.relation === '남편')).toBe(false);
      }
    }
  });

  it.each(everyone)('%s: a car’s type fits its model (모닝 and 레이 are 경형), and its tax fits the car', (id) => {
    const record = recordOf(id);
    for (const vehicle of record.vehicles) {
      if (['모닝', '레이'].includes(vehicle.model)) expect(vehicle.kind).toBe('승용 경형');
      if (['그랜저'].includes(vehicle.model)) expect(vehicle.kind).toBe('승용 대형');
      if (['포터2'].includes(vehicle.model)) expect(vehicle.kind).toBe('화물 소형');
      const taxed = record.tax.local.items.filter((i) => i.taxItem === '자동차세');
      for (const item of taxed) expect(item.object).toBe(vehicle.number);
      expect(Math.min(...taxed.map((i) => i.year))).toBeGreaterThanOrEqual(Number(vehicle.firstRegisteredAt.slice(0, 4)));
    }
    if (record.vehicles.length === 0) expect(record.tax.local.items.filter((i) => i.taxItem === '자동차세')).toEqual([]);
  });
});
