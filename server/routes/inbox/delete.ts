import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';

/**
 * `POST /api/v2/inbox/delete` (000 §7): the documents leave the owner's inbox for good. All or
 * nothing: one unknown or someone else's id answers NOT_FOUND and deletes none. Deleting an
 * already deleted document is not an error (a double tap deletes once).
 */
export default async function inboxDeleteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { documentIds: string[] } }>(
    '/api/v2/inbox/delete',
    { config: { auth: 'wallet' }, schema: { body: ref('inbox-delete'), response: responses('inbox-delete-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const { documentIds } = request.body;
      const deleted = await app.db.transaction(async () => {
        for (const id of documentIds) if (!(await app.repos.documents.owned(id, user.id))) throw new AppError('NOT_FOUND');
        return app.repos.documents.markDeleted(documentIds, user.id, isoNow());
      });
      return { result: { deleted } };
    },
  );
}
