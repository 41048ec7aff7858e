import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { DAY_MS, kstDayStart } from '../../time.ts';

/** The home shows documents that expire within this many days (000 §9's warning) … */
export const EXPIRING_WITHIN_DAYS = 10;
/** … or expired within this many: still time to get a new one before it is missed. */
export const EXPIRED_WITHIN_DAYS = 7;

/**
 * Expiry before it bites: the documents the home shows with 재발급 (Korean calendar days, as
 * remainingDays counts them: -7 to 10), and what a document was issued from, so 재발급 opens its
 * certificate's form filled with the original application's values.
 */
export default async function inboxExpiryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v2/inbox/expiring',
    { config: { auth: 'wallet' }, schema: { response: responses('inbox-expiring-response') } },
    async (request) => {
      const now = Date.now();
      const from = kstDayStart(now - EXPIRED_WITHIN_DAYS * DAY_MS);
      const until = kstDayStart(now + (EXPIRING_WITHIN_DAYS + 1) * DAY_MS);
      return { result: await app.repos.documents.expiring(signedIn(request).user.id, from, until, now) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v2/inbox/:id/reissue',
    { config: { auth: 'wallet' }, schema: { params: ref('document-id-params'), response: responses('reissue-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const row = await app.repos.documents.owned(request.params.id, user.id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.deleted_at) throw new AppError('DOCUMENT_NOT_FOUND');
      const formData = await app.repos.documents.formDataOf(row.id, user.id);
      // A document from no catalogue certificate (or without its values) has no form to fill again.
      if (!row.edoc_path || !formData || !app.catalogue.form(row.edoc_path)) throw new AppError('NOT_FOUND');
      return { result: { path: row.edoc_path, name: row.name, formData } };
    },
  );
}
