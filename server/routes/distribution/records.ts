import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordEvent, type Parties } from '../../activity/events.ts';
import type { DistributionItem } from '../../../contracts/generated/api.ts';
import { AppError } from '../../errors.ts';
import { distributionTexts, type ErrorText } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref } from '../../schemas.ts';
import { isoNow, kstDigits } from '../../time.ts';

export type ByDocument = { Params: { distributionId: string; id: string } };
export const params = ref('distribution-document-params');
export const wallet = { auth: 'wallet' } as const;

/** The action is no longer allowed (000 §8.4 DISTRIBUTION_ERROR: the client refreshes the list). */
export const refused = (text: ErrorText) => new AppError('DISTRIBUTION_ERROR', { text });
export const expiredOr = (item: DistributionItem, text: ErrorText) => refused(item.remainingDays < 0 ? distributionTexts.expired : text);

/** A sent or received record as the API answers it: with its submission's deletion request and deletion. */
export interface RecordBody extends DistributionItem {
  /** When the sender asked the recipient to delete the submission (both sides see it). */
  deletionRequestedAt: string | null;
  /** When the recipient deleted what it held of it (the sender's 삭제됨). */
  recipientDeletedAt: string | null;
}

/** Adds each record's deletion request and deletion, read for the whole page at once. */
export async function withDeletions(app: FastifyInstance, items: readonly DistributionItem[]): Promise<RecordBody[]> {
  const deletions = await app.repos.submissionDeletions.of(items.map((item) => item.distributionId));
  return items.map((item) => {
    const deletion = deletions.get(item.distributionId);
    return {
      ...item,
      deletionRequestedAt: deletion?.requestedAt ? kstDigits(deletion.requestedAt) : null,
      recipientDeletedAt: deletion?.deletedAt && item.type === 'SUBMITTED' ? kstDigits(deletion.deletedAt) : null,
    };
  });
}

/** How the record routes read the caller's record. */
export function recordAccess(app: FastifyInstance) {
  const records = app.repos.distributions;
  return {
    /** The caller's own record with its submission's parties, or NOT_FOUND (another user's record is not theirs to know about). */
    async ownRecord(request: FastifyRequest<ByDocument>): Promise<{ userId: string; item: RecordBody; parties: Parties }> {
      const { user } = signedIn(request);
      const found = await records.find(user.id, request.params.distributionId, request.params.id, Date.now());
      const parties = found && (await records.parties(found.distributionId));
      if (!found || !parties) throw new AppError('NOT_FOUND');
      const [item] = await withDeletions(app, [found]);
      return { userId: user.id, item: item as RecordBody, parties };
    },
    /** The caller's record as it is now (after an action). */
    async current(userId: string, item: DistributionItem): Promise<RecordBody | undefined> {
      return (await withDeletions(app, [(await records.find(userId, item.distributionId, item.id, Date.now())) ?? item]))[0];
    },
  };
}

/**
 * A record is viewed: reading a received document marks it read on both sides (000 §4.8), and the
 * sender's log says the recipient opened it (its first reading only); the sender viewing their own
 * sent document is their 열람.
 */
export async function recordViewing(app: FastifyInstance, userId: string, item: DistributionItem, parties: Parties): Promise<void> {
  const at = isoNow();
  await app.db.transaction(async () => {
    if (item.type === 'RECEIVED') {
      const opened = await app.repos.distributions.transition(item.distributionId, item.id, ['NOT_READ_YET'], 'READ', at);
      if (opened) await app.repos.activity.record(recordEvent('RECIPIENT_OPENED', item, parties, at));
      return;
    }
    const documents = [{ id: item.id, name: item.name }];
    await app.repos.activity.record({ kind: 'VIEWED', at, owner: { userId, name: item.submitter }, documents, distributionId: item.distributionId });
  });
}
