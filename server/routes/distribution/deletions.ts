import type { FastifyInstance } from 'fastify';
import { recordEvent, recordRecipientDeletion } from '../../activity/events.ts';
import { distributionTexts } from '../../messages.ts';
import { responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';
import { distributionActions } from '../../../shared/distribution-actions.ts';
import { params, recordAccess, refused, wallet, type ByDocument } from './records.ts';

/**
 * Deleting the caller's record (000 §4.8: the other side keeps theirs; the sender's log says what
 * the recipient deleted), and 삭제 요청: the sender asks the recipient to delete a submission it has
 * opened; asking again changes nothing.
 */
export function registerDeletionRoutes(app: FastifyInstance): void {
  const records = app.repos.distributions;
  const { activity } = app.repos;
  const { ownRecord, current } = recordAccess(app);

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
          const documents = [{ id: item.id, name: item.name }];
          await activity.record({ kind: 'RECORD_DELETED', at, owner: { userId, name: item.submitter }, documents, distributionId: item.distributionId });
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
          if (!(await app.repos.submissionDeletions.request({ distributionId: item.distributionId, ...parties }, at))) return;
          // The whole submission is asked for: the event names each of its documents.
          const documents = (await records.ofSubmission(userId, item.distributionId)).map(({ id, name }) => ({ id, name }));
          await activity.record({ ...recordEvent('DELETION_REQUESTED', item, parties, at), documents });
        });
      }
      return { result: await current(userId, item) };
    },
  );
}
