import type { FastifyInstance } from 'fastify';
import { distributionTexts } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';
import { distributionActions } from '../../../shared/distribution-actions.ts';
import { recordEvent } from '../../activity/events.ts';
import { registerDeletionRoutes } from './deletions.ts';
import { withPresentations } from './with-presentations.ts';
import { expiredOr, params, recordAccess, recordViewing, refused, wallet, withDeletions, type ByDocument } from './records.ts';

/** The spec leaves the page size open ("not shown"); 20 matches the inbox. */
export const DISTRIBUTION_PAGE_SIZE = 20;

export default async function distributionRoutes(app: FastifyInstance): Promise<void> {
  const records = app.repos.distributions;
  const { activity } = app.repos;

  app.get<{ Querystring: { pageNumber: number; presentations: boolean } }>(
    '/api/v2/distribution',
    {
      config: { auth: 'wallet', tab: 'distribution' },
      schema: { querystring: ref('distribution-query'), response: responses('distribution-list-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const page = { limit: DISTRIBUTION_PAGE_SIZE, offset: (request.query.pageNumber - 1) * DISTRIBUTION_PAGE_SIZE };
      if (request.query.presentations) return await withPresentations(app, user.id, page);
      const listed = await records.list(user.id, page, Date.now());
      return { result: await withDeletions(app, listed.items), totalCount: listed.totalCount };
    },
  );

  const { ownRecord, current } = recordAccess(app);

  /** One record, for a layer opened by a deep link or a reload when its row is not on a loaded page. */
  app.get<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id',
    { config: wallet, schema: { params, response: responses('distribution-item-response') } },
    async (request) => ({ result: (await ownRecord(request)).item }),
  );

  app.get<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id/viewer',
    { config: wallet, schema: { params, response: responses('viewer-response') } },
    async (request) => {
      const { userId, item, parties } = await ownRecord(request);
      if (!distributionActions(item).view) throw expiredOr(item, distributionTexts.cannotView);
      await recordViewing(app, userId, item, parties);
      return { result: { url: app.issuance.links.url(item.id, { kind: 'record', userId, distributionId: item.distributionId }) } };
    },
  );

  app.post<ByDocument & { Querystring: { reason: string } }>(
    '/api/v2/distribution/:distributionId/document/:id/reject',
    {
      config: wallet,
      schema: { params, querystring: ref('distribution-reject-query'), response: responses('distribution-item-response') },
    },
    async (request) => {
      const { userId, item, parties } = await ownRecord(request);
      if (item.type !== 'RECEIVED') throw refused(distributionTexts.rejectSent);
      const reason = request.query.reason.trim();
      const rejected = distributionActions(item).reject && (await app.db.transaction(async () => {
        const at = isoNow();
        if (!(await records.transition(item.distributionId, item.id, ['NOT_READ_YET', 'READ'], 'RETURNED', at, reason))) return false;
        await activity.record(recordEvent('REJECTED', item, parties, at, reason));
        return true;
      }));
      if (!rejected) throw expiredOr(item, distributionTexts.cannotReject);
      return { result: await current(userId, item) };
    },
  );

  app.post<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id/cancel',
    { config: wallet, schema: { params, response: responses('distribution-item-response') } },
    async (request) => {
      const { userId, item, parties } = await ownRecord(request);
      if (item.type !== 'SUBMITTED') throw refused(distributionTexts.cancelReceived);
      const canceled = distributionActions(item).cancel && (await app.db.transaction(async () => {
        const at = isoNow();
        if (!(await records.transition(item.distributionId, item.id, ['NOT_READ_YET'], 'CANCELED', at))) return false;
        await activity.record(recordEvent('CANCELED', item, parties, at));
        return true;
      }));
      if (!canceled) throw expiredOr(item, distributionTexts.cannotCancel);
      return { result: await current(userId, item) };
    },
  );

  // Deleting a record, and asking the recipient to delete a submission (삭제 요청).
  registerDeletionRoutes(app);
}
