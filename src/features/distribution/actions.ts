import type { DistributionItem } from '../../api/types';

export interface DistributionActions {
  view: boolean;
  cancel: boolean;
  reject: boolean;
  delete: boolean;
}

/**
 * 000 §4.8, as written (the server checks the same, server/routes/distribution/rules.ts):
 * - received: reject allowed and view enabled while not read yet or read, and not expired;
 *   delete shown once read or expired;
 * - sent: cancel shown while not read yet and not expired; delete shown once read or expired;
 *   view disabled when expired.
 */
export function distributionActions(item: Pick<DistributionItem, 'type' | 'state' | 'remainingDays'>): DistributionActions {
  const expired = item.remainingDays < 0;
  const open = item.state === 'NOT_READ_YET' || item.state === 'READ';
  const deletable = item.state === 'READ' || expired;
  if (item.type === 'RECEIVED') return { view: open && !expired, reject: open && !expired, delete: deletable, cancel: false };
  return { view: !expired, cancel: item.state === 'NOT_READ_YET' && !expired, delete: deletable, reject: false };
}

/** The other party: whom a sent document went to, who sent a received one. */
export const counterpartOf = (item: Pick<DistributionItem, 'type' | 'submitter' | 'receiver'>): string =>
  item.type === 'SUBMITTED' ? item.receiver : item.submitter;

export const REJECT_REASON_MAX = 200;

/** 000 §5: the done button needs a non-empty trimmed text of at most 200 characters. */
export const canReject = (reason: string): boolean => reason.trim().length > 0 && reason.length <= REJECT_REASON_MAX;

/** The style of a remaining-days label (src/lib/dates remainingDaysLabel): red when warned, muted once expired. */
export const toneOf = (label: { warning: boolean; expired: boolean }): 'expired' | 'warning' | 'normal' =>
  label.expired ? 'expired' : label.warning ? 'warning' : 'normal';
