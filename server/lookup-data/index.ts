// Typed access to the seed data behind GET /api/v2/application/info/... (spec 000 §7). README.md
// beside this file describes each file; the JSON files are the data, nothing here computes it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Sido {
  code: string;
  name: string;
  sigungu: { code: string; name: string }[];
}
export interface EducationOffice {
  code: string;
  name: string;
  sidoCode: string;
  sidoName: string;
}
export interface School {
  학교코드: string;
  학교명: string;
  /** Set on a school's former name: apply with this name instead (spec 000 §5). */
  변경된학교명: string | null;
  과정구분: string;
  과정구분명: string;
  자료보유조직코드: string;
  교육청코드: string;
  행정구역코드: string;
  폐교여부: boolean;
}
export interface AcademicRecord {
  학교코드: string;
  과정구분: string;
  자료보유조직코드: string;
  학교명: string;
  입학일자: string;
  졸업일자: string;
  학적상태: string;
  졸업대장번호: string;
}
export interface University {
  코드: string;
  이름: string;
  구분: string;
  학번필요: boolean;
  행정구역코드: string;
  학위과정: ('학사' | '석사' | '박사')[];
  발급증명서: ('졸업' | '재학' | '성적' | '학위수여' | '졸업예정')[];
  portalUrl: string;
}
export interface Address {
  도로명주소: string;
  지번주소: string;
  우편번호: string;
  건물명: string;
  시도: string;
  시군구: string;
  행정구역코드: string;
}
export interface PensionWorkplace {
  가입자구분: string;
  사업장명: string;
  취득일: string;
  /** 99991231: not lost yet (spec 000 §9). */
  상실일: string;
  납부자번호: string;
}
export interface HealthInsuranceCard {
  건강보험증번호: string;
  가입자구분: string;
  가입자명: string;
  관계: string;
  자격취득일: string;
}
export interface PremiumMonth {
  월: number;
  고지금액: number;
  납부금액: number;
  납부일자: string;
}
export interface HealthInsurance {
  cards: HealthInsuranceCard[];
  /** 세부보험 (직장 | 지역) → year → months. */
  premiums: Record<string, Record<string, PremiumMonth[]>>;
}
export interface DisabilityOrganization {
  기관명: string;
  부서명: string;
  부서코드: string;
  담당명: string;
  담당코드: string;
}
export interface QrPassInstitution {
  institutionCode: string;
  name: string;
  passes: { qrPassCode: string; qrPassName: string; edocPath: string; urlExposureType: 'EXPOSED' | 'HIDDEN' }[];
}

export interface LookupData {
  sidoSigungu: Sido[];
  educationOffices: EducationOffice[];
  schools: School[];
  academicRecords: Record<string, AcademicRecord[]>;
  universities: University[];
  addresses: Address[];
  pensionWorkplaces: Record<string, PensionWorkplace[]>;
  healthInsurance: Record<string, HealthInsurance>;
  /** edoc path → purposes; `default` for a certificate without its own list. */
  usagePurposes: Record<string, string[]>;
  /** 행정구역코드 (5 digits) → the offices that issue the disability certificate there. */
  disabilityOrganizations: Record<string, DisabilityOrganization[]>;
  qrPassInstitutions: QrPassInstitution[];
}

export const LOOKUP_DATA_DIR = fileURLToPath(new URL('./', import.meta.url));

const FILES: Record<keyof LookupData, string> = {
  sidoSigungu: 'sido-sigungu.json',
  educationOffices: 'education-offices.json',
  schools: 'schools.json',
  academicRecords: 'academic-records.json',
  universities: 'universities.json',
  addresses: 'addresses.json',
  pensionWorkplaces: 'pension-workplaces.json',
  healthInsurance: 'health-insurance.json',
  usagePurposes: 'usage-purposes.json',
  disabilityOrganizations: 'disability-organizations.json',
  qrPassInstitutions: 'qr-pass-institutions.json',
};

let shared: LookupData | undefined;
/** The lookup data (read-only); the default folder is read once per process. */
export function loadLookupData(dir: string = LOOKUP_DATA_DIR): LookupData {
  if (dir === LOOKUP_DATA_DIR) return (shared ??= readLookupData(dir));
  return readLookupData(dir);
}

function readLookupData(dir: string): LookupData {
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
  return Object.fromEntries(Object.entries(FILES).map(([key, file]) => [key, read(file)])) as unknown as LookupData;
}

/** Usage purposes offered for a certificate ({path}/사용용도). */
export function usagePurposesFor(data: LookupData, path: string): string[] {
  return data.usagePurposes[path] ?? data.usagePurposes.default ?? [];
}
