import type { FastifyInstance } from 'fastify';
import type { PremiumParams } from '../../../contracts/generated/api.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { config, INFO, invalid, lookupIndexes } from './lookup-kit.ts';

/** What the agencies hold of the signed-in persona: pension workplaces, health insurance cards and premiums. */
export default async function personaDataRoutes(app: FastifyInstance): Promise<void> {
  const { data } = lookupIndexes();

  app.get(`${INFO}/국민연금가입내역`, { config: config('persona'), schema: { response: responses('pension-workplace-list-response') } }, async (request) => ({
    result: data.pensionWorkplaces[signedIn(request).user.id] ?? [],
  }));

  app.get(`${INFO}/건강보험/보험증`, { config: config('persona'), schema: { response: responses('health-insurance-card-list-response') } }, async (request) => ({
    result: data.healthInsurance[signedIn(request).user.id]?.cards ?? [],
  }));

  app.get<{ Params: PremiumParams }>(
    `${INFO}/건강보험료납부/:insurance/:year/:startMonth/:endMonth`,
    { config: config('persona'), schema: { params: ref('premium-params'), response: responses('premium-month-list-response') } },
    async (request) => {
      const { insurance, year, startMonth, endMonth } = request.params;
      if (startMonth > endMonth) throw invalid('endMonth');
      const months = data.healthInsurance[signedIn(request).user.id]?.premiums[insurance]?.[String(year)] ?? [];
      return { result: months.filter((m) => m.월 >= startMonth && m.월 <= endMonth) };
    },
  );
}
