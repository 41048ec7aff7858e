/**
 * What the simulated issuing agencies hold about a person (DESIGN §5): one record per persona,
 * grouped by the agency that keeps it. Dates are `YYYYMMDD` strings (`99991231`: still going),
 * amounts are whole won. Document layouts (certificates/<slug>/document.json) read these fields
 * by path (`record.household.members`), so a field's name is part of the layouts' contract.
 * Every value is made up: resident numbers end in the obviously fake `234567`.
 */
export interface Person {
  name: string;
  hanja: string;
  english: string;
  /** `980315-1234567`: birth date, sex digit, and the fake `234567`. */
  rrn: string;
  birthDate: string;
  sex: '남' | '여';
  /** 본 (clan seat) as the family register writes it: `김해`. */
  clan: string;
  phone: string;
  address: string;
  sido: string;
  sigungu: string;
  /** 등록기준지 of the family register. */
  registeredDomicile: string;
  nationality: string;
}

export interface HouseholdMember {
  relation: string;
  name: string;
  rrn: string;
  movedInAt: string;
  /** 변동사유: 전입, 출생등록, 세대합가 … */
  changeReason: string;
  reportedAt: string;
  /** The holder's own row (never hidden by 선택발급). */
  self: boolean;
  /** 동거인 (a lodger), not family. */
  lodger: boolean;
}

export interface Household {
  /** 세대주: the holder, or (for a child) the parent who heads the household. */
  headName: string;
  headHanja: string;
  /** The holder's relation to the head (본인 when the holder heads it). */
  headRelation: string;
  formedAt: string;
  formReason: string;
  changeReason: string;
  members: HouseholdMember[];
}

export interface AddressEntry {
  address: string;
  movedInAt: string;
  reportedAt: string;
  changeReason: string;
  headName: string;
  headRelation: string;
  /** The address the person lives at now. */
  current: boolean;
}

export interface PersonalChange {
  date: string;
  item: string;
  before: string;
  after: string;
}

export interface FamilyMember {
  /** 부, 모, 배우자, 자녀 … */
  relation: string;
  name: string;
  birthDate: string;
  rrn: string;
  sex: '남' | '여';
  clan: string;
  /** Shown on 상세 certificates only (a former spouse, a deceased parent's details). */
  detailOnly: boolean;
  note: string;
}

export interface FamilyEvent {
  /** 출생, 혼인, 이혼, 입양, 개명 … */
  kind: string;
  date: string;
  detail: string;
  reportedAt: string;
  reportedTo: string;
  detailOnly: boolean;
}

export interface Family {
  members: FamilyMember[];
  /** 기본증명서: birth and personal events. */
  personalEvents: FamilyEvent[];
  /** 혼인관계증명서. */
  marriageEvents: FamilyEvent[];
  adoptionEvents: FamilyEvent[];
  fullAdoptionEvents: FamilyEvent[];
  birthPlace: string;
}

export interface Workplace {
  /** 직장가입자, 지역가입자, 피부양자, 사업장가입자 … */
  kind: string;
  name: string;
  /** The workplace's registered English name (English certificates). */
  nameEnglish: string;
  /** 사업장관리번호 (NPS 납부자번호 for pension). */
  number: string;
  acquiredAt: string;
  lostAt: string;
  lossReason: string;
}

export interface MonthlyPayment {
  year: number;
  month: number;
  /** `2025-03`: the year-month the amount belongs to. */
  period: string;
  billed: number;
  paid: number;
  paidAt: string;
  payer: string;
}

export interface InsuranceRecords {
  healthNumber: string;
  /** 직장가입자, 지역가입자, 피부양자; empty when not insured (의료급여). */
  healthKind: string;
  /** Whose card it is: the holder, or the family member who insures them (and that person's resident number). */
  healthSubscriber: string;
  healthSubscriberRrn: string;
  healthWorkplace: string;
  healthAcquiredAt: string;
  healthHistory: Workplace[];
  healthDependants: { relation: string; name: string; rrn: string; acquiredAt: string; lostAt: string }[];
  healthPremiums: MonthlyPayment[];
  pensionNumber: string;
  pensionHistory: Workplace[];
  pensionPremiums: MonthlyPayment[];
  pensionBenefitKind: string;
  pensionBenefitFrom: string;
  pensionBenefits: MonthlyPayment[];
  pensionWithholding: { year: number; total: number; taxable: number; incomeTax: number; localTax: number; months: number }[];
  employmentHistory: Workplace[];
  accidentHistory: Workplace[];
  /** 4대 사회보험: each scheme with its arrears (0 = 완납). */
  socialInsurance: { scheme: string; agency: string; arrears: number; status: string }[];
}

export interface Business {
  number: string;
  tradeName: string;
  representative: string;
  openedAt: string;
  address: string;
  businessType: string;
  item: string;
  taxType: string;
  status: string;
  closedAt: string;
  suspensions: { from: string; to: string; reason: string }[];
  vat: { year: number; period: string; from: string; to: string; taxBase: number; tax: number; filedAt: string }[];
  exemptRevenue: { year: number; revenue: number; filedAt: string; item: string }[];
  statements: { year: number; kind: string; lines: { item: string; code: string; amount: number }[] }[];
}

export interface TaxRecords {
  office: string;
  arrears: number;
  payments: { taxItem: string; period: string; dueDate: string; paidAt: string; amount: number; office: string }[];
  incomes: { year: number; kind: string; payer: string; payerNumber: string; amount: number; tax: number }[];
  businesses: Business[];
  local: { sido: string; sigungu: string; arrears: number; items: { year: number; taxItem: string; object: string; base: number; amount: number; paidAt: string }[] };
}

export interface School {
  schoolCode: string;
  course: string;
  name: string;
  enteredAt: string;
  graduatedAt: string;
  status: string;
  ledgerNumber: string;
  attendance: { grade: number; days: number; absences: number; lateness: number; early: number; remark: string }[];
  awards: { name: string; grade: string; date: string; by: string }[];
  subjects: { grade: number; term: number; subject: string; credits: number; score: number; average: number; rank: string }[];
}

export interface EducationRecords {
  schools: School[];
  ged: { level: string; year: number; round: string; passedAt: string; office: string; number: string; scores: { subject: string; score: number }[]; average: number }[];
  /** The university asked for (the form's 대학) and what it holds of the student; all empty for someone who never studied there. */
  university: {
    name: string;
    nameEnglish: string;
    college: string;
    collegeEnglish: string;
    department: string;
    departmentEnglish: string;
    major: string;
    studentId: string;
    enteredAt: string;
    graduatedAt: string;
    expectedGraduationAt: string;
    status: string;
    year: number;
    semester: number;
    degree: string;
    /** The degree conferred: 공학사 / Bachelor of Science in Engineering. */
    degreeTitle: string;
    degreeEnglish: string;
    degreeNumber: string;
    degreeNumberEnglish: string;
    gpa: string;
    credits: number;
    courses: { term: string; termEnglish: string; code: string; title: string; titleEnglish: string; credits: number; grade: string }[];
  };
}

export interface MilitaryRecords {
  serviceNumber: string;
  branch: string;
  kind: string;
  rank: string;
  corps: string;
  enlistedAt: string;
  dischargedAt: string;
  dischargeReason: string;
  status: string;
  office: string;
  exams: { year: number; date: string; kind: string; place: string; height: string; weight: string; grade: string; disposition: string }[];
}

export interface Vehicle {
  number: string;
  model: string;
  kind: string;
  use: string;
  modelYear: number;
  vin: string;
  engine: string;
  firstRegisteredAt: string;
  owner: string;
  ownerAddress: string;
  mileage: number;
  history: { date: string; kind: string; detail: string }[];
  liens: { date: string; holder: string; amount: number; status: string }[];
}

export interface DrivingRecords {
  licenseNumber: string;
  licenseKind: string;
  firstIssuedAt: string;
  renewBy: string;
  events: { date: string; kind: string; detail: string; points: number }[];
}

/** Each register holds only the people it concerns: for anyone else its fields are empty. */
export interface WelfareRecords {
  disability: { kind: string; degree: string; subKind: string; subDegree: string; overall: string; registeredAt: string; reviewedAt: string };
  livelihood: { benefit: string; from: string; amount: number }[];
  nearPovertyFrom: string;
  nearPovertyKind: string;
  singleParent: { from: string; to: string; kind: string; children: { name: string; rrn: string; relation: string }[] };
  /** `group`: 국가유공자, 보훈보상대상자, 독립유공자, 5·18민주유공자 or 특수임무유공자 (each has its own 확인원). */
  veteran: { meritName: string; meritRrn: string; relation: string; registeredAt: string; group: string; category: string; detail: string };
  farm: { number: string; registeredAt: string; kind: string; parcels: { address: string; area: number; use: string; crop: string }[] };
}

export interface ImmigrationEntry {
  date: string;
  kind: '출국' | '입국';
  port: string;
  portEnglish: string;
  destination: string;
  destinationEnglish: string;
}

export interface AgencyRecord {
  personaId: string;
  person: Person;
  household: Household;
  addressHistory: AddressEntry[];
  personalChanges: PersonalChange[];
  family: Family;
  insurance: InsuranceRecords;
  tax: TaxRecords;
  education: EducationRecords;
  military: MilitaryRecords;
  vehicles: Vehicle[];
  driving: DrivingRecords;
  welfare: WelfareRecords;
  immigration: ImmigrationEntry[];
  /** Public registers answer for the address asked (건축물대장, 토지대장), not for the person. */
  property: PropertyRegisters;
}

export interface PropertyRegisters {
  building: {
    address: string;
    lotAddress: string;
    name: string;
    use: string;
    structure: string;
    roof: string;
    floors: string;
    height: string;
    siteArea: number;
    buildingArea: number;
    totalArea: number;
    coverage: string;
    floorAreaRatio: string;
    approvedAt: string;
    permittedAt: string;
    owners: { name: string; share: string; changedAt: string; reason: string }[];
    floorsDetail: { floor: string; structure: string; use: string; area: number }[];
  };
  land: {
    address: string;
    lotNumber: string;
    category: string;
    area: number;
    price: { year: number; perSquareMetre: number }[];
    owners: { changedAt: string; reason: string; name: string; address: string }[];
    moves: { date: string; reason: string; category: string; area: number }[];
  };
}
