import type { FastifyInstance } from 'fastify';
import type { DistributionItem } from '../../db/distributions.ts';
import { kstDigits } from '../../time.ts';

/** A sent or received record as the API answers it: with its delivery's deletion request and deletion. */
export interface RecordBody extends DistributionItem {
  /** When the sender asked the recipient to delete the delivery (both sides see it). */
  deletionRequestedAt: string | null;
  /** When the recipient deleted what it held of it (the sender's 삭제됨). */
  recipientDeletedAt: string | null;
}

/** Adds each record's deletion request and deletion, read for the whole page at once. */
export async function withDeletions(app: FastifyInstance, items: readonly DistributionItem[]): Promise<RecordBody[]> {
  const deletions = await app.repos.deliveryDeletions.of(items.map((item) => item.distributionId));
  return items.map((item) => {
    const deletion = deletions.get(item.distributionId);
    return {
      ...item,
      deletionRequestedAt: deletion?.requestedAt ? kstDigits(deletion.requestedAt) : null,
      recipientDeletedAt: deletion?.deletedAt && item.type === 'SUBMITTED' ? kstDigits(deletion.deletedAt) : null,
    };
  });
}
