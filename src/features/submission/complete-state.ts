import type { Recipient, SubmissionResult } from './api';

/** What the complete page shows, passed in the navigation state (so a reload keeps it). */
export interface SubmissionCompleteState {
  pin: string;
  receiverName: string;
  personal: boolean;
  /** The receiver still had an unread sending of these documents: nothing new was sent, this is that sending. */
  earlier: { sentAt: string; distributionId: string; documentId: string } | null;
}

/** The complete page's state for a submission's answer. */
export function completeStateFor(result: SubmissionResult, target: Pick<Recipient, 'type'>): SubmissionCompleteState {
  const documentId = result.documentIds[0];
  return {
    pin: result.pin,
    receiverName: result.receiverName,
    personal: target.type === 'PERSONAL',
    earlier: result.alreadySent && documentId ? { sentAt: result.sentAt, distributionId: result.distributionId, documentId } : null,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** What the submission page handed over, or null (a direct visit, a link, a forged state). */
export function completeStateOf(state: unknown): SubmissionCompleteState | null {
  const done = state as Partial<SubmissionCompleteState> | null;
  if (!isText(done?.pin) || !isText(done.receiverName)) return null;
  const earlier = done.earlier;
  const valid = earlier && isText(earlier.sentAt) && isText(earlier.distributionId) && isText(earlier.documentId);
  return { pin: done.pin, receiverName: done.receiverName, personal: done.personal === true, earlier: valid ? earlier : null };
}
