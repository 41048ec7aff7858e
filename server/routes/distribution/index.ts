import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DistributionItem } from '../../db/distributions.ts';
import { AppError } from '../../errors.ts';
import { distributionTexts, type ErrorText } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';
import { distributionActions } from '../../../shared/distribution-actions.ts';
import { recordEvent, recordRecipientDeletion, type Parties } from '../../activity/events.ts';
import { withDeletions, type RecordBody } from './deletions.ts';

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
  const { activity } = app.repos;

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
      return { result: await withDeletions(app, page.items), totalCount: page.totalCount };
    },
  );

  /** The caller's own record, or NOT_FOUND (another user's record is not theirs to know about). */
  const ownRecord = async (request: FastifyRequest<ByDocument>): Promise<{ userId: string; item: RecordBody; parties: Parties }> => {
    const { user } = signedIn(request);
    const found = await records.find(user.id, request.params.distributionId, request.params.id, Date.now());
    const parties = found && (await records.parties(found.distributionId));
    if (!found || !parties) throw new AppError('NOT_FOUND');
    const [item] = await withDeletions(app, [found]);
    return { userId: user.id, item: item as RecordBody, parties };
  };
  /** The caller's record as it is now (after an action). */
  const current = async (userId: string, item: DistributionItem) =>
    (await withDeletions(app, [(await records.find(userId, item.distributionId, item.id, Date.now())) ?? item]))[0];

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
      const at = isoNow();
      await app.db.transaction(async () => {
        // Reading a received document marks it read on both sides (000 §4.8): the sender's log says the recipient opened it.
        if (item.type === 'RECEIVED') {
          if (await records.transition(item.distributionId, item.id, ['NOT_READ_YET'], 'READ', at)) await activity.record(recordEvent('RECIPIENT_OPENED', item, parties, at));
        } else {
          await activity.record({ kind: 'VIEWED', at, owner: { userId, name: item.submitter }, documents: [{ id: item.id, name: item.name }], distributionId: item.distributionId });
        }
      });
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

  app.delete<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id',
    { config: wallet, schema: { params, response: responses('distribution-delete-response') } },
    async (request) => {
      const { userId, item, parties } = await ownRecord(request);
      if (!distributionActions(item).delete) throw refused(distributionTexts.cannotDelete);
      await app.db.transaction(async () => {
        const at = isoNow();
        if (!(await records.delete(userId, item.distributionId, item.id, at))) return;
        if (item.type === 'SUBMITTED') {
          await activity.record({ kind: 'RECORD_DELETED', at, owner: { userId, name: item.submitter }, documents: [{ id: item.id, name: item.name }], distributionId: item.distributionId });
          return;
        }
        // The recipient deleting its received record: the sender is told (and a deletion they asked for is done once nothing is left).
        await recordRecipientDeletion(app.repos, {
          distributionId: item.distributionId,
          sender: { userId: parties.senderUserId, name: item.submitter },
          receiver: { userId, name: item.receiver },
          documents: [{ id: item.id, name: item.name }],
          at,
          complete: (await records.keptByReceiver(item.distributionId, userId)) === 0,
          reason: null,
        });
      });
      return { result: { deleted: true } };
    },
  );

  /** 삭제 요청: the sender asks the recipient to delete a delivery it has opened; asking again changes nothing. */
  app.post<ByDocument>(
    '/api/v2/distribution/:distributionId/document/:id/deletion-request',
    { config: { ...wallet, idempotent: true }, schema: { params, response: responses('distribution-item-response') } },
    async (request) => {
      const { userId, item, parties } = await ownRecord(request);
      if (item.type !== 'SUBMITTED') throw refused(distributionTexts.requestReceived);
      if (!item.deletionRequestedAt) {
        if (!distributionActions(item).requestDeletion) throw refused(item.recipientDeletedAt ? distributionTexts.alreadyDeleted : distributionTexts.cannotRequestDeletion);
        await app.db.transaction(async () => {
          const at = isoNow();
          if (await app.repos.deliveryDeletions.request({ distributionId: item.distributionId, ...parties }, at)) {
            await activity.record({ ...recordEvent('DELETION_REQUESTED', item, parties, at), documents: await deliveryDocuments(userId, item.distributionId) });
          }
        });
      }
      return { result: await current(userId, item) };
    },
  );

  /** The documents of a delivery as its sender's records name them. */
  const deliveryDocuments = async (senderId: string, distributionId: string) =>
    (await records.ofDelivery(senderId, distributionId)).map((record) => ({ id: record.id, name: record.name }));
}
