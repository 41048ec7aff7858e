import type { FastifyInstance } from 'fastify';
import { responses } from '../../schemas.ts';

export default async function applicationFormRoutes(app: FastifyInstance): Promise<void> {
  // Readable before joining: a newcomer browses the apply tab before agreeing (000 §2.3).
  app.get(
    '/api/v2/application/form',
    { config: { auth: 'user', tab: 'apply' }, schema: { response: responses('catalogue-response') } },
    async () => {
      const entries = app.catalogue.entries();
      return { result: entries, totalCount: entries.length };
    },
  );
}
