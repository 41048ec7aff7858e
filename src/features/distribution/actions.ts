import type { DistributionItem } from '../../api/types';

// Which buttons a record shows is the server's rule too: shared/distribution-actions.ts.

/** The other party: whom a sent document went to, who sent a received one. */
export const counterpartOf = (item: Pick<DistributionItem, 'type' | 'submitter' | 'receiver'>): string =>
  item.type === 'SUBMITTED' ? item.receiver : item.submitter;

export const REJECT_REASON_MAX = 200;

/** 000 §5: the done button needs a non-empty trimmed text of at most 200 characters. */
export const canReject = (reason: string): boolean => reason.trim().length > 0 && reason.length <= REJECT_REASON_MAX;

/** The style of a remaining-days label (src/lib/dates remainingDaysLabel): red when warned, muted once expired. */
export const toneOf = (label: { warning: boolean; expired: boolean }): 'expired' | 'warning' | 'normal' =>
  label.expired ? 'expired' : label.warning ? 'warning' : 'normal';

/** The state a row's chip is styled by: PROCESSED for a sent record the organisation marked done. */
export const processedState = (item: Pick<DistributionItem, 'type' | 'state' | 'processedAt'>): string =>
  item.type === 'SUBMITTED' && item.processedAt ? 'PROCESSED' : item.state;
