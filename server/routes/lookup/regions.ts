import type { FastifyInstance } from 'fastify';
import type { DistrictCodeParams } from '../../../contracts/generated/api.ts';
import { ref, responses } from '../../schemas.ts';
import { config, INFO, lookupIndexes } from './lookup-kit.ts';

/** The regions (시도/시군구) and the offices that issue the disability certificate in a district. */
export default async function regionRoutes(app: FastifyInstance): Promise<void> {
  const { data } = lookupIndexes();

  app.get(`${INFO}/시도시군구`, { config: config('static'), schema: { response: responses('sido-list-response') } }, async () => ({
    result: data.sidoSigungu,
  }));

  app.get<{ Params: DistrictCodeParams }>(
    `${INFO}/행정처리기관/장애인증명서/:districtCode`,
    { config: config('static'), schema: { params: ref('district-code-params'), response: responses('disability-organisation-list-response') } },
    async (request) => ({ result: data.disabilityOrganisations[request.params.districtCode] ?? [] }),
  );
}
