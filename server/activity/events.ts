import type { ActivityKind } from '../../shared/activity.ts';
import type { ActivityDocument } from '../../contracts/generated/api.ts';
import type { ActivityRepo, NewActivityEvent } from '../db/activity.ts';
import type { SubmissionDeletionsRepo } from '../db/submission-deletions.ts';
import type { DistributionItem } from '../../contracts/generated/api.ts';
import type { Submission } from '../db/submission.ts';

/** The two wallets of a submission. */
export interface Parties {
  senderUserId: string;
  receiverUserId: string;
}

/** A submission (a citizen's, or a package's): the sender's 제출, which the receiver reads as 받음. */
export function submittedEvent(submission: Submission): NewActivityEvent {
  return {
    kind: 'SUBMITTED',
    at: submission.at,
    owner: { userId: submission.sender.userId, name: submission.sender.name },
    other: { userId: submission.receiver.userId, name: submission.receiver.name },
    documents: submission.documents.map((document) => ({ id: document.id, name: document.name })),
    distributionId: submission.distributionId,
  };
}

/** Something done with one document of a submission, read by its sender and its receiver. */
export function recordEvent(
  kind: ActivityKind,
  item: Pick<DistributionItem, 'distributionId' | 'id' | 'name' | 'submitter' | 'receiver'>,
  parties: Parties,
  at: string,
  detail: string | null = null,
): NewActivityEvent {
  return {
    kind,
    at,
    owner: { userId: parties.senderUserId, name: item.submitter },
    other: { userId: parties.receiverUserId, name: item.receiver },
    documents: [{ id: item.id, name: item.name }],
    distributionId: item.distributionId,
    detail,
  };
}

export interface RecipientDeletion {
  distributionId: string;
  sender: { userId: string; name: string };
  receiver: { userId: string; name: string };
  documents: readonly ActivityDocument[];
  at: string;
  /** Nothing of the submission is left with the recipient: the sender's record reads 삭제됨. */
  complete: boolean;
  /** Why, when the sender did not ask: the desk's retention ran out, or the documents expired. */
  reason: 'RETENTION' | 'EXPIRED' | null;
}

/**
 * The recipient deleted (part of) what it held of a submission — the other wallet its received
 * record, the organisation's desk the whole submission: the sender's log says so (and that it was
 * at their request), and once nothing is left the submission's deletion is recorded. In the
 * caller's transaction.
 */
export async function recordRecipientDeletion(repos: { activity: ActivityRepo; submissionDeletions: SubmissionDeletionsRepo }, deletion: RecipientDeletion): Promise<void> {
  const { distributionId, sender, receiver, at } = deletion;
  const requested = !!(await repos.submissionDeletions.of([distributionId])).get(distributionId)?.requestedAt;
  if (deletion.complete) await repos.submissionDeletions.markDeleted({ distributionId, senderUserId: sender.userId, receiverUserId: receiver.userId }, at);
  await repos.activity.record({
    kind: 'RECIPIENT_DELETED',
    at,
    owner: sender,
    other: receiver,
    documents: deletion.documents,
    distributionId,
    detail: requested ? 'REQUESTED' : deletion.reason,
  });
}
