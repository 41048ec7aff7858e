import type { DistributionItem } from '../../db/distributions.ts';

export interface DistributionActions {
  view: boolean;
  cancel: boolean;
  reject: boolean;
  delete: boolean;
}

/**
 * 000 §4.8, as written (the client's layer shows the same, src/features/distribution/actions.ts):
 * - received: reject and view while not read yet or read and not expired; delete once read or expired;
 * - sent: cancel while not read yet and not expired; delete once read or expired; view unless expired.
 */
export function distributionActions(item: Pick<DistributionItem, 'type' | 'state' | 'remainingDays'>): DistributionActions {
  const expired = item.remainingDays < 0;
  const open = item.state === 'NOT_READ_YET' || item.state === 'READ';
  const deletable = item.state === 'READ' || expired;
  if (item.type === 'RECEIVED') return { view: open && !expired, reject: open && !expired, delete: deletable, cancel: false };
  return { view: !expired, cancel: item.state === 'NOT_READ_YET' && !expired, delete: deletable, reject: false };
}
