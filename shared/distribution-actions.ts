/**
 * What may be done with a sent or received document (000 §4.8): the client's record layer shows
 * these buttons, and the server refuses the same calls, so both read this one rule.
 */
export interface DistributionActions {
  view: boolean;
  cancel: boolean;
  reject: boolean;
  delete: boolean;
  /** The sender asks the recipient to delete a submission it has opened (삭제 요청). */
  requestDeletion: boolean;
}

/** The fields the rule reads (the API's DistributionItem and the server's record both have them). */
export interface DistributionRecord {
  type: 'SUBMITTED' | 'RECEIVED';
  state: 'NOT_READ_YET' | 'READ' | 'RETURNED' | 'CANCELED';
  /** Negative once expired; 0 on the expiry day. */
  remainingDays: number;
  /** When the sender asked the recipient to delete the submission (null or absent: not asked). */
  deletionRequestedAt?: string | null;
  /** When the recipient deleted what it held of it (the sender's record). */
  recipientDeletedAt?: string | null;
}

/**
 * 000 §4.8, as written:
 * - received: reject allowed and view enabled while not read yet or read, and not expired;
 *   delete once read or expired;
 * - sent: cancel while not read yet and not expired; delete once read or expired; view unless expired.
 * Beyond the spec, a deletion request: the sender may ask once the recipient has opened the
 * submission (read or returned; an unread one is cancelled instead) and until it is deleted; the
 * recipient asked may then delete it whatever its state.
 */
export function distributionActions(item: DistributionRecord): DistributionActions {
  const expired = item.remainingDays < 0;
  const open = item.state === 'NOT_READ_YET' || item.state === 'READ';
  const deletable = item.state === 'READ' || expired;
  const requested = !!item.deletionRequestedAt;
  if (item.type === 'RECEIVED') {
    return { view: open && !expired, reject: open && !expired, delete: deletable || requested, cancel: false, requestDeletion: false };
  }
  const opened = item.state === 'READ' || item.state === 'RETURNED';
  const requestDeletion = opened && !requested && !item.recipientDeletedAt;
  return { view: !expired, cancel: item.state === 'NOT_READ_YET' && !expired, delete: deletable, reject: false, requestDeletion };
}
