import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DistributionItem } from '../../../contracts/generated/api.ts';
import { AppError } from '../../errors.ts';
import { distributionTexts, type ErrorText } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';
import { distributionActions } from '../../../shared/distribution-actions.ts';

/** The spec leaves the page size open ("not shown"); 20 matches the inbox. */
export const DISTRIBUTION_PAGE_SIZE = 20;

type ByDocument = { Params: { distributionId: string; id: string } };
const params = ref('distribution-document-params');
const wallet = { auth: 'wallet' } as const;

/** The action is no longer allowed (000 §8.4 DISTRIBUTION_ERROR: the client refreshes the list). */
const refused = (text: ErrorText) => new AppError('DISTRIBUTION_ERROR', { text });
const expiredOr = (item: DistributionItem, text: ErrorText) => refused(item.remainingDays < 0 ? distributionTexts.expired : text);

export default async function distributionRoutes(app: FastifyInstance): Promise<void> {
  const records = app.repos.distributions;

  app.get<{ Querystring: { pageNumber: number } }>(
    '/api/v2/distribution',
    {
      config: { auth: 'wallet', tab: 'distribution' },
      schema: { querystring: ref('distribution-query'), response: responses('distribution-list-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const offset = (request.query.pageNumber - 1) * DISTRIBUTION_PAGE_SIZE;
      const page = await records.list(user.id, { limit: DISTRIBUTION_PAGE_SIZE, offset }, Date.now());
      return { result: page.items, totalCount: page.totalCount };
    },
  );

  /** The caller's own record, or NOT_FOUND (another user's record is not theirs to know about). */
  const ownRecord = async (request: FastifyRequest<ByDocument>): Promise<{ userId: string; item: DistributionItem }> => {
    const { user } = signedIn(request);
    const item = await records.find(user.id, request.params.distributionId, request.params.id, Date.now());
    if (!item) throw new AppError('NOT_FOUND');
    return { userId: user.id, item };
  };

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
      const { userId, item } = await ownRecord(request);
      if (!distributionActions(item).view) throw expiredOr(item, distributionTexts.cannotView);
      // Reading a received document marks it read on both sides (000 §4.8).
      if (item.type === 'RECEIVED') await records.transition(item.distributionId, item.id, ['NOT_READ_YET'], 'READ', isoNow());
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
      const { userId, item } = await ownRecord(request);
      if (item.type !== 'RECEIVED') throw refused(distributionTexts.rejectSent);
      const open = distributionActions(item).reject;
      if (!open || !await records.transition(item.distributionId, item.id, ['NOT_READ_YET', 'READ'], 'RETURNED', isoNow(), request.query.reason.trim())) {
        throw expiredOr(item, distributionTexts.cannotReject);
      }
      return { result: await records.find(userId, item.distributionId, item.id, Date.now()) };
    },
  );

  app.post<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id/cancel',
    { config: wallet, schema: { params, response: responses('distribution-item-response') } },
    async (request) => {
      const { userId, item } = await ownRecord(request);
      if (item.type !== 'SUBMITTED') throw refused(distributionTexts.cancelReceived);
      const open = distributionActions(item).cancel;
      if (!open || !await records.transition(item.distributionId, item.id, ['NOT_READ_YET'], 'CANCELED', isoNow())) {
        throw expiredOr(item, distributionTexts.cannotCancel);
      }
      return { result: await records.find(userId, item.distributionId, item.id, Date.now()) };
    },
  );

  app.delete<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id',
    { config: wallet, schema: { params, response: responses('distribution-delete-response') } },
    async (request) => {
      const { userId, item } = await ownRecord(request);
      if (!distributionActions(item).delete) throw refused(distributionTexts.cannotDelete);
      await records.delete(userId, item.distributionId, item.id, isoNow());
      return { result: { deleted: true } };
    },
  );
}
