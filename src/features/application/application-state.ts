import { applicationMessages } from './messages';

export type ApplicationTone = 'waiting' | 'failed' | 'issued';

const WAITING = new Set(['PROCESSING', 'LONG_LEAD', 'PENDING']);
// Both namings of spec 000 §4.2 exist: FAIL and FAILED.
const FAILED = new Set(['FAIL', 'FAILED']);

/** Spec 000 §4.2 display: PROCESSING, LONG_LEAD, PENDING wait; FAIL fails; anything else is issued. */
export function applicationStateTone(state: string | null | undefined): ApplicationTone {
  const value = (state ?? '').toUpperCase();
  if (WAITING.has(value)) return 'waiting';
  if (FAILED.has(value)) return 'failed';
  return 'issued';
}

const LABELS: Record<ApplicationTone, string> = {
  waiting: applicationMessages.waiting,
  failed: applicationMessages.failed,
  issued: applicationMessages.issued,
};

/** '발급대기' | '발급실패' | '발급완료' */
export const applicationStateLabel = (state: string | null | undefined): string => LABELS[applicationStateTone(state)];

export const isFailedApplication = (state: string | null | undefined): boolean => applicationStateTone(state) === 'failed';
