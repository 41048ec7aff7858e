import type { DeskSubmission } from '../../../contracts/generated/api';
import { documentsLabel } from '../../../shared/activity';
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

/** The list's documents cell: '건강보험 자격득실 확인서 외 1건', named the way the citizen's log names it (shared/activity.ts). */
export function documentsSummary(documents: ReadonlyArray<{ name: string }>): string {
  return documentsLabel(documents.map((document) => document.name));
}

/**
 * Who is signed in, the organisation named once: '한빛은행 종로지점 · 담당자' for the staff member
 * '한빛은행 종로지점 담당자', '한빛은행 종로지점 · 김담당' for one with a name of their own.
 */
export function signedInLabel(organisation: string, staffName: string): string {
  const staff = staffName.startsWith(organisation) ? staffName.slice(organisation.length).trim() : staffName.trim();
  return staff ? m.staffOf(organisation, staff) : organisation;
}

/** The search as the server reads it: trimmed, at most 50 characters. */
export const searchKeyword = (typed: string): string => typed.trim().slice(0, 50);
