import type { FastifyInstance } from 'fastify';
import { toInboxDocument } from '../../db/documents.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';
import { ownDocument } from './readable.ts';

type ById = { Params: { id: string } };
const params = ref('document-id-params');

/**
 * One inbox document and its viewer url: a short-lived link for the owner alone. A deleted
 * document answers DOCUMENT_NOT_FOUND and an expired one DOCUMENT_EXPIRED (000 §8.4).
 */
export default async function inboxDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get<ById>(
    '/api/v2/inbox/:id',
    { config: { auth: 'wallet' }, schema: { params, response: responses('inbox-document-response') } },
    async (request) => {
      const now = Date.now();
      return { result: toInboxDocument(await ownDocument(app, signedIn(request).user.id, request.params.id, 'list', now), now) };
    },
  );

  app.get<ById>(
    '/api/v2/inbox/:id/viewer',
    { config: { auth: 'wallet' }, schema: { params, response: responses('viewer-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const row = await ownDocument(app, user.id, request.params.id, 'read');
      // Each opening is in the citizen's activity log.
      await app.db.transaction(() =>
        app.repos.activity.record({ kind: 'VIEWED', at: isoNow(), owner: { userId: user.id, name: user.name }, documents: [{ id: row.id, name: row.name }] }),
      );
      return { result: { url: app.issuance.links.url(row.id, { kind: 'user', userId: user.id }) } };
    },
  );
}
