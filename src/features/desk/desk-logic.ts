import type { DeskSubmission } from '../../../contracts/generated/api';
import { deskMessages as m } from './messages';

/** The tone of a state's chip: what still needs the clerk, what is done, what cannot be opened. */
export type StateTone = 'todo' | 'done' | 'closed';

/** The state as a clerk reads it; a locked submission says 잠김 whatever else it is. */
export function stateLabel(submission: Pick<DeskSubmission, 'state' | 'locked'>): string {
  return submission.locked && submission.state === 'UNOPENED' ? m.locked : m.stateLabels[submission.state];
}

export function stateTone(submission: Pick<DeskSubmission, 'state' | 'locked'>): StateTone {
  if (submission.locked) return 'closed';
  if (submission.state === 'UNOPENED' || submission.state === 'OPENED') return 'todo';
  if (submission.state === 'PROCESSED') return 'done';
  return 'closed';
}

/** What the submission's page shows: the 열람번호 form, a reason it cannot be opened, or the documents. */
export type SubmissionView = 'pin' | 'locked' | 'canceled' | 'expired' | 'documents';

export function submissionView(submission: Pick<DeskSubmission, 'state' | 'locked'>): SubmissionView {
  if (submission.state === 'CANCELED') return 'canceled';
  if (submission.state === 'UNOPENED') return submission.locked ? 'locked' : 'pin';
  if (submission.state === 'EXPIRED') return submission.locked ? 'locked' : 'expired';
  return 'documents';
}

/** The list's documents cell: '주민등록표 등본 외 1건'. */
export function documentsSummary(documents: ReadonlyArray<{ name: string }>): string {
  return documents.length === 0 ? '' : m.documentsOf(documents[0]!.name, documents.length - 1);
}

/** The search as the server reads it: trimmed, at most 50 characters. */
export const searchKeyword = (typed: string): string => typed.trim().slice(0, 50);
