import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';

/** The spec leaves the page size open ("not shown"); 20 matches the inbox. */
export const DISTRIBUTION_PAGE_SIZE = 20;

export default async function distributionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { pageNumber: number } }>(
    '/api/v2/distribution',
    {
      config: { auth: 'wallet', tab: 'distribution' },
      schema: { querystring: ref('distribution-query'), response: responses('distribution-list-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const offset = (request.query.pageNumber - 1) * DISTRIBUTION_PAGE_SIZE;
      const page = app.repos.distributions.list(user.id, { limit: DISTRIBUTION_PAGE_SIZE, offset }, Date.now());
      return { result: page.items, totalCount: page.totalCount };
    },
  );
}
