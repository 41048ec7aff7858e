import { createHash } from 'node:crypto';
import type { LookupData, PensionWorkplace } from '../../lookup-data/index.ts';
import type { Profile, Relative } from './profiles.ts';
import type {
  AgencyRecord,
  Business,
  EducationRecords,
  Family,
  FamilyMember,
  Household,
  InsuranceRecords,
  MilitaryRecords,
  MonthlyPayment,
  PropertyRegisters,
  School,
  TaxRecords,
  Workplace,
} from './types.ts';

/** The last month the simulated agencies hold figures for (the demo's "now"). */
export const RECORDS_UNTIL = { year: 2026, month: 10 };
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
const roundTo = (value: number, unit: number) => Math.round(value / unit) * unit;

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

const payment = (year: number, month: number, amount: number, payer: string, paid = amount, day = 10): MonthlyPayment => ({
  year,
  month,
  period: `${year}-${pad(month)}`,
  billed: amount,
  paid,
  paidAt: month === 12 ? ymd(year + 1, 1, day) : ymd(year, month + 1, day),
  payer,
});

function household(p: Profile): Household {
  const self = { relation: '본인', name: p.name, rrn: fakeRrn(p.birthDate, p.sex), movedInAt: p.home.movedInAt, changeReason: '전입', reportedAt: addDays(p.home.movedInAt, 2), self: true, lodger: false };
  const others = p.livesWith.flatMap((who) => {
    const relatives: { relation: string; person: Relative }[] =
      who === 'mother'
        ? [{ relation: '모', person: p.mother }]
        : who === 'spouse' && p.spouse && !p.spouse.divorcedAt
          ? [{ relation: p.sex === '남' ? '처' : '남편', person: p.spouse }]
          : who === 'children'
            ? p.children.map((child) => ({ relation: child.sex === '남' ? '자' : '녀', person: child }))
            : [];
    return relatives.map(({ relation, person }) => {
      const born = person.birthDate > p.home.movedInAt;
      const movedInAt = born ? addDays(person.birthDate, 7) : p.home.movedInAt;
      return { relation, name: person.name, rrn: fakeRrn(person.birthDate, person.sex), movedInAt, changeReason: born ? '출생등록' : '전입', reportedAt: movedInAt, self: false, lodger: false };
    });
  });
  return { headName: p.name, headRelation: '본인', formedAt: p.home.movedInAt, formReason: '전입', changeReason: '전입', members: [self, ...others] };
}

function addressHistory(p: Profile): AgencyRecord['addressHistory'] {
  const homes = [...p.pastHomes.map((h) => ({ ...h, current: false })), { address: p.home.address, movedInAt: p.home.movedInAt, current: true }];
  return homes.map((home, index) => {
    const adult = yearOf(home.movedInAt) - yearOf(p.birthDate) >= 19;
    return {
      address: home.address,
      movedInAt: home.movedInAt,
      reportedAt: addDays(home.movedInAt, index === 0 ? 5 : 2),
      changeReason: index === 0 ? '출생등록' : '전입',
      headName: adult ? p.name : p.father.name,
      headRelation: adult ? '본인' : p.sex === '남' ? '자' : '녀',
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
  const court = `${p.home.sido} ${p.home.sigungu}청장`;
  return {
    members: [
      member('부', p.father, false, p.father.deceasedAt ? `사망 ${p.father.deceasedAt.slice(0, 4)}년` : ''),
      member('모', p.mother, false),
      // A former spouse is not family any more: only the marriage certificate (상세) names them.
      ...(p.spouse && !divorced ? [member('배우자', p.spouse, false)] : []),
      ...p.children.map((child) => member('자녀', child, false)),
    ],
    personalEvents: [
      { kind: '출생', date: p.birthDate, detail: `출생장소 ${p.birthPlace}`, reportedAt: addDays(p.birthDate, 12), reportedTo: `${p.birthPlace}장`, detailOnly: false },
      { kind: '등록기준지 변경', date: addDays(p.home.movedInAt, 30), detail: `변경 전 ${p.pastHomes[0]?.address.split(',')[0] ?? p.birthPlace}`, reportedAt: addDays(p.home.movedInAt, 30), reportedTo: court, detailOnly: true },
    ],
    marriageEvents: p.spouse
      ? [
          { kind: '혼인', date: p.spouse.marriedAt, detail: `배우자 ${p.spouse.name}`, reportedAt: p.spouse.marriedAt, reportedTo: court, detailOnly: divorced },
          ...(p.spouse.divorcedAt ? [{ kind: '협의이혼', date: p.spouse.divorcedAt, detail: `배우자 ${p.spouse.name}`, reportedAt: p.spouse.divorcedAt, reportedTo: '서울가정법원', detailOnly: true }] : []),
        ]
      : [],
    adoptionEvents: [],
    fullAdoptionEvents: [],
    birthPlace: p.birthPlace,
  };
}

function workplaces(p: Profile, lookup: LookupData): PensionWorkplace[] {
  const known = lookup.pensionWorkplaces[p.id];
  if (known) return known;
  return p.jobs.map((job, index) => ({ 가입자구분: '사업장가입자', 사업장명: job.name, 취득일: job.from, 상실일: job.to, 납부자번호: `6${digits(`${p.id}-job-${index}`, 10)}` }));
}

function insurance(p: Profile, lookup: LookupData, record: Pick<AgencyRecord, 'household'>): InsuranceRecords {
  const jobs = workplaces(p, lookup);
  const pension: Workplace[] = jobs.map((w) => ({ kind: w.가입자구분, name: w.사업장명, number: w.납부자번호, acquiredAt: w.취득일, lostAt: w.상실일, lossReason: w.상실일 === ONGOING ? '' : '퇴직' }));
  const health: Workplace[] = pension.map((w) => ({ ...w, kind: w.kind === '지역가입자' ? '지역가입자' : '직장가입자', lossReason: w.lostAt === ONGOING ? '' : '사용관계 종료' }));
  const firstJob = pension.at(-1)?.acquiredAt;
  if (firstJob) health.push({ kind: '피부양자', name: `${p.father.name} (부)의 피부양자`, number: '', acquiredAt: p.birthDate, lostAt: addDays(firstJob, -1), lossReason: '직장가입자 자격 취득' });
  const employed = pension.filter((w) => w.kind === '사업장가입자');
  const card = lookup.healthInsurance[p.id]?.cards[0];
  const current = pension.find((w) => w.lostAt === ONGOING);
  const healthPremiums: MonthlyPayment[] = [];
  const known = lookup.healthInsurance[p.id]?.premiums;
  if (known) {
    for (const [scheme, years] of Object.entries(known)) {
      for (const [year, list] of Object.entries(years)) {
        for (const m of list) healthPremiums.push({ ...payment(Number(year), m.월, m.고지금액, scheme, m.납부금액), paidAt: m.납부일자 });
      }
    }
  } else {
    for (const { year, month } of months({ year: 2024, month: 1 }, RECORDS_UNTIL)) healthPremiums.push(payment(year, month, roundTo(p.monthlyPay * 0.03545, 10), '직장'));
  }
  const pensionPremiums = employed.flatMap((w) =>
    months({ year: 2022, month: 1 }, RECORDS_UNTIL)
      .filter(({ year, month }) => ymd(year, month, 1) >= w.acquiredAt.slice(0, 6) + '01' && ymd(year, month, 1) <= w.lostAt)
      .map(({ year, month }) => payment(year, month, roundTo(p.monthlyPay * 0.09 * (1 - (2026 - year) * 0.03), 10), w.number)),
  );
  const survivor = p.father.deceasedAt;
  const benefitFrom = survivor ? addDays(survivor.slice(0, 6) + '01', 31).slice(0, 6) + '25' : '';
  const pensionBenefits = survivor
    ? months({ year: 2023, month: 1 }, RECORDS_UNTIL).map(({ year, month }) => ({ ...payment(year, month, 312_340 + (year - 2023) * 8_110, '유족연금'), paidAt: ymd(year, month, 25) }))
    : [];
  const withholding = [2023, 2024, 2025].map((year) => {
    const total = pensionBenefits.filter((b) => b.year === year).reduce((sum, b) => sum + b.paid, 0);
    return { year, total, taxable: 0, incomeTax: 0, localTax: 0, months: pensionBenefits.filter((b) => b.year === year).length };
  });
  return {
    healthNumber: card?.건강보험증번호 ?? `5${digits(`${p.id}-card`, 10)}`,
    healthKind: current?.kind === '지역가입자' ? '지역가입자' : '직장가입자',
    healthWorkplace: current?.name ?? '',
    healthAcquiredAt: current?.acquiredAt ?? p.birthDate,
    healthHistory: health,
    healthDependants: record.household.members
      .filter((m) => !m.self)
      .map((m) => ({ relation: m.relation, name: m.name, rrn: m.rrn, acquiredAt: m.movedInAt, lostAt: ONGOING })),
    healthPremiums,
    pensionNumber: `${p.birthDate.slice(2)}${digits(`${p.id}-nps`, 4)}`,
    pensionHistory: pension,
    pensionPremiums,
    pensionBenefitKind: survivor ? '유족연금' : '',
    pensionBenefitFrom: benefitFrom,
    pensionBenefits,
    pensionWithholding: survivor ? withholding : [],
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

function business(p: Profile): Business {
  const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
  const base = (year: number) => 38_000_000 + (year - 2019) * 4_700_000;
  return {
    number: '1234567890',
    tradeName: '지갑디자인 스튜디오',
    representative: p.name,
    openedAt: '20190302',
    address: p.pastHomes.at(-1)?.address ?? p.home.address,
    businessType: '전문, 과학 및 기술서비스업',
    item: '시각 디자인',
    taxType: '일반과세자',
    status: '폐업',
    closedAt: '20250630',
    suspensions: [{ from: '20230701', to: '20230930', reason: '사업 부진' }],
    vat: years.flatMap((year) =>
      (['1기', '2기'] as const)
        .filter((period) => !(year === 2025 && period === '2기'))
        .map((period) => {
          const taxBase = roundTo(base(year) * (period === '1기' ? 0.46 : 0.54) * (year === 2023 && period === '2기' ? 0.55 : 1), 1000);
          return { year, period, from: period === '1기' ? ymd(year, 1, 1) : ymd(year, 7, 1), to: period === '1기' ? ymd(year, 6, 30) : ymd(year, 12, 31), taxBase, tax: roundTo(taxBase * 0.1, 10), filedAt: period === '1기' ? ymd(year, 7, 24) : ymd(year + 1, 1, 24) };
        }),
    ),
    exemptRevenue: years.filter((y) => y < 2025).map((year) => ({ year, revenue: roundTo(base(year) * 0.18, 1000), filedAt: ymd(year + 1, 2, 10), item: '도서 출판(면세)' })),
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

function tax(p: Profile, insurance: InsuranceRecords, vehicle: boolean): TaxRecords {
  const businesses = p.id === 'citizen' ? [business(p)] : [];
  const jobs = insurance.pensionHistory.filter((w) => w.kind === '사업장가입자');
  const incomes = [2021, 2022, 2023, 2024, 2025].flatMap((year) => {
    const worked = jobs.filter((w) => yearOf(w.acquiredAt) <= year && (w.lostAt === ONGOING || yearOf(w.lostAt) >= year));
    const wages = worked.map((w) => {
      const share = w.lostAt !== ONGOING && yearOf(w.lostAt) === year ? Number(w.lostAt.slice(4, 6)) / 12 : yearOf(w.acquiredAt) === year ? (13 - Number(w.acquiredAt.slice(4, 6))) / 12 : 1;
      const amount = roundTo(p.monthlyPay * 12 * share * (1 - (2025 - year) * 0.035), 1000);
      return { year, kind: '근로소득', payer: w.name, payerNumber: `${w.number.slice(0, 3)}-${w.number.slice(3, 5)}-${w.number.slice(5, 10)}`, amount, tax: roundTo(amount * 0.041, 10) };
    });
    const trade = businesses
      .filter((b) => yearOf(b.openedAt) <= year && yearOf(b.closedAt) >= year)
      .map((b) => {
        const amount = roundTo((b.vat.filter((v) => v.year === year).reduce((s, v) => s + v.taxBase, 0) || 1) * 0.27, 1000);
        return { year, kind: '사업소득', payer: b.tradeName, payerNumber: `${b.number.slice(0, 3)}-${b.number.slice(3, 5)}-${b.number.slice(5)}`, amount, tax: roundTo(amount * 0.06, 10) };
      });
    return [...wages, ...trade];
  });
  const payments = [2023, 2024, 2025].flatMap((year) => [
    { taxItem: '종합소득세', period: `${year - 1}년 귀속`, dueDate: ymd(year, 5, 31), paidAt: ymd(year, 5, 27), amount: roundTo(incomes.filter((i) => i.year === year - 1).reduce((s, i) => s + i.tax, 0) * 0.35, 10), office: '' },
    ...businesses.flatMap((b) =>
      b.vat
        .filter((v) => yearOf(v.filedAt) === year)
        .map((v) => ({ taxItem: '부가가치세', period: `${v.year}년 ${v.period} 확정`, dueDate: addDays(v.filedAt, 1), paidAt: v.filedAt, amount: v.tax, office: '' })),
    ),
  ]);
  const office = `${p.home.sigungu.replace(/(구|시|군)$/, '')}세무서`;
  const localItems = [2022, 2023, 2024, 2025, 2026].flatMap((year) => [
    { year, taxItem: '재산세', object: p.home.address, base: roundTo(182_000_000 * (1 + (year - 2022) * 0.03), 1000), amount: roundTo(264_000 * (1 + (year - 2022) * 0.05), 10), paidAt: ymd(year, 9, 28) },
    ...(vehicle ? [{ year, taxItem: '자동차세', object: p.vehicle.number, base: 1_598, amount: 290_680, paidAt: ymd(year, 6, 28) }] : []),
    { year, taxItem: '주민세', object: '개인분', base: 0, amount: 10_000, paidAt: ymd(year, 8, 29) },
    { year, taxItem: '지방소득세', object: `${year - 1}년 귀속 종합소득`, base: 0, amount: roundTo(incomes.filter((i) => i.year === year - 1).reduce((s, i) => s + i.tax, 0) * 0.035, 10), paidAt: ymd(year, 5, 29) },
  ]);
  return {
    office,
    arrears: 0,
    payments: payments.map((pay) => ({ ...pay, office })),
    incomes,
    businesses,
    local: { sido: p.home.sido, sigungu: p.home.sigungu, arrears: 0, items: localItems.filter((i) => i.amount > 0) },
  };
}

function schools(p: Profile, lookup: LookupData): School[] {
  const next = numbersFor(`${p.id}-school`);
  const known = lookup.academicRecords[p.id];
  const birth = yearOf(p.birthDate);
  const list =
    known?.map((s) => ({ schoolCode: s.학교코드, course: s.과정구분, name: s.학교명, enteredAt: s.입학일자, graduatedAt: s.졸업일자, status: s.학적상태, ledgerNumber: s.졸업대장번호 })) ??
    [
      { course: '02', name: `${p.home.sigungu.replace(/구$/, '')}초등학교`, from: birth + 7, years: 6 },
      { course: '03', name: `${p.home.sigungu.replace(/구$/, '')}중학교`, from: birth + 13, years: 3 },
      { course: '04', name: `${p.home.sigungu.replace(/구$/, '')}고등학교`, from: birth + 16, years: 3 },
    ]
      .filter((s) => s.from <= 2026)
      .map((s, index) => ({
        schoolCode: `79${digits(`${p.id}-school-${index}`, 5)}`,
        course: s.course,
        name: s.name,
        enteredAt: ymd(s.from, 3, 2),
        graduatedAt: s.from + s.years <= 2026 ? ymd(s.from + s.years, 2, 14) : '',
        status: s.from + s.years <= 2026 ? '졸업' : '재학',
        ledgerNumber: s.from + s.years <= 2026 ? `제${s.from + s.years}-${100 + index * 37}호` : '',
      }));
  return list.map((s) => {
    const grades = s.course === '02' ? 6 : 3;
    const firstYear = yearOf(s.enteredAt);
    return {
      ...s,
      attendance: Array.from({ length: grades }, (_, i) => {
        const absences = Math.floor(next() * 3);
        return { grade: i + 1, days: 190 - (firstYear + i > 2019 ? 0 : 0), absences, lateness: Math.floor(next() * 2), early: 0, remark: absences ? '질병 결석' : '개근' };
      }),
      awards: [
        { name: s.course === '04' ? '교내 수학경시대회' : '교내 독서감상문 대회', grade: ['금상', '은상', '동상'][Math.floor(next() * 3)]!, date: ymd(firstYear + 1, 10, 15), by: `${s.name}장` },
        { name: '모범상', grade: '', date: ymd(firstYear + grades - 1, 12, 20), by: `${s.name}장` },
      ],
      subjects: ['국어', '수학', '영어', '사회', '과학'].flatMap((subject) =>
        [1, 2].map((term) => {
          const score = 70 + Math.floor(next() * 28);
          return { grade: 1, term, subject, credits: 4, score, average: 68 + Math.floor(next() * 10), rank: `${1 + Math.floor(next() * 4)}등급` };
        }),
      ),
    };
  });
}

function education(p: Profile, lookup: LookupData): EducationRecords {
  const entered = yearOf(p.university.enteredAt);
  const terms = ['1학년 1학기', '1학년 2학기', '2학년 1학기', '2학년 2학기'];
  const titles = [
    ['CSE101', '컴퓨터과학개론', 3, 'A+'],
    ['MAT101', '미적분학 1', 3, 'A0'],
    ['ENG101', '대학영어', 2, 'B+'],
    ['CSE201', '자료구조', 3, 'A0'],
    ['CSE202', '이산수학', 3, 'B+'],
    ['GEN110', '글쓰기의 기초', 2, 'A+'],
    ['CSE301', '알고리즘', 3, 'A0'],
    ['CSE302', '운영체제', 3, 'B0'],
    ['CSE303', '데이터베이스', 3, 'A+'],
    ['CSE401', '소프트웨어공학', 3, 'A0'],
    ['CSE402', '컴퓨터네트워크', 3, 'A+'],
    ['CSE499', '졸업 프로젝트', 3, 'A+'],
  ] as const;
  return {
    schools: schools(p, lookup),
    ged: [
      {
        level: '고졸',
        year: 2024,
        round: '제1회',
        passedAt: '20240516',
        office: '서울특별시교육청',
        number: `2024-B10-${digits(`${p.id}-ged`, 5)}`,
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
    ],
    university: {
      college: p.university.college,
      department: p.university.department,
      major: p.university.department.replace(/(학부|학과)$/, '') + '전공',
      studentId: p.university.studentId,
      enteredAt: p.university.enteredAt,
      graduatedAt: ymd(entered + 6, 2, 24),
      expectedGraduationAt: ymd(2027, 2, 24),
      status: '재학',
      year: 4,
      semester: 2,
      degree: '학사',
      degreeNumber: `서울대 ${entered + 6}(학)${digits(`${p.id}-degree`, 4)}`,
      gpa: '3.87',
      credits: 134,
      courses: titles.map(([code, title, credits, grade], index) => ({ term: `${entered + Math.floor(index / 6)}년 ${terms[Math.floor(index / 3) % 4]}`, code, title, credits, grade })),
    },
  };
}

function military(p: Profile): MilitaryRecords {
  const birth = yearOf(p.birthDate);
  if (!p.served) {
    return { serviceNumber: '', branch: '', kind: p.sex === '여' ? '병역의무 없음' : '병역판정검사 대상', rank: '', corps: '', enlistedAt: '', dischargedAt: '', dischargeReason: '', status: p.sex === '여' ? '해당 없음' : '미필', office: '서울지방병무청', exams: [] };
  }
  const enlisted = ymd(birth + 20, 5, 14);
  return {
    serviceNumber: `${String(birth + 20).slice(2)}-7${digits(`${p.id}-army`, 7)}`,
    branch: '육군',
    kind: '현역',
    rank: '병장',
    corps: '보병',
    enlistedAt: enlisted,
    dischargedAt: addDays(enlisted, 547),
    dischargeReason: '만기전역',
    status: '예비역',
    office: '서울지방병무청',
    exams: [
      { year: birth + 19, date: ymd(birth + 19, 6, 12), kind: '병역판정검사', place: '서울지방병무청', height: '176.4cm', weight: '71.2kg', grade: '2급', disposition: '현역병입영대상' },
      { year: 2024, date: '20240611', kind: '병역판정검사(재검사)', place: '서울지방병무청', height: '176.5cm', weight: '73.0kg', grade: '2급', disposition: '현역병입영대상 (복무 완료)' },
    ],
  };
}

/** Public registers are kept by address: any address asked for gets its own, fixed, entry. */
export function propertyRegisters(address: string, ownerName: string): PropertyRegisters {
  const next = numbersFor(`register-${address}`);
  const site = 400 + Math.floor(next() * 3600);
  const floors = 3 + Math.floor(next() * 15);
  const buildingArea = Math.round(site * (0.35 + next() * 0.25) * 100) / 100;
  const total = Math.round(buildingArea * floors * 0.92 * 100) / 100;
  const approved = 1985 + Math.floor(next() * 35);
  const lotNumber = `${1 + Math.floor(next() * 300)}-${1 + Math.floor(next() * 20)}`;
  const dong = address.match(/\(([^,)]+)/)?.[1] ?? '';
  return {
    building: {
      address,
      lotAddress: `${address.split(' ').slice(0, 2).join(' ')} ${dong || '본동'} ${lotNumber}`.replace(/\s+/g, ' '),
      name: `${address.split(' ')[2] ?? ''} 빌딩`.trim(),
      use: ['업무시설', '제1종근린생활시설', '공동주택(아파트)', '제2종근린생활시설'][Math.floor(next() * 4)]!,
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
        { name: ownerName, share: '1/2', changedAt: '20230610', reason: '소유권이전 (매매)' },
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
        { changedAt: '20230610', reason: '소유권이전 (매매)', name: ownerName, address: '' },
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
  const base = { household: household(p) };
  const insuranceRecords = insurance(p, lookup, base);
  const hasVehicle = p.vehicle.number !== '';
  const owner = `${p.name} 외 1명`;
  const asked = typeof request['소재지'] === 'string' && request['소재지'] !== '' ? request['소재지'] : p.home.address;
  return {
    personaId: p.id,
    person,
    household: base.household,
    addressHistory: addressHistory(p),
    personalChanges: [{ date: addDays(p.birthDate, 3650), item: '한자 성명', before: '', after: p.hanja }],
    family: family(p),
    insurance: insuranceRecords,
    tax: tax(p, insuranceRecords, hasVehicle),
    education: education(p, lookup),
    military: military(p),
    vehicles: hasVehicle
      ? [
          {
            number: p.vehicle.number,
            model: p.vehicle.model,
            kind: '승용 중형',
            use: '자가용',
            modelYear: p.vehicle.modelYear,
            vin: `KMH${digits(`${p.id}-vin`, 14)}`,
            engine: 'G4FL',
            firstRegisteredAt: ymd(p.vehicle.modelYear, 4, 18),
            owner: p.name,
            ownerAddress: p.home.address,
            mileage: 18_000 * (2026 - p.vehicle.modelYear) + 4_210,
            history: [
              { date: ymd(p.vehicle.modelYear, 4, 18), kind: '신규등록', detail: `최초 등록 (${p.name})` },
              { date: ymd(p.vehicle.modelYear + 4, 4, 12), kind: '정기검사', detail: '적합' },
              { date: addDays(p.home.movedInAt, 10), kind: '변경등록', detail: `사용본거지 변경: ${p.home.address.split(',')[0]}` },
            ],
            liens: [{ date: ymd(p.vehicle.modelYear, 4, 18), holder: '지갑캐피탈 주식회사', amount: 12_000_000, status: '설정' }],
          },
        ]
      : [],
    driving: {
      licenseNumber: `11-${String(yearOf(p.birthDate) + 20).slice(2)}-${digits(`${p.id}-license`, 6)}-${digits(`${p.id}-license2`, 2)}`,
      licenseKind: '1종 보통',
      firstIssuedAt: ymd(yearOf(p.birthDate) + 20, 8, 21),
      renewBy: ymd(2031, 12, 31),
      events: [
        { date: '20220815', kind: '교통법규 위반', detail: '신호 위반 (범칙금 납부)', points: 15 },
        { date: '20190310', kind: '교통사고', detail: '물적 피해 사고 (인명 피해 없음)', points: 0 },
      ],
    },
    welfare: {
      disability: { kind: '지체장애', degree: '장애의 정도가 심하지 않은 장애인', subKind: '청각장애', subDegree: '장애의 정도가 심하지 않은 장애인', overall: '장애의 정도가 심하지 않은 장애인', registeredAt: '20190920', reviewedAt: '20240920' },
      livelihood: [
        { benefit: '생계', from: '20250401', amount: 713_100 },
        { benefit: '의료', from: '20250401', amount: 0 },
        { benefit: '주거', from: '20250401', amount: 341_000 },
        { benefit: '교육', from: '20250401', amount: 0 },
      ],
      nearPovertyFrom: '20250401',
      nearPovertyKind: '차상위 본인부담경감 대상자',
      singleParent: {
        from: '20250401',
        to: '20260331',
        kind: p.sex === '남' ? '부자가족' : '모자가족',
        children: base.household.members.filter((m) => m.relation === '자' || m.relation === '녀').map((m) => ({ name: m.name, rrn: m.rrn, relation: m.relation })),
      },
      veteran: { meritName: p.father.name, meritRrn: fakeRrn(p.father.birthDate, '남'), relation: p.sex === '남' ? '자' : '녀', registeredAt: '20201105', category: '전상군경', detail: '6급 2항' },
      farm: {
        number: `1100-${digits(`${p.id}-farm`, 4)}-${digits(`${p.id}-farm2`, 4)}`,
        registeredAt: '20220315',
        kind: '농업인',
        parcels: [
          { address: '경기도 양평군 양서면 대심리 512', area: 1_650, use: '논', crop: '벼' },
          { address: '경기도 양평군 양서면 대심리 518-2', area: 820, use: '밭', crop: '고추' },
        ],
      },
    },
    immigration: [2019, 2022, 2024, 2025].flatMap((year, index) => {
      const out = ymd(year, [7, 1, 5, 9][index]!, [12, 20, 3, 18][index]!);
      const port = index % 2 ? '김포공항' : '인천공항';
      const to = ['일본', '베트남', '미국', '태국'][index]!;
      return [
        { date: out, kind: '출국' as const, port, destination: to },
        { date: addDays(out, [5, 7, 12, 4][index]!), kind: '입국' as const, port, destination: to },
      ];
    }),
    property: propertyRegisters(asked, owner),
  };
}
