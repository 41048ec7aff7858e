import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { DAY_MS } from '../../time.ts';
import { INBOX_DAYS } from './index.ts';

type ById = { Params: { id: string } };
const params = ref('document-id-params');

/** One inbox document and its viewer url: a short-lived link for the owner alone. */
export default async function inboxDocumentRoutes(app: FastifyInstance): Promise<void> {
  const since = (now: number) => new Date(now - INBOX_DAYS * DAY_MS).toISOString();

  app.get<ById>(
    '/api/v2/inbox/:id',
    { config: { auth: 'wallet' }, schema: { params, response: responses('inbox-document-response') } },
    async (request) => {
      const now = Date.now();
      const item = app.issuance.documents.inboxItem(request.params.id, signedIn(request).user.id, since(now), now);
      if (!item) throw new AppError('NOT_FOUND');
      return { result: item };
    },
  );

  app.get<ById>(
    '/api/v2/inbox/:id/viewer',
    { config: { auth: 'wallet' }, schema: { params, response: responses('viewer-response') } },
    async (request) => {
      const now = Date.now();
      const { id } = request.params;
      if (!app.issuance.documents.inboxItem(id, signedIn(request).user.id, since(now), now)) throw new AppError('NOT_FOUND');
      return { result: { url: app.issuance.links.url(id, { kind: 'user', userId: signedIn(request).user.id }) } };
    },
  );
}
