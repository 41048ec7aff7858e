import { createHash } from 'node:crypto';
import type { LookupData, PensionWorkplace } from '../../lookup-data/index.ts';
import {
  COLLEGE_ENGLISH,
  COUNTRY_ENGLISH,
  DEGREE_BY_COLLEGE,
  DEPARTMENT_COURSES,
  DEPARTMENT_ENGLISH,
  GENERAL_COURSES,
  PORT_ENGLISH,
  UNIVERSITY_ENGLISH,
  universityInitials,
  WORKPLACE_ENGLISH,
} from './english.ts';
import type { Profile, Relative } from './profiles.ts';
import type {
  AgencyRecord,
  Business,
  DrivingRecords,
  EducationRecords,
  Family,
  FamilyMember,
  Household,
  HouseholdMember,
  ImmigrationEntry,
  InsuranceRecords,
  MilitaryRecords,
  MonthlyPayment,
  PropertyRegisters,
  School,
  TaxRecords,
  Vehicle,
  WelfareRecords,
  Workplace,
} from './types.ts';

/** The last month the simulated agencies hold figures for (the demo's "now"). */
export const RECORDS_UNTIL = { year: 2026, month: 10 };
/** The day the records run to: nothing a record holds happened later (the month's payments fall due on the 10th after). */
export const RECORDS_AS_OF = '20261031';
export const ONGOING = '99991231';

/** A fixed stream of numbers per key: the same record on every machine. */
export function numbersFor(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (y: number, m: number, d: number) => `${y}${pad(m)}${pad(d)}`;
const yearOf = (date: string) => Number(date.slice(0, 4));
const addDays = (date: string, days: number): string => {
  const at = new Date(Date.UTC(yearOf(date), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)) + days));
  return ymd(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
};
const addYears = (date: string, years: number) => `${yearOf(date) + years}${date.slice(4)}`;
/** Whole years of age on `at`. */
export const ageOn = (birthDate: string, at: string) => yearOf(at) - yearOf(birthDate) - (at.slice(4) < birthDate.slice(4) ? 1 : 0);
const roundTo = (value: number, unit: number) => Math.round(value / unit) * unit;
const byDate = <T>(key: (item: T) => string) => (a: T, b: T) => key(a).localeCompare(key(b));
const happened = (date: string) => date !== '' && date <= RECORDS_AS_OF;

/** `980315-1234567`: the sex digit of the century, then the obviously fake `234567`. */
export function fakeRrn(birthDate: string, sex: '남' | '여'): string {
  const digit = (yearOf(birthDate) < 2000 ? 1 : 3) + (sex === '여' ? 1 : 0);
  return `${birthDate.slice(2)}-${digit}234567`;
}

const digits = (key: string, count: number) => {
  const next = numbersFor(key);
  return Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
};

/** Months from (y1, m1) to (y2, m2), both included. */
function months(from: { year: number; month: number }, to: { year: number; month: number }): { year: number; month: number }[] {
  const list: { year: number; month: number }[] = [];
  for (let y = from.year, m = from.month; y < to.year || (y === to.year && m <= to.month); m === 12 ? ((m = 1), y++) : m++) list.push({ year: y, month: m });
  return list;
}

/** A month's premium or benefit, paid on the 10th of the month after. */
const payment = (year: number, month: number, amount: number, payer: string, paid = amount, day = 10): MonthlyPayment => ({
  year,
  month,
  period: `${year}-${pad(month)}`,
  billed: amount,
  paid,
  paidAt: month === 12 ? ymd(year + 1, 1, day) : ymd(year, month + 1, day),
  payer,
});

/** Does a period (from..to, `99991231` = still going) cover the first day of the month? */
const coversMonth = (from: string, to: string, year: number, month: number) => {
  const first = ymd(year, month, 1);
  return from.slice(0, 6) <= first.slice(0, 6) && (to === ONGOING || to >= first);
};

const childRelation = (sex: '남' | '여') => (sex === '남' ? '자' : '녀');
const headOf = (p: Profile): Relative | undefined => (p.dependantOf ? p[p.dependantOf.parent] : undefined);

function household(p: Profile): Household {
  const parent = headOf(p);
  if (p.dependantOf && parent) {
    // A child lives in the household a parent heads: the parent is 세대주, the child a 세대원.
    const other = p.dependantOf.parent === 'father' ? p.mother : p.father;
    const moved = p.home.movedInAt;
    const row = (relation: string, person: Relative, self: boolean): HouseholdMember => {
      const born = person.birthDate > moved;
      const movedInAt = born ? addDays(person.birthDate, 7) : moved;
      return { relation, name: person.name, rrn: fakeRrn(person.birthDate, person.sex), movedInAt, changeReason: born ? '출생등록' : '전입', reportedAt: born ? movedInAt : addDays(moved, 2), self, lodger: false };
    };
    return {
      headName: parent.name,
      headHanja: parent.hanja ?? '',
      headRelation: childRelation(p.sex),
      formedAt: moved,
      formReason: '전입',
      changeReason: '전입',
      members: [
        row('본인', parent, false),
        row(p.dependantOf.parent === 'father' ? '처' : '남편', other, false),
        row(childRelation(p.sex), { name: p.name, birthDate: p.birthDate, sex: p.sex }, true),
      ],
    };
  }
  const self: HouseholdMember = { relation: '본인', name: p.name, rrn: fakeRrn(p.birthDate, p.sex), movedInAt: p.home.movedInAt, changeReason: '전입', reportedAt: addDays(p.home.movedInAt, 2), self: true, lodger: false };
  const others = p.livesWith.flatMap((who) => {
    const relatives: { relation: string; person: Relative; from: string }[] =
      who === 'mother'
        ? [{ relation: '모', person: p.mother, from: p.home.movedInAt }]
        : who === 'spouse' && p.spouse && !p.spouse.divorcedAt
          ? [{ relation: p.sex === '남' ? '처' : '남편', person: p.spouse, from: p.spouse.marriedAt > p.home.movedInAt ? p.spouse.marriedAt : p.home.movedInAt }]
          : who === 'children'
            ? p.children.map((child) => ({ relation: childRelation(child.sex), person: child, from: p.home.movedInAt }))
            : [];
    return relatives.map(({ relation, person, from }): HouseholdMember => {
      const born = person.birthDate > from;
      const movedInAt = born ? addDays(person.birthDate, 7) : from;
      return { relation, name: person.name, rrn: fakeRrn(person.birthDate, person.sex), movedInAt, changeReason: born ? '출생등록' : '전입', reportedAt: born ? movedInAt : addDays(from, 2), self: false, lodger: false };
    });
  });
  return { headName: p.name, headHanja: p.hanja, headRelation: '본인', formedAt: p.home.movedInAt, formReason: '전입', changeReason: '전입', members: [self, ...others] };
}

/**
 * Every home, oldest first, with who headed the household there: a child lives under a parent
 * (the father while alive, else the mother) until moving out; from the first move made alone
 * (at 17 or older, for university or work) the person heads their own household.
 */
function addressHistory(p: Profile): AgencyRecord['addressHistory'] {
  const homes = [...p.pastHomes.map((h) => ({ ...h, current: false })), { address: p.home.address, movedInAt: p.home.movedInAt, current: true }].sort(byDate((h) => h.movedInAt));
  let own = false;
  return homes.map((home, index) => {
    own ||= !p.dependantOf && index > 0 && ageOn(p.birthDate, home.movedInAt) >= 17;
    const parent = p.dependantOf ? headOf(p)! : p.father.deceasedAt && p.father.deceasedAt <= home.movedInAt ? p.mother : p.father;
    return {
      address: home.address,
      movedInAt: home.movedInAt,
      reportedAt: addDays(home.movedInAt, index === 0 ? 5 : 2),
      changeReason: index === 0 ? '출생등록' : '전입',
      headName: own ? p.name : parent.name,
      headRelation: own ? '본인' : childRelation(p.sex),
      current: home.current,
    };
  });
}

function family(p: Profile): Family {
  const member = (relation: string, person: Relative, detailOnly: boolean, note = ''): FamilyMember => ({
    relation,
    name: person.name,
    birthDate: person.birthDate,
    rrn: fakeRrn(person.birthDate, person.sex),
    sex: person.sex,
    clan: person.clan ?? p.clan,
    detailOnly,
    note,
  });
  const divorced = Boolean(p.spouse?.divorcedAt);
  const office = `${p.home.sido} ${p.home.sigungu}청장`;
  // A child's 등록기준지 is the parent's: only someone who set up their own household moved it.
  const domicileChange = p.dependantOf ? [] : [{ kind: '등록기준지 변경', date: addDays(p.home.movedInAt, 30), detail: `변경 전 ${p.pastHomes[0]?.address.split(',')[0] ?? p.birthPlace}`, reportedAt: addDays(p.home.movedInAt, 30), reportedTo: office, detailOnly: true }];
  return {
    members: [
      member('부', p.father, false, p.father.deceasedAt ? `사망 ${p.father.deceasedAt.slice(0, 4)}년` : ''),
      member('모', p.mother, false),
      // A former spouse is not family any more: only the marriage certificate (상세) names them.
      ...(p.spouse && !divorced ? [member('배우자', p.spouse, false)] : []),
      ...p.children.map((child) => member('자녀', child, false)),
    ],
    personalEvents: [{ kind: '출생', date: p.birthDate, detail: `출생장소 ${p.birthPlace}`, reportedAt: addDays(p.birthDate, 12), reportedTo: `${p.birthPlace}장`, detailOnly: false }, ...domicileChange],
    marriageEvents: p.spouse
      ? [
          { kind: '혼인', date: p.spouse.marriedAt, detail: `배우자 ${p.spouse.name}`, reportedAt: p.spouse.marriedAt, reportedTo: office, detailOnly: divorced },
          ...(p.spouse.divorcedAt ? [{ kind: '협의이혼', date: p.spouse.divorcedAt, detail: `배우자 ${p.spouse.name}`, reportedAt: p.spouse.divorcedAt, reportedTo: '서울가정법원', detailOnly: true }] : []),
        ]
      : [],
    adoptionEvents: [],
    fullAdoptionEvents: [],
    birthPlace: p.birthPlace,
  };
}

/** Pension workplaces, latest first: the form pickers' (lookup-data) for the personas they know, else the profile's jobs. */
function workplaces(p: Profile, lookup: LookupData): PensionWorkplace[] {
  const known = lookup.pensionWorkplaces[p.id];
  if (known) return known;
  return p.jobs.map((job, index) => ({ 가입자구분: job.kind ?? '사업장가입자', 사업장명: job.name, 취득일: job.from, 상실일: job.to, 납부자번호: `6${digits(`${p.id}-job-${index}`, 10)}` }));
}

const healthRate = (year: number) => (year >= 2026 ? 0.0719 : 0.0709);

/**
 * Health insurance follows the jobs: a workplace insures its employee (직장), insurance on one's
 * own income is 지역; between jobs someone is a parent's or spouse's dependant while that fits
 * (under 30 with a living parent; married), else 지역. 의료급여 replaces the insurance.
 */
function healthHistory(p: Profile, pension: Workplace[]): Workplace[] {
  const parentName = (at: string) => (p.father.deceasedAt && p.father.deceasedAt <= at ? `${p.mother.name} (모)` : `${p.father.name} (부)`);
  const medicalAidFrom = p.welfare.livelihood?.benefits.some((b) => b.benefit === '의료') ? p.welfare.livelihood.from : undefined;
  const dependant = (name: string, from: string, to: string, lossReason: string): Workplace => ({ kind: '피부양자', name: `${name}의 피부양자`, nameEnglish: '', number: '', acquiredAt: from, lostAt: to, lossReason });
  const cover = (from: string, to: string, next: string): Workplace[] => {
    if (from > to) return [];
    const spouse = p.spouse;
    if (spouse && spouse.marriedAt <= from && (!spouse.divorcedAt || spouse.divorcedAt > from)) {
      const until = spouse.divorcedAt && addDays(spouse.divorcedAt, -1) < to ? addDays(spouse.divorcedAt, -1) : to;
      return [dependant(`${spouse.name} (${p.sex === '남' ? '처' : '남편'})`, from, until, until === to ? next : '배우자와 이혼'), ...cover(addDays(until, 1), to, next)];
    }
    if (ageOn(p.birthDate, from) < 30) {
      // A parent's dependant until that parent dies; then the other parent's.
      const death = p.father.deceasedAt;
      if (death && death > from && death <= to) return [dependant(parentName(from), from, death, '직장가입자 사망'), ...cover(addDays(death, 1), to, next)];
      return [dependant(parentName(from), from, to, next)];
    }
    return [{ kind: '지역가입자', name: '지역가입자', nameEnglish: WORKPLACE_ENGLISH['지역가입자']!, number: '', acquiredAt: from, lostAt: to, lossReason: next }];
  };
  if (p.dependantOf) return [dependant(`${headOf(p)!.name} (${p.dependantOf.parent === 'father' ? '부' : '모'})`, p.birthDate, ONGOING, '')];
  const jobs = [...pension].sort(byDate((w) => w.acquiredAt));
  const entries: Workplace[] = [];
  let from = p.birthDate;
  for (const job of jobs) {
    const gapEnds = addDays(job.acquiredAt, -1);
    const last = entries.at(-1);
    // A few days between two jobs: the earlier insurance runs on until the next begins.
    if (last && from !== p.birthDate && addDays(from, 31) > gapEnds) last.lostAt = gapEnds;
    else entries.push(...cover(from, gapEnds, job.kind === '지역가입자' ? '지역가입자 자격 취득' : '직장가입자 자격 취득'));
    const regional = job.kind === '지역가입자';
    entries.push({ ...job, kind: regional ? '지역가입자' : '직장가입자', lossReason: job.lostAt === ONGOING ? '' : regional ? '직장가입자 자격 취득' : '사용관계 종료' });
    from = job.lostAt === ONGOING ? ONGOING : addDays(job.lostAt, 1);
  }
  if (from !== ONGOING) entries.push(...cover(from, ONGOING, ''));
  const cut = medicalAidFrom
    ? entries
        .filter((w) => w.acquiredAt < medicalAidFrom)
        .map((w) => (w.lostAt === ONGOING || w.lostAt >= medicalAidFrom ? { ...w, lostAt: addDays(medicalAidFrom, -1), lossReason: '의료급여 수급권자' } : w))
    : entries;
  return cut.sort(byDate((w: Workplace) => w.acquiredAt)).reverse();
}

function insurance(p: Profile, lookup: LookupData, home: Household): InsuranceRecords {
  const pension: Workplace[] = workplaces(p, lookup).map((w) => ({
    kind: w.가입자구분,
    name: w.사업장명,
    nameEnglish: WORKPLACE_ENGLISH[w.사업장명] ?? w.사업장명,
    number: w.납부자번호,
    acquiredAt: w.취득일,
    lostAt: w.상실일,
    lossReason: w.상실일 === ONGOING ? '' : w.가입자구분 === '지역가입자' ? '사업장가입자 자격 취득' : '퇴직',
  }));
  const health = healthHistory(p, pension);
  const current = health.find((w) => w.lostAt === ONGOING);
  const employed = pension.filter((w) => w.kind === '사업장가입자');
  const card = lookup.healthInsurance[p.id]?.cards[0];
  const healthPremiums: MonthlyPayment[] = [];
  const known = lookup.healthInsurance[p.id]?.premiums;
  if (known) {
    for (const [scheme, years] of Object.entries(known)) {
      for (const [year, list] of Object.entries(years)) {
        for (const m of list) healthPremiums.push({ ...payment(Number(year), m.월, m.고지금액, scheme, m.납부금액), paidAt: m.납부일자 });
      }
    }
  } else {
    // The holder's own premiums: an employee pays half the rate, 지역 the whole on the declared income.
    for (const { year, month } of months({ year: 2024, month: 1 }, RECORDS_UNTIL)) {
      const insured = health.find((w) => (w.kind === '직장가입자' || w.kind === '지역가입자') && coversMonth(w.acquiredAt, w.lostAt, year, month));
      if (!insured) continue;
      const share = insured.kind === '직장가입자' ? healthRate(year) / 2 : healthRate(year) * 0.8;
      healthPremiums.push(payment(year, month, roundTo(p.monthlyPay * share, 10), insured.kind === '직장가입자' ? '직장' : '지역'));
    }
  }
  const pensionPremiums = pension.flatMap((w) =>
    months({ year: 2022, month: 1 }, RECORDS_UNTIL)
      .filter(({ year, month }) => coversMonth(w.acquiredAt, w.lostAt, year, month))
      .map(({ year, month }) => payment(year, month, roundTo(p.monthlyPay * 0.09 * (w.kind === '지역가입자' ? 0.6 : 1) * (1 - (2026 - year) * 0.03), 10), w.number)),
  );
  const benefit = p.pensionBenefit;
  const pensionBenefits = benefit
    ? months({ year: 2023, month: 1 }, RECORDS_UNTIL)
        .filter(({ year, month }) => ymd(year, month, 25) >= benefit.from)
        .map(({ year, month }) => ({ ...payment(year, month, roundTo(benefit.amount * (1 + (year - 2026) * 0.025), 10), benefit.kind), paidAt: ymd(year, month, 25) }))
    : [];
  const withholding = [2023, 2024, 2025]
    .map((year) => {
      const paid = pensionBenefits.filter((b) => b.year === year);
      // 장애연금 and 유족연금 are not taxed: the receipt shows the total with no tax.
      return { year, total: paid.reduce((sum, b) => sum + b.paid, 0), taxable: 0, incomeTax: 0, localTax: 0, months: paid.length };
    })
    .filter((w) => w.months > 0);
  const insuredSelf = current && current.kind !== '피부양자';
  const head = home.members.find((m) => m.relation === '본인');
  return {
    healthNumber: current ? (card?.건강보험증번호 ?? `5${digits(`${p.id}-card`, 10)}`) : '',
    healthKind: current?.kind ?? '',
    healthSubscriber: !current ? '' : insuredSelf ? p.name : (headOf(p)?.name ?? p.name),
    healthSubscriberRrn: !current ? '' : insuredSelf || !headOf(p) ? fakeRrn(p.birthDate, p.sex) : fakeRrn(headOf(p)!.birthDate, headOf(p)!.sex),
    healthWorkplace: !current ? '' : current.kind === '피부양자' ? (p.dependantOf?.workplace ?? '') : current.kind === '지역가입자' ? '' : current.name,
    healthAcquiredAt: current?.acquiredAt ?? '',
    healthHistory: health,
    // The family the holder's own insurance covers: the household they head.
    healthDependants:
      insuredSelf && head?.self
        ? home.members
            .filter((m) => !m.self)
            .map((m) => ({ relation: m.relation, name: m.name, rrn: m.rrn, acquiredAt: m.movedInAt > current.acquiredAt ? m.movedInAt : current.acquiredAt, lostAt: ONGOING }))
        : [],
    healthPremiums,
    pensionNumber: pension.length > 0 ? `${p.birthDate.slice(2)}${digits(`${p.id}-nps`, 4)}` : '',
    pensionHistory: pension,
    pensionPremiums,
    pensionBenefitKind: benefit?.kind ?? '',
    pensionBenefitFrom: benefit?.from ?? '',
    pensionBenefits,
    pensionWithholding: withholding,
    employmentHistory: employed.map((w) => ({ ...w, kind: '고용', lossReason: w.lostAt === ONGOING ? '' : '개인 사정으로 인한 자진 퇴사' })),
    accidentHistory: employed.map((w) => ({ ...w, kind: '산재', lossReason: w.lostAt === ONGOING ? '' : '근로관계 종료' })),
    socialInsurance: [
      { scheme: '국민건강보험', agency: '국민건강보험공단', arrears: 0, status: '완납' },
      { scheme: '국민연금', agency: '국민연금공단', arrears: 0, status: '완납' },
      { scheme: '고용보험', agency: '근로복지공단', arrears: 0, status: '완납' },
      { scheme: '산업재해보상보험', agency: '근로복지공단', arrears: 0, status: '완납' },
    ],
  };
}

/** The citizen's design studio: opened in his third year at university, closed in 2025. */
function business(p: Profile, home: string): Business {
  const opened = '20200901';
  const closed = '20250630';
  const base = (year: number) => 24_000_000 + (year - 2020) * 4_700_000;
  const periods = [2020, 2021, 2022, 2023, 2024, 2025].flatMap((year) =>
    (['1기', '2기'] as const).map((period) => ({ year, period, from: period === '1기' ? ymd(year, 1, 1) : ymd(year, 7, 1), to: period === '1기' ? ymd(year, 6, 30) : ymd(year, 12, 31) })),
  );
  return {
    number: '1234567890',
    tradeName: '지갑디자인 스튜디오',
    representative: p.name,
    openedAt: opened,
    address: home,
    businessType: '전문, 과학 및 기술서비스업',
    item: '시각 디자인',
    taxType: '일반과세자',
    status: '폐업',
    closedAt: closed,
    suspensions: [{ from: '20230701', to: '20230930', reason: '사업 부진' }],
    vat: periods
      .filter((v) => v.to >= opened && v.from <= closed)
      .map(({ year, period, from, to }) => {
        const months = from < opened ? 4 : 6;
        const taxBase = roundTo(base(year) * (period === '1기' ? 0.46 : 0.54) * (months / 6) * (year === 2023 && period === '2기' ? 0.55 : 1), 1000);
        return { year, period, from: from < opened ? opened : from, to: to > closed ? closed : to, taxBase, tax: roundTo(taxBase * 0.1, 10), filedAt: period === '1기' ? ymd(year, 7, 24) : ymd(year + 1, 1, 24) };
      }),
    exemptRevenue: [2020, 2021, 2022, 2023, 2024].map((year) => ({ year, revenue: roundTo(base(year) * (year === 2020 ? 0.06 : 0.18), 1000), filedAt: ymd(year + 1, 2, 10), item: '도서 출판(면세)' })),
    statements: [2023, 2024].map((year) => ({
      year,
      kind: '개인',
      lines: [
        { item: '유동자산', code: '010', amount: roundTo(base(year) * 0.42, 1000) },
        { item: '비유동자산', code: '120', amount: roundTo(base(year) * 0.25, 1000) },
        { item: '자산총계', code: '228', amount: roundTo(base(year) * 0.67, 1000) },
        { item: '부채총계', code: '333', amount: roundTo(base(year) * 0.21, 1000) },
        { item: '자본총계', code: '382', amount: roundTo(base(year) * 0.46, 1000) },
        { item: '매출액', code: '010', amount: base(year) },
        { item: '매출원가', code: '040', amount: roundTo(base(year) * 0.38, 1000) },
        { item: '판매비와 관리비', code: '150', amount: roundTo(base(year) * 0.31, 1000) },
        { item: '당기순이익', code: '370', amount: roundTo(base(year) * 0.27, 1000) },
      ],
    })),
  };
}

/** Passenger cars by the 자동차관리법's size classes (engine and width), a light truck for the farmer. */
const MODELS: Record<string, { kind: string; cc: number; engine: string; maker: string; price: number }> = {
  모닝: { kind: '승용 경형', cc: 998, engine: 'G3LA', maker: 'KNA', price: 13_500_000 },
  레이: { kind: '승용 경형', cc: 998, engine: 'G3LA', maker: 'KNA', price: 15_000_000 },
  아반떼: { kind: '승용 중형', cc: 1598, engine: 'G4FL', maker: 'KMH', price: 22_000_000 },
  스포티지: { kind: '승용 중형', cc: 1598, engine: 'G4FT', maker: 'KNA', price: 29_000_000 },
  쏘나타: { kind: '승용 중형', cc: 1999, engine: 'G4NA', maker: 'KMH', price: 28_000_000 },
  그랜저: { kind: '승용 대형', cc: 2497, engine: 'G4KN', maker: 'KMH', price: 40_000_000 },
  포터2: { kind: '화물 소형', cc: 2497, engine: 'D4CB', maker: 'KMF', price: 20_000_000 },
};

/** 자동차세 (비영업용) with its 지방교육세: by engine size for cars, flat for a light truck; cheaper as the car ages. */
function carTax(model: string, firstRegisteredAt: string, year: number): number {
  const spec = MODELS[model]!;
  if (spec.kind.startsWith('화물')) return 28_500;
  const perCc = spec.cc <= 1000 ? 80 : spec.cc <= 1600 ? 140 : 200;
  const age = year - yearOf(firstRegisteredAt) + 1;
  const discount = Math.min(0.5, Math.max(0, age - 2) * 0.05);
  return roundTo(spec.cc * perCc * (1 - discount) * 1.3, 10);
}

function tax(p: Profile, insurance: InsuranceRecords, homeAtOpening: string): TaxRecords {
  const businesses = p.business ? [business(p, homeAtOpening)] : [];
  const jobs = insurance.pensionHistory.filter((w) => w.kind === '사업장가입자');
  const incomes = [2021, 2022, 2023, 2024, 2025].flatMap((year) => {
    const wages = jobs.flatMap((w) => {
      const worked = months({ year, month: 1 }, { year, month: 12 }).filter(({ month }) => coversMonth(w.acquiredAt, w.lostAt, year, month)).length;
      if (worked === 0) return [];
      const amount = roundTo(p.monthlyPay * worked * (1 - (2025 - year) * 0.035), 1000);
      return [{ year, kind: '근로소득', payer: w.name, payerNumber: `${w.number.slice(0, 3)}-${w.number.slice(3, 5)}-${w.number.slice(5, 10)}`, amount, tax: roundTo(amount * 0.041, 10) }];
    });
    const trade = businesses
      .filter((b) => yearOf(b.openedAt) <= year && yearOf(b.closedAt) >= year)
      .map((b) => {
        const amount = roundTo((b.vat.filter((v) => v.year === year).reduce((s, v) => s + v.taxBase, 0) || 1) * 0.27, 1000);
        return { year, kind: '사업소득', payer: b.tradeName, payerNumber: `${b.number.slice(0, 3)}-${b.number.slice(3, 5)}-${b.number.slice(5)}`, amount, tax: roundTo(amount * 0.06, 10) };
      });
    return [...wages, ...trade];
  });
  // Wages are taxed at the source; someone with business income files and pays 종합소득세 in May.
  const filed = (year: number) => incomes.filter((i) => i.year === year - 1 && i.kind === '사업소득').length > 0;
  const incomeTax = (year: number) => roundTo(incomes.filter((i) => i.year === year - 1).reduce((s, i) => s + i.tax, 0) * 0.35, 10);
  const payments = [2022, 2023, 2024, 2025, 2026].flatMap((year) => [
    ...(filed(year) ? [{ taxItem: '종합소득세', period: `${year - 1}년 귀속`, dueDate: ymd(year, 5, 31), paidAt: ymd(year, 5, 27), amount: incomeTax(year), office: '' }] : []),
    ...businesses.flatMap((b) =>
      b.vat
        .filter((v) => yearOf(v.filedAt) === year)
        .map((v) => ({ taxItem: '부가가치세', period: `${v.year}년 ${v.period} 확정`, dueDate: addDays(v.filedAt, 1), paidAt: v.filedAt, amount: v.tax, office: '' })),
    ),
  ]);
  const office = `${p.home.sigungu.replace(/(구|시|군)$/, '')}세무서`;
  const homeValue = 182_000_000 + Math.floor(numbersFor(`${p.id}-home`)() * 120) * 1_000_000;
  // The tax year's owner is whoever owned it on 1 June; 주민세 개인분 falls on adult heads of
  // household (not on 기초생활수급자).
  const localItems = [2022, 2023, 2024, 2025, 2026].flatMap((year) => [
    ...(p.homeOwner === 'self' && p.home.movedInAt <= ymd(year, 6, 1)
      ? [{ year, taxItem: '재산세', object: p.home.address, base: roundTo(homeValue * (1 + (year - 2022) * 0.03) * 0.6, 1000), amount: roundTo(homeValue * 0.6 * 0.0024 * (1 + (year - 2022) * 0.05), 10), paidAt: ymd(year, 9, 28) }]
      : []),
    ...(p.vehicle && p.vehicle.firstRegisteredAt <= ymd(year, 6, 1) ? [{ year, taxItem: '자동차세', object: p.vehicle.number, base: MODELS[p.vehicle.model]!.cc, amount: carTax(p.vehicle.model, p.vehicle.firstRegisteredAt, year), paidAt: ymd(year, 6, 28) }] : []),
    ...(!p.dependantOf && ageOn(p.birthDate, ymd(year, 7, 1)) >= 19 && !(p.welfare.livelihood && p.welfare.livelihood.from <= ymd(year, 7, 1))
      ? [{ year, taxItem: '주민세', object: '개인분', base: 0, amount: 6_000, paidAt: ymd(year, 8, 29) }]
      : []),
    ...(filed(year) ? [{ year, taxItem: '지방소득세', object: `${year - 1}년 귀속 종합소득`, base: 0, amount: roundTo(incomeTax(year) * 0.1, 10), paidAt: ymd(year, 5, 29) }] : []),
  ]);
  return {
    office,
    arrears: 0,
    payments: payments.filter((pay) => pay.amount > 0).map((pay) => ({ ...pay, office })),
    incomes,
    businesses,
    local: { sido: p.home.sido, sigungu: p.home.sigungu, arrears: 0, items: localItems.filter((i) => i.amount > 0 && happened(i.paidAt)) },
  };
}

function schools(p: Profile, lookup: LookupData): School[] {
  const next = numbersFor(`${p.id}-school`);
  const known = lookup.academicRecords[p.id];
  const birth = yearOf(p.birthDate);
  const list =
    known?.map((s) => ({ schoolCode: s.학교코드, course: s.과정구분, name: s.학교명, enteredAt: s.입학일자, graduatedAt: s.졸업일자, status: s.학적상태, ledgerNumber: s.졸업대장번호 })) ??
    (
      [
        { course: '02', name: `${p.schoolArea}초등학교`, from: birth + 7, years: 6 },
        { course: '03', name: `${p.schoolArea}중학교`, from: birth + 13, years: 3 },
        { course: '04', name: `${p.schoolArea}고등학교`, from: birth + 16, years: 3 },
      ] as const
    )
      .filter((s) => happened(ymd(s.from, 3, 2)) && !(p.leftSchool && s.course > p.leftSchool.course))
      .map((s, index) => {
        const left = p.leftSchool?.course === s.course ? p.leftSchool.at : '';
        const graduated = !left && happened(ymd(s.from + s.years, 2, 14));
        return {
          schoolCode: `79${digits(`${p.id}-school-${index}`, 5)}`,
          course: s.course,
          name: s.name,
          enteredAt: ymd(s.from, 3, 2),
          graduatedAt: graduated ? ymd(s.from + s.years, 2, 14) : '',
          status: left ? '자퇴' : graduated ? '졸업' : '재학',
          ledgerNumber: graduated ? `제${s.from + s.years}-${100 + index * 37}호` : '',
        };
      });
  return list.map((s) => {
    const grades = s.course === '02' ? 6 : 3;
    const firstYear = yearOf(s.enteredAt);
    // Only what the school has recorded so far: finished school years, finished terms, awards given.
    const until = s.graduatedAt || (s.status === '자퇴' ? p.leftSchool!.at : RECORDS_AS_OF);
    const yearsDone = Array.from({ length: grades }, (_, i) => i).filter((i) => ymd(firstYear + i + 1, 2, 1) <= until);
    const termsDone = [1, 2].filter((term) => (term === 1 ? ymd(firstYear, 7, 20) : ymd(firstYear + 1, 2, 1)) <= until);
    return {
      ...s,
      attendance: yearsDone.map((i) => {
        const absences = Math.floor(next() * 3);
        return { grade: i + 1, days: 190, absences, lateness: Math.floor(next() * 2), early: 0, remark: absences ? '질병 결석' : '개근' };
      }),
      awards: [
        { name: s.course === '04' ? '교내 수학경시대회' : '교내 독서감상문 대회', grade: ['금상', '은상', '동상'][Math.floor(next() * 3)]!, date: ymd(firstYear, 10, 15), by: `${s.name}장` },
        { name: '모범상', grade: '', date: ymd(firstYear + grades - 1, 12, 20), by: `${s.name}장` },
      ].filter((award) => award.date <= until),
      subjects: ['국어', '수학', '영어', '사회', '과학'].flatMap((subject) =>
        termsDone.map((term) => {
          const score = 70 + Math.floor(next() * 28);
          return { grade: 1, term, subject, credits: 4, score, average: 68 + Math.floor(next() * 10), rank: `${1 + Math.floor(next() * 4)}등급` };
        }),
      ),
    };
  });
}

/** The semesters someone attended from entering until graduating (or now), less their years in the forces. */
function semesters(p: Profile, entered: string, until: string): { year: number; term: 1 | 2 }[] {
  const list: { year: number; term: 1 | 2 }[] = [];
  for (let year = yearOf(entered); ; year++) {
    for (const term of [1, 2] as const) {
      const ends = term === 1 ? ymd(year, 6, 20) : ymd(year, 12, 20);
      const starts = term === 1 ? ymd(year, 3, 1) : ymd(year, 9, 1);
      if (ends < entered) continue;
      if (ends > until) return list;
      if (p.military && starts < p.military.dischargedAt && ends > p.military.enlistedAt) continue;
      list.push({ year, term });
    }
  }
}

function university(p: Profile, request: Record<string, unknown>): EducationRecords['university'] {
  const asked = typeof request['대학'] === 'string' && request['대학'] !== '' ? request['대학'] : undefined;
  const name = asked ?? p.university?.name ?? '';
  const u = p.university && (!asked || asked === p.university.name) ? p.university : undefined;
  const nameEnglish = UNIVERSITY_ENGLISH[name] ?? name;
  if (!u) {
    // The university asked for has no record of this person.
    return { name, nameEnglish, college: '', collegeEnglish: '', department: '', departmentEnglish: '', major: '', studentId: '', enteredAt: '', graduatedAt: '', expectedGraduationAt: '', status: '', year: 0, semester: 0, degree: '', degreeTitle: '', degreeEnglish: '', degreeNumber: '', degreeNumberEnglish: '', gpa: '', credits: 0, courses: [] };
  }
  const next = numbersFor(`${p.id}-university`);
  const graduated = u.graduatedAt !== '';
  const attended = semesters(p, u.enteredAt, graduated ? u.graduatedAt : RECORDS_AS_OF);
  const courses = [...GENERAL_COURSES, ...(DEPARTMENT_COURSES[u.department] ?? [])];
  const grades = ['A+', 'A0', 'B+', 'A0', 'A+', 'B0', 'A0', 'B+'];
  const graduationYear = graduated ? yearOf(u.graduatedAt) : 0;
  const number = digits(`${p.id}-degree`, 4);
  const degree = DEGREE_BY_COLLEGE[u.college] ?? { ko: '학사', en: "Bachelor's degree" };
  return {
    name,
    nameEnglish,
    college: u.college,
    collegeEnglish: COLLEGE_ENGLISH[u.college] ?? u.college,
    department: u.department,
    departmentEnglish: DEPARTMENT_ENGLISH[u.department] ?? u.department,
    major: u.department.replace(/(학부|학과)$/, '') + '전공',
    studentId: u.studentId,
    enteredAt: u.enteredAt,
    graduatedAt: u.graduatedAt,
    // Still enrolled: in the last semester, finishing next February.
    expectedGraduationAt: graduated ? '' : ymd(yearOf(RECORDS_AS_OF) + 1, 2, 24),
    status: graduated ? '졸업' : '재학',
    year: 4,
    semester: 2,
    degree: '학사',
    degreeTitle: graduated ? degree.ko : '',
    degreeEnglish: graduated ? degree.en : '',
    degreeNumber: graduated ? `${name.replace(/학교$/, '')} ${graduationYear}(학)${number}` : '',
    degreeNumberEnglish: graduated ? `${universityInitials(nameEnglish)} ${graduationYear}(B)${number}` : '',
    gpa: (3.2 + Math.floor(next() * 90) / 100).toFixed(2),
    credits: graduated ? 130 + Math.floor(next() * 8) : 112,
    // The required courses, two a semester from the first, as far as the student has come.
    courses: courses.slice(0, attended.length * 2).map((course, index) => {
      const { year, term } = attended[Math.floor(index / 2)]!;
      const grade = Math.floor(Math.floor(index / 2) / 2) + 1;
      return {
        term: `${year}년 ${Math.min(grade, 4)}학년 ${term}학기`,
        termEnglish: `${year} ${term === 1 ? 'Spring' : 'Fall'} (Year ${Math.min(grade, 4)})`,
        code: course.code,
        title: course.ko,
        titleEnglish: course.en,
        credits: course.credits,
        grade: grades[(index + Math.floor(next() * 3)) % grades.length]!,
      };
    }),
  };
}

function education(p: Profile, lookup: LookupData, request: Record<string, unknown>): EducationRecords {
  const ged = p.ged;
  return {
    schools: schools(p, lookup),
    ged: ged
      ? [
          {
            level: ged.level,
            year: ged.year,
            round: ged.round,
            passedAt: ged.passedAt,
            office: ged.office,
            number: `${ged.year}-${digits(`${p.id}-ged`, 5)}`,
            scores: [
              { subject: '국어', score: 78 },
              { subject: '수학', score: 65 },
              { subject: '영어', score: 82 },
              { subject: '사회', score: 74 },
              { subject: '과학', score: 70 },
              { subject: '한국사', score: 88 },
              { subject: '도덕', score: 91 },
            ],
            average: 78.29,
          },
        ]
      : [],
    university: university(p, request),
  };
}

function military(p: Profile): MilitaryRecords {
  // The regional office of the 병무청 where the person lives keeps the record.
  const none = { serviceNumber: '', branch: '', rank: '', corps: '', enlistedAt: '', dischargedAt: '', dischargeReason: '', office: '서울지방병무청', exams: [] };
  const m = p.military;
  if (!m) {
    // Women have no duty; a boy enters the register (병역준비역) in the year he turns 18.
    if (p.sex === '여') return { ...none, kind: '병역의무 없음', status: '해당 없음' };
    return yearOf(RECORDS_AS_OF) - yearOf(p.birthDate) >= 18 ? { ...none, kind: '병역준비역', status: '병역준비역' } : { ...none, kind: '병역준비역 편입 전', status: '해당 없음' };
  }
  const next = numbersFor(`${p.id}-army`);
  const height = (170 + next() * 12).toFixed(1);
  return {
    serviceNumber: `${m.enlistedAt.slice(2, 4)}-7${digits(`${p.id}-army`, 7)}`,
    branch: m.branch,
    kind: '현역',
    rank: m.rank,
    corps: m.corps,
    enlistedAt: m.enlistedAt,
    dischargedAt: m.dischargedAt,
    dischargeReason: m.dischargeReason,
    // Discharged for an injury: moved to the wartime labour service instead of the reserve.
    status: m.dischargeReason === '의병전역' ? '전시근로역' : '예비역',
    office: '서울지방병무청',
    exams: [{ year: yearOf(m.examAt), date: m.examAt, kind: '병역판정검사', place: '서울지방병무청', height: `${height}cm`, weight: `${(62 + next() * 16).toFixed(1)}kg`, grade: '2급', disposition: '현역병입영대상' }],
  };
}

function vehicles(p: Profile, history: AgencyRecord['addressHistory']): Vehicle[] {
  const v = p.vehicle;
  if (!v) return [];
  const spec = MODELS[v.model]!;
  const first = v.firstRegisteredAt;
  const truck = spec.kind.startsWith('화물');
  // 정기검사: a private car at 4 years and every 2 after; a private light truck at 2 years and yearly after.
  const inspections: string[] = [];
  for (let at = addYears(first, truck ? 2 : 4); happened(at); at = addYears(at, truck ? 1 : 2)) inspections.push(at);
  const moves = history.filter((h) => h.movedInAt > first && happened(addDays(h.movedInAt, 10)));
  const loanEnds = addYears(first, 3);
  return [
    {
      number: v.number,
      model: v.model,
      kind: spec.kind,
      use: '자가용',
      modelYear: v.modelYear,
      vin: `${spec.maker}${digits(`${p.id}-vin`, 14)}`,
      engine: spec.engine,
      firstRegisteredAt: first,
      owner: p.name,
      ownerAddress: p.home.address,
      mileage: roundTo((ageOn(first, RECORDS_AS_OF) + 0.5) * 13_000 + numbersFor(`${p.id}-km`)() * 4_000, 10),
      history: [
        { date: first, kind: '신규등록', detail: `최초 등록 (${p.name})` },
        ...inspections.map((date) => ({ date, kind: '정기검사', detail: '적합' })),
        ...moves.map((h) => ({ date: addDays(h.movedInAt, 10), kind: '변경등록', detail: `사용본거지 변경: ${h.address.split(',')[0]}` })),
        ...(v.financed && happened(loanEnds) ? [{ date: loanEnds, kind: '저당권 말소', detail: '지갑캐피탈 주식회사 저당권 말소' }] : []),
      ].sort(byDate((e) => e.date)),
      liens: v.financed ? [{ date: first, holder: '지갑캐피탈 주식회사', amount: roundTo(spec.price * 0.6, 100_000), status: happened(loanEnds) ? '말소' : '설정' }] : [],
    },
  ];
}

function driving(p: Profile): DrivingRecords {
  const l = p.licence;
  if (!l) return { licenseNumber: '', licenseKind: '', firstIssuedAt: '', renewBy: '', events: [] };
  // A licence is renewed every ten years, by the end of the tenth year.
  let renew = yearOf(l.issuedAt) + 10;
  while (ymd(renew, 12, 31) < RECORDS_AS_OF) renew += 10;
  return {
    licenseNumber: `11-${l.issuedAt.slice(2, 4)}-${digits(`${p.id}-license`, 6)}-${digits(`${p.id}-license2`, 2)}`,
    licenseKind: l.kind,
    firstIssuedAt: l.issuedAt,
    renewBy: ymd(renew, 12, 31),
    events: [...p.drivingEvents].sort(byDate((e) => e.date)),
  };
}

function immigration(p: Profile): ImmigrationEntry[] {
  return p.trips
    .flatMap((trip) => {
      const port = trip.port ?? '인천공항';
      const at = { port, portEnglish: PORT_ENGLISH[port] ?? port, destination: trip.destination, destinationEnglish: COUNTRY_ENGLISH[trip.destination] ?? trip.destination };
      return [
        { date: trip.out, kind: '출국' as const, ...at },
        { date: trip.back, kind: '입국' as const, ...at },
      ];
    })
    .filter((entry) => happened(entry.date))
    .sort(byDate((e) => e.date));
}

function welfare(p: Profile, home: Household): WelfareRecords {
  const w = p.welfare;
  const children = home.members.filter((m) => !m.self && (m.relation === '자' || m.relation === '녀'));
  const merit = w.veteran?.merit === 'father' ? { name: p.father.name, rrn: fakeRrn(p.father.birthDate, p.father.sex), relation: childRelation(p.sex) } : { name: p.name, rrn: fakeRrn(p.birthDate, p.sex), relation: '본인' };
  return {
    disability: w.disability ? { ...w.disability, overall: w.disability.degree } : { kind: '', degree: '', subKind: '', subDegree: '', overall: '', registeredAt: '', reviewedAt: '' },
    livelihood: w.livelihood ? w.livelihood.benefits.map((b) => ({ ...b, from: w.livelihood!.from })) : [],
    nearPovertyFrom: w.nearPoverty?.from ?? '',
    nearPovertyKind: w.nearPoverty?.kind ?? '',
    singleParent: w.singleParent
      ? { ...w.singleParent, kind: p.sex === '남' ? '부자가족' : '모자가족', children: children.map((m) => ({ name: m.name, rrn: m.rrn, relation: m.relation })) }
      : { from: '', to: '', kind: '', children: [] },
    veteran: w.veteran
      ? { meritName: merit.name, meritRrn: merit.rrn, relation: merit.relation, registeredAt: w.veteran.registeredAt, group: w.veteran.group, category: w.veteran.category, detail: w.veteran.detail }
      : { meritName: '', meritRrn: '', relation: '', registeredAt: '', group: '', category: '', detail: '' },
    farm: w.farm
      ? { number: `1100-${digits(`${p.id}-farm`, 4)}-${digits(`${p.id}-farm2`, 4)}`, registeredAt: w.farm.registeredAt, kind: '농업인', parcels: w.farm.parcels }
      : { number: '', registeredAt: '', kind: '', parcels: [] },
  };
}

/** Obviously made-up owners for an address the holder has nothing to do with. */
const OWNERS = ['김지갑', '이지갑', '박지갑', '최지갑', '정지갑'];

/**
 * Public registers are kept by address: any address asked for gets its own, fixed, entry. The
 * holder's own home names its owner (the holder, a parent, or a landlord); any other address has
 * owners of its own.
 */
export function propertyRegisters(address: string, holder?: { p: Profile }): PropertyRegisters {
  const next = numbersFor(`register-${address}`);
  const site = 400 + Math.floor(next() * 3600);
  const floors = 3 + Math.floor(next() * 15);
  const buildingArea = Math.round(site * (0.35 + next() * 0.25) * 100) / 100;
  const total = Math.round(buildingArea * floors * 0.92 * 100) / 100;
  const home = holder && holder.p.home.address === address ? holder.p : undefined;
  const approved = Math.min(1985 + Math.floor(next() * 35), home ? yearOf(home.home.movedInAt) - 1 : 9999);
  const lotNumber = `${1 + Math.floor(next() * 300)}-${1 + Math.floor(next() * 20)}`;
  const dong = address.match(/\(([^,)]+)/)?.[1] ?? '';
  const stranger = OWNERS[Math.floor(next() * OWNERS.length)]!;
  const owner = home ? (home.homeOwner === 'self' ? home.name : home.homeOwner === 'father' ? home.father.name : stranger) : stranger;
  const boughtAt = home && home.homeOwner !== 'landlord' ? home.home.movedInAt : ymd(approved + 1 + Math.floor(next() * 5), 1 + Math.floor(next() * 12), 1 + Math.floor(next() * 27));
  return {
    building: {
      address,
      lotAddress: `${address.split(' ').slice(0, 2).join(' ')} ${dong || '본동'} ${lotNumber}`.replace(/\s+/g, ' '),
      name: `${address.split(' ')[2] ?? ''} 빌딩`.trim(),
      use: home ? '공동주택(아파트)' : ['업무시설', '제1종근린생활시설', '공동주택(아파트)', '제2종근린생활시설'][Math.floor(next() * 4)]!,
      structure: '철근콘크리트구조',
      roof: '철근콘크리트',
      floors: `지하 ${1 + Math.floor(next() * 3)}층 / 지상 ${floors}층`,
      height: `${(floors * 3.3).toFixed(1)}m`,
      siteArea: site,
      buildingArea,
      totalArea: total,
      coverage: `${((buildingArea / site) * 100).toFixed(2)}%`,
      floorAreaRatio: `${((total / site) * 100).toFixed(2)}%`,
      approvedAt: ymd(approved, 1 + Math.floor(next() * 12), 1 + Math.floor(next() * 27)),
      permittedAt: ymd(approved - 2, 1 + Math.floor(next() * 12), 1 + Math.floor(next() * 27)),
      owners: [
        { name: '주식회사 지갑개발', share: '1/1', changedAt: ymd(approved, 3, 2), reason: '소유권보존' },
        { name: owner, share: '1/1', changedAt: boughtAt, reason: '소유권이전 (매매)' },
      ],
      floorsDetail: Array.from({ length: Math.min(floors, 5) + 1 }, (_, i) => ({ floor: i === 0 ? '지하1층' : `${i}층`, structure: '철근콘크리트구조', use: i === 0 ? '주차장' : i === 1 ? '근린생활시설' : '업무시설', area: Math.round(buildingArea * (i === 0 ? 1.1 : 0.95) * 100) / 100 })),
    },
    land: {
      address,
      lotNumber,
      category: ['대', '전', '답', '임야'][Math.floor(next() * 4)]!,
      area: site,
      price: [2022, 2023, 2024, 2025, 2026].map((year) => ({ year, perSquareMetre: roundTo((3_200_000 + next() * 6_000_000) * (1 + (year - 2022) * 0.04), 1000) })),
      owners: [
        { changedAt: ymd(approved - 3, 4, 11), reason: '소유권이전', name: '주식회사 지갑개발', address: '서울특별시 중구 세종대로 110' },
        { changedAt: boughtAt, reason: '소유권이전 (매매)', name: owner, address: '' },
      ],
      moves: [
        { date: ymd(1975, 6, 3), reason: '분할되어 본번에 -1을 부함', category: '전', area: site + 180 },
        { date: ymd(approved - 2, 8, 19), reason: '지목변경', category: '대', area: site },
      ],
    },
  };
}

export function buildRecord(p: Profile, lookup: LookupData, request: Record<string, unknown> = {}): AgencyRecord {
  const person = {
    name: p.name,
    hanja: p.hanja,
    english: p.english,
    rrn: fakeRrn(p.birthDate, p.sex),
    birthDate: p.birthDate,
    sex: p.sex,
    clan: p.clan,
    phone: `010-${digits(`${p.id}-phone`, 4)}-${digits(`${p.id}-phone2`, 4)}`,
    address: p.home.address,
    sido: p.home.sido,
    sigungu: p.home.sigungu,
    registeredDomicile: p.home.address.split(',')[0]!,
    nationality: '대한민국',
  };
  const home = household(p);
  const addresses = addressHistory(p);
  const insuranceRecords = insurance(p, lookup, home);
  const openedAt = addresses.filter((a) => a.movedInAt <= '20200901').at(-1)?.address ?? p.home.address;
  const asked = typeof request['소재지'] === 'string' && request['소재지'] !== '' ? request['소재지'] : p.home.address;
  return {
    personaId: p.id,
    person,
    household: home,
    addressHistory: addresses,
    personalChanges: [{ date: addDays(p.birthDate, 3650), item: '한자 성명', before: '', after: p.hanja }].filter((c) => happened(c.date)),
    family: family(p),
    insurance: insuranceRecords,
    tax: tax(p, insuranceRecords, openedAt),
    education: education(p, lookup, request),
    military: military(p),
    vehicles: vehicles(p, addresses),
    driving: driving(p),
    welfare: welfare(p, home),
    immigration: immigration(p),
    property: propertyRegisters(asked, { p }),
  };
}
