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
        const rows = [];
        for (const id of documentIds) {
          const row = await app.repos.documents.owned(id, user.id);
          if (!row) throw new AppError('NOT_FOUND');
          rows.push(row);
        }
        const at = isoNow();
        const live = rows.filter((row) => !row.deleted_at);
        const count = await app.repos.documents.markDeleted(documentIds, user.id, at);
        // A repeated delete deletes nothing and is no event.
        if (count > 0) {
          const documents = live.map((row) => ({ id: row.id, name: row.name }));
          await app.repos.activity.record({ kind: 'DELETED', at, owner: { userId: user.id, name: user.name }, documents });
        }
        return count;
      });
      return { result: { deleted } };
    },
  );
}
