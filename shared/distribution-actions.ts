/**
 * What may be done with a sent or received document (000 §4.8): the client's record layer shows
 * these buttons, and the server refuses the same calls, so both read this one rule.
 */
export interface DistributionActions {
  view: boolean;
  cancel: boolean;
  reject: boolean;
  delete: boolean;
}

/** The fields the rule reads (the API's DistributionItem and the server's record both have them). */
export interface DistributionRecord {
  type: 'SUBMITTED' | 'RECEIVED';
  state: 'NOT_READ_YET' | 'READ' | 'RETURNED' | 'CANCELED';
  /** Negative once expired; 0 on the expiry day. */
  remainingDays: number;
}

/**
 * 000 §4.8, as written:
 * - received: reject allowed and view enabled while not read yet or read, and not expired;
 *   delete once read or expired;
 * - sent: cancel while not read yet and not expired; delete once read or expired; view unless expired.
 */
export function distributionActions(item: DistributionRecord): DistributionActions {
  const expired = item.remainingDays < 0;
  const open = item.state === 'NOT_READ_YET' || item.state === 'READ';
  const deletable = item.state === 'READ' || expired;
  if (item.type === 'RECEIVED') return { view: open && !expired, reject: open && !expired, delete: deletable, cancel: false };
  return { view: !expired, cancel: item.state === 'NOT_READ_YET' && !expired, delete: deletable, reject: false };
}
