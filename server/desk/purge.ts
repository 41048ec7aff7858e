import { recordRecipientDeletion } from '../activity/events.ts';
import type { ActivityRepo } from '../db/activity.ts';
import type { SubmissionDeletionsRepo } from '../db/submission-deletions.ts';
import type { DeskRepo, PurgeReason } from '../db/desk.ts';

export interface PurgeDeps {
  desk: DeskRepo;
  activity: ActivityRepo;
  submissionDeletions: SubmissionDeletionsRepo;
}

/**
 * Deletes what the organisation holds of a submission (DeskRepo.purge) and tells the sender's log,
 * in the caller's transaction: retention's rounds and a deletion the sender asked for end the same
 * way. False when it was deleted already (a second round, a double tap).
 */
export async function purgeSubmission(deps: PurgeDeps, distributionId: string, reason: PurgeReason, at: string, actor: string): Promise<boolean> {
  const row = await deps.desk.purge(distributionId, reason, at, actor);
  if (!row) return false;
  const documents = (await deps.desk.documents(row.organisation_id, [distributionId])).get(distributionId) ?? [];
  await recordRecipientDeletion(deps, {
    distributionId,
    sender: { userId: row.sender_user_id, name: row.sender_name },
    receiver: { userId: row.organisation_id, name: documents[0]?.receiver ?? '' },
    documents: documents.map((document) => ({ id: document.document_id, name: document.name })),
    at,
    complete: true,
    reason: reason === 'REQUESTED' ? null : reason,
  });
  return true;
}
