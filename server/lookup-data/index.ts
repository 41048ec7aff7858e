// Typed access to the seed data behind GET /api/v2/application/info/... (spec 000 §7). README.md
// beside this file describes each file; the JSON files are the data, nothing here computes it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findPersona } from '../personas.ts';
import type { AcademicRecord, Address, DisabilityOrganisation, EducationOffice, HealthInsuranceCard, PensionWorkplace, PremiumMonth, QrPassInstitution, School, Sido, University } from '../../contracts/generated/api.ts';

/** A university as the API lists it, and where it is and which certificates it issues (the pickers' filters). */
export interface UniversityRecord extends University {
  행정구역코드: string;
  발급증명서: ('졸업' | '재학' | '성적' | '학위수여' | '졸업예정')[];
}
export interface HealthInsurance {
  cards: HealthInsuranceCard[];
  /** 세부보험 (직장 | 지역) → year → months. */
  premiums: Record<string, Record<string, PremiumMonth[]>>;
}
/** An institution as the API lists it, and the passes it checks. */
export interface QrPassInstitutionRecord extends QrPassInstitution {
  passes: { qrPassCode: string; qrPassName: string; edocPath: string; urlExposureType: 'EXPOSED' | 'HIDDEN' }[];
}

export interface LookupData {
  sidoSigungu: Sido[];
  educationOffices: EducationOffice[];
  schools: School[];
  academicRecords: Record<string, AcademicRecord[]>;
  universities: UniversityRecord[];
  addresses: Address[];
  pensionWorkplaces: Record<string, PensionWorkplace[]>;
  healthInsurance: Record<string, HealthInsurance>;
  /** edoc path → purposes; `default` for a certificate without its own list. */
  usagePurposes: Record<string, string[]>;
  /** 행정구역코드 (5 digits) → the offices that issue the disability certificate there. */
  disabilityOrganisations: Record<string, DisabilityOrganisation[]>;
  qrPassInstitutions: QrPassInstitutionRecord[];
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
  disabilityOrganisations: 'disability-organisations.json',
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
  const data = Object.fromEntries(Object.entries(FILES).map(([key, file]) => [key, read(file)])) as unknown as LookupData;
  return { ...data, healthInsurance: withSubscriber(data.healthInsurance as Record<string, StoredHealthInsurance>) };
}

/** A persona's health insurance as the file keeps it: the cards without the subscriber's name. */
interface StoredHealthInsurance extends Omit<HealthInsurance, 'cards'> {
  cards: Omit<HealthInsuranceCard, '가입자명'>[];
}

/** The cards name their subscriber, the persona the record is kept under (server/personas.ts holds the name). */
function withSubscriber(stored: Record<string, StoredHealthInsurance>): Record<string, HealthInsurance> {
  return Object.fromEntries(
    Object.entries(stored).map(([id, record]) => {
      const persona = findPersona(id);
      if (!persona) throw new Error(`health-insurance.json: "${id}" is not a persona of server/personas.ts`);
      return [id, { ...record, cards: record.cards.map((card) => ({ ...card, 가입자명: persona.name })) }];
    }),
  );
}

/** Usage purposes offered for a certificate ({path}/사용용도). */
export function usagePurposesFor(data: LookupData, path: string): string[] {
  return data.usagePurposes[path] ?? data.usagePurposes.default ?? [];
}
