import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { ref, responses } from '../../schemas.ts';

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

  app.get<{ Params: { path: string } }>(
    '/api/v2/application/form/:path',
    { config: { auth: 'user' }, schema: { params: ref('certificate-path-params'), response: responses('certificate-form-response') } },
    async (request) => {
      const form = app.catalogue.form(request.params.path);
      if (!form) throw new AppError('NOT_FOUND');
      return { result: form };
    },
  );
}
