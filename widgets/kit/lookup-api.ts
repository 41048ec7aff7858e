import { baseApi, listOf } from '../../src/api/base-api';
import { PAGED_FROM_ONE, toPaged, type Paged } from '../../src/api/paged';

export { listOf };
import type {
  AcademicRecord,
  Address as AddressEntry,
  DisabilityOrganisation as JurisdictionSection,
  EducationOffice,
  HealthInsuranceCard,
  PensionWorkplace,
  PremiumMonth,
  School as SchoolEntry,
  Sido,
  University as UniversityEntry,
} from '../../contracts/generated/api';

/**
 * The widgets' lookup calls (spec 000 §7, docs/api.md), all under /api/v2/application/info.
 * Many lookups never go stale (`keepUnusedDataFor: Infinity`); persona data (insurance cards,
 * pension workplaces, school records) keeps the api's default.
 */
export const LOOKUP_BASE = '/api/v2/application/info';

/**
 * Hook options of a lookup that never goes stale (spec 000 §9): the api refetches on mount after
 * 2 s; regions, purposes, offices, schools, universities, addresses and organisations do not
 * change during a session.
 */
export const STATIC_LOOKUP = { refetchOnMountOrArgChange: false } as const;

const seg = (value: string | number) => encodeURIComponent(String(value));

// The lookup answers' shapes are the API contract (contracts/api), generated into contracts/generated.
export type {
  Sido,
  Sigungu,
  HealthInsuranceCard,
  PensionWorkplace,
  PremiumMonth,
  EducationOffice,
  AcademicRecord,
} from '../../contracts/generated/api';
export type {
  School as SchoolEntry,
  University as UniversityEntry,
  Address as AddressEntry,
  DisabilityOrganisation as JurisdictionSection,
} from '../../contracts/generated/api';

/** Schools and addresses come 20 a page (000 §9). */
export const LOOKUP_PAGE_SIZE = 20;
/** The 신청서명 of the school calls when the form has none (000 §7 names this one). */
export const SCHOOL_RECORD_APPLICATION = '학교생활기록부초중고';

export const lookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sidoSigungu: build.query<Sido[], void>({
      query: () => `${LOOKUP_BASE}/${seg('시도시군구')}`,
      transformResponse: (data: unknown) => listOf<Sido>(data),
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
    usagePurposes: build.query<string[], string>({
      query: (edoc) => `${LOOKUP_BASE}/${seg(edoc)}/${seg('사용용도')}`,
      transformResponse: (data: unknown) => listOf<string>(data),
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
    healthInsuranceCards: build.query<HealthInsuranceCard[], void>({
      query: () => `${LOOKUP_BASE}/${seg('건강보험')}/${seg('보험증')}`,
      transformResponse: (data: unknown) => listOf<HealthInsuranceCard>(data),
      providesTags: ['Lookup'],
    }),
    pensionWorkplaces: build.query<PensionWorkplace[], void>({
      query: () => `${LOOKUP_BASE}/${seg('국민연금가입내역')}`,
      transformResponse: (data: unknown) => listOf<PensionWorkplace>(data),
      providesTags: ['Lookup'],
    }),
    healthPremiums: build.query<PremiumMonth[], { kind: string; year: number; startMonth: number; endMonth: number }>({
      query: ({ kind, year, startMonth, endMonth }) =>
        `${LOOKUP_BASE}/${seg('건강보험료납부')}/${seg(kind)}/${year}/${startMonth}/${endMonth}`,
      transformResponse: (data: unknown) => listOf<PremiumMonth>(data),
      providesTags: ['Lookup'],
    }),
    educationOffices: build.query<EducationOffice[], void>({
      query: () => `${LOOKUP_BASE}/${seg('교육청')}`,
      transformResponse: (data: unknown) => listOf<EducationOffice>(data),
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
    schoolSearch: build.infiniteQuery<Paged<SchoolEntry>, { application: string; office: string; keyword: string }, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ queryArg, pageParam }) => ({
        url: `${LOOKUP_BASE}/${seg(queryArg.application || SCHOOL_RECORD_APPLICATION)}/${seg('초중고등학교')}/${seg(queryArg.office)}/${seg(queryArg.keyword)}`,
        params: { page: pageParam, size: LOOKUP_PAGE_SIZE },
      }),
      transformResponse: toPaged<SchoolEntry>,
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
    /** The persona's 학적 at one school (persona data: the api's default lifetime). */
    academicRecords: build.query<AcademicRecord[], { office: string; 학교코드: string; 과정구분: string; 자료보유조직코드: string }>({
      query: ({ office, ...codes }) => ({
        url: `${LOOKUP_BASE}/${seg(SCHOOL_RECORD_APPLICATION)}/${seg('초중고등학교')}/${seg(office)}/${seg('학적정보')}`,
        params: codes,
      }),
      transformResponse: (data: unknown) => listOf<AcademicRecord>(data),
      providesTags: ['Lookup'],
    }),
    /** Universities issuing the certificate of this path (`대학/대학{type}증명서`, 000 §7; the server reads its manifest's portal). */
    universities: build.query<UniversityEntry[], string>({
      query: (certificate) => `${LOOKUP_BASE}/${seg('대학')}/${seg(certificate)}`,
      transformResponse: (data: unknown) => listOf<UniversityEntry>(data),
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
    addressSearch: build.infiniteQuery<Paged<AddressEntry>, string, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ queryArg, pageParam }) => ({
        url: `${LOOKUP_BASE}/${seg('주소')}/${seg('검색')}`,
        params: { keyword: queryArg, page: pageParam, size: LOOKUP_PAGE_SIZE },
      }),
      transformResponse: toPaged<AddressEntry>,
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
    jurisdictionSections: build.query<JurisdictionSection[], string>({
      query: (districtCode) => `${LOOKUP_BASE}/${seg('행정처리기관')}/${seg('장애인증명서')}/${seg(districtCode)}`,
      transformResponse: (data: unknown) => listOf<JurisdictionSection>(data),
      keepUnusedDataFor: Infinity,
      providesTags: ['Lookup'],
    }),
  }),
});

export const {
  useSidoSigunguQuery,
  useUsagePurposesQuery,
  useHealthInsuranceCardsQuery,
  usePensionWorkplacesQuery,
  useHealthPremiumsQuery,
  useEducationOfficesQuery,
  useSchoolSearchInfiniteQuery,
  useAcademicRecordsQuery,
  useUniversitiesQuery,
  useAddressSearchInfiniteQuery,
  useJurisdictionSectionsQuery,
} = lookupApi;
