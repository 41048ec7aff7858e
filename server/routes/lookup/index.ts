import type { FastifyInstance } from 'fastify';
import type { LookupPageQuery } from '../../../contracts/generated/api.ts';
import { AppError } from '../../errors.ts';
import { loadLookupData, usagePurposesFor, type UniversityRecord } from '../../lookup-data/index.ts';
import { invalidParamMessage } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { lookupMessages } from './messages.ts';
import { normalizeName } from '../../../shared/hangul.ts';
import { characterCount, indexRows, matching, pageOf, SchoolIndex } from './search.ts';

/** How long a client may keep an answer: seed data never changes in a process; persona data may. */
export type LookupCache = 'static' | 'persona';

declare module 'fastify' {
  interface FastifyContextConfig {
    lookupCache?: LookupCache;
  }
}

export const CACHE_CONTROL: Record<LookupCache, string> = {
  static: 'private, max-age=3600',
  persona: 'no-store',
};

export const INFO = '/api/v2/application/info';

const invalid = (field: string): AppError => new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(field) } });
const config = (lookupCache: LookupCache) => ({ auth: 'user' as const, lookupCache });

const universityRow = (u: UniversityRecord) => ({ 코드: u.코드, 이름: u.이름, 구분: u.구분, 학번필요: u.학번필요, 학위과정: u.학위과정, portalUrl: u.portalUrl });

function buildIndexes() {
  const data = loadLookupData();
  return {
    data,
    schools: new SchoolIndex(data.educationOffices, data.schools),
    addresses: indexRows(data.addresses, (a) => [a.도로명주소, a.지번주소, a.건물명]),
  };
}
// Read-only indexes of fixed files: built once per process (every API test builds an app).
let indexes: ReturnType<typeof buildIndexes> | undefined;

/** The lookup calls of 000 §7 under /api/v2/application/info, served from server/lookup-data. */
export default async function lookupRoutes(app: FastifyInstance): Promise<void> {
  const { data, schools, addresses } = (indexes ??= buildIndexes());
  const universitiesByKind = new Map<string, ReturnType<typeof universityRow>[]>();
  /** The universities issuing a certificate: its manifest's portal.certificateKind (졸업, 재학, …) names what they issue. */
  const universitiesFor = (certificate: string): ReturnType<typeof universityRow>[] | undefined => {
    const portal = app.catalogue.form(certificate)?.portal;
    if (portal?.type !== 'institution') return undefined;
    let rows = universitiesByKind.get(portal.certificateKind);
    if (!rows) {
      rows = data.universities.filter((u) => (u.발급증명서 as readonly string[]).includes(portal.certificateKind)).map(universityRow);
      universitiesByKind.set(portal.certificateKind, rows);
    }
    return rows;
  };

  // Encapsulated: only these routes get the header, and only on a successful answer.
  app.addHook('onSend', async (request, reply) => {
    const cache = request.routeOptions.config.lookupCache;
    if (cache && reply.statusCode === 200) reply.header('cache-control', CACHE_CONTROL[cache]);
  });

  app.get(`${INFO}/시도시군구`, { config: config('static'), schema: { response: responses('sido-list-response') } }, async () => ({
    result: data.sidoSigungu,
  }));

  app.get(`${INFO}/교육청`, { config: config('static'), schema: { response: responses('education-office-list-response') } }, async () => ({
    result: data.educationOffices,
  }));

  app.get<{ Params: { certificate: string; office: string; keyword: string }; Querystring: Required<LookupPageQuery> }>(
    `${INFO}/:certificate/초중고등학교/:office/:keyword`,
    {
      config: config('static'),
      schema: { params: ref('school-search-params'), querystring: ref('lookup-page-query'), response: responses('school-list-response') },
    },
    async (request) => {
      const { office, keyword } = request.params;
      const officeCode = schools.office(office);
      if (!officeCode) throw invalid('시도교육청');
      const normalised = normalizeName(keyword);
      if (characterCount(normalised) < 2) throw new AppError('INVALID_PARAM', { text: { message: lookupMessages.keywordTooShort } });
      return pageOf(schools.search(officeCode, normalised), request.query.page, request.query.size);
    },
  );

  app.get<{ Params: { office: string }; Querystring: { 학교코드: string; 과정구분: string; 자료보유조직코드: string } }>(
    `${INFO}/학교생활기록부초중고/초중고등학교/:office/학적정보`,
    {
      config: config('persona'),
      schema: { params: ref('academic-record-params'), querystring: ref('academic-record-query'), response: responses('academic-record-list-response') },
    },
    async (request) => {
      if (!schools.office(request.params.office)) throw invalid('교육청');
      const { 학교코드, 과정구분, 자료보유조직코드 } = request.query;
      const records = data.academicRecords[signedIn(request).user.id] ?? [];
      return {
        result: records.filter((r) => r.학교코드 === 학교코드 && r.과정구분 === 과정구분 && r.자료보유조직코드 === 자료보유조직코드),
      };
    },
  );

  app.get<{ Params: { kind: string } }>(
    `${INFO}/대학/:kind`,
    { config: config('static'), schema: { params: ref('university-kind-params'), response: responses('university-list-response') } },
    async (request) => {
      // 대학/대학{type}증명서 (000 §7): the segment is the certificate's path (대학졸업증명서, …).
      const universities = universitiesFor(request.params.kind);
      if (!universities) throw new AppError('NOT_FOUND');
      return { result: universities };
    },
  );

  app.get<{ Querystring: Required<LookupPageQuery> & { keyword?: string } }>(
    `${INFO}/주소/검색`,
    { config: config('static'), schema: { querystring: ref('address-search-query'), response: responses('address-list-response') } },
    async (request) => {
      // The client searches only when a keyword exists (000 §5); an empty one is a bad call.
      const keyword = normalizeName(request.query.keyword ?? '');
      if (!keyword) throw invalid('keyword');
      return pageOf(matching(addresses, keyword), request.query.page, request.query.size);
    },
  );

  app.get(`${INFO}/국민연금가입내역`, { config: config('persona'), schema: { response: responses('pension-workplace-list-response') } }, async (request) => ({
    result: data.pensionWorkplaces[signedIn(request).user.id] ?? [],
  }));

  app.get(`${INFO}/건강보험/보험증`, { config: config('persona'), schema: { response: responses('health-insurance-card-list-response') } }, async (request) => ({
    result: data.healthInsurance[signedIn(request).user.id]?.cards ?? [],
  }));

  app.get<{ Params: { insurance: string; year: number; startMonth: number; endMonth: number } }>(
    `${INFO}/건강보험료납부/:insurance/:year/:startMonth/:endMonth`,
    { config: config('persona'), schema: { params: ref('premium-params'), response: responses('premium-month-list-response') } },
    async (request) => {
      const { insurance, year, startMonth, endMonth } = request.params;
      if (startMonth > endMonth) throw invalid('endMonth');
      const months = data.healthInsurance[signedIn(request).user.id]?.premiums[insurance]?.[String(year)] ?? [];
      return { result: months.filter((m) => m.월 >= startMonth && m.월 <= endMonth) };
    },
  );

  app.get<{ Params: { path: string } }>(
    `${INFO}/:path/사용용도`,
    { config: config('static'), schema: { params: ref('certificate-path-params'), response: responses('usage-purpose-list-response') } },
    async (request) => {
      const { path } = request.params;
      if (path !== 'default' && !app.catalogue.form(path)) throw new AppError('NOT_FOUND');
      return { result: usagePurposesFor(data, path) };
    },
  );

  app.get<{ Params: { districtCode: string } }>(
    `${INFO}/행정처리기관/장애인증명서/:districtCode`,
    { config: config('static'), schema: { params: ref('district-code-params'), response: responses('disability-organization-list-response') } },
    async (request) => ({ result: data.disabilityOrganizations[request.params.districtCode] ?? [] }),
  );
}
