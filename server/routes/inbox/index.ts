import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { inboxSince } from './readable.ts';

export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { pageNumber: number; pageSize: number } }>(
    '/api/v2/inbox',
    {
      config: { auth: 'wallet', tab: 'inbox' },
      schema: { querystring: ref('inbox-query'), response: responses('inbox-list-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { pageNumber, pageSize } = request.query;
      const now = Date.now();
      const page = await app.repos.documents.inbox(user.id, inboxSince(now), { limit: pageSize, offset: (pageNumber - 1) * pageSize }, now);
      return { result: page.items, totalCount: page.totalCount };
    },
  );
}
