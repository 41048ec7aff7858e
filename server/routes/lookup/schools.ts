import type { FastifyInstance } from 'fastify';
import type { AcademicRecordParams, AcademicRecordQuery, LookupPageQuery, SchoolSearchParams } from '../../../contracts/generated/api.ts';
import { normalizeName } from '../../../shared/hangul.ts';
import { AppError } from '../../errors.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { config, INFO, invalid, lookupIndexes } from './lookup-kit.ts';
import { lookupMessages } from './messages.ts';
import { characterCount, pageOf } from './search.ts';

/** The education offices, the schools of one office by name, and the signed-in persona's school records. */
export default async function schoolRoutes(app: FastifyInstance): Promise<void> {
  const { data, schools } = lookupIndexes();

  app.get(`${INFO}/교육청`, { config: config('static'), schema: { response: responses('education-office-list-response') } }, async () => ({
    result: data.educationOffices,
  }));

  app.get<{ Params: SchoolSearchParams; Querystring: Required<LookupPageQuery> }>(
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

  app.get<{ Params: AcademicRecordParams; Querystring: AcademicRecordQuery }>(
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
}
