import type { DistributionItem } from '../../api/types';
import { formatKoreanDateTime, parseServerDate } from '../../lib/dates';
import { Button } from '../../ui/button';
import { confirm } from '../../lib/popup-store';
import { showToast } from '../../ui/toast-store';
import { useRequestDeletionMutation } from './api';
import { distributionMessages as m } from './messages';
import styles from './distribution-layers.module.scss';

const when = (digits: string | null | undefined): string | null => {
  if (!digits) return null;
  try {
    return formatKoreanDateTime(parseServerDate(digits));
  } catch {
    return null;
  }
};

/**
 * A record's deletion request (beyond the spec): on the sender's record, 삭제 요청 while it can be
 * asked (`onRequest`), then 요청함 and 삭제됨 with their times; on the recipient's, the request to
 * act on (its delete button is then offered).
 */
export function DeletionStatus({ item, onRequest }: { item: DistributionItem; onRequest?: (() => void) | undefined }) {
  const requested = when(item.deletionRequestedAt);
  const deleted = when(item.recipientDeletedAt);
  if (item.type === 'RECEIVED') {
    return requested ? <p className={styles.deletionAsked}>{m.deletionAsked(requested)}</p> : null;
  }
  if (onRequest) {
    return (
      <div className={styles.deletionOffer}>
        <p>{m.requestDeletionHint}</p>
        <Button variant="secondary" onClick={onRequest}>
          {m.requestDeletion}
        </Button>
      </div>
    );
  }
  if (!requested && !deleted) return null;
  return (
    <dl className={styles.facts}>
      {requested ? (
        <div>
          <dt>{m.deletionRequest}</dt>
          <dd>{m.requestedAt(requested)}</dd>
        </div>
      ) : null}
      {deleted ? (
        <div>
          <dt>{m.recipientDeletion}</dt>
          <dd>{m.deletedAt(deleted)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** 삭제 요청: asks first, then asks the recipient through `act` (the layer's loading and DISTRIBUTION_ERROR handling). */
export function useRequestDeletion(item: DistributionItem, act: (run: () => Promise<unknown>, done: () => void) => Promise<void>) {
  const [requestDeletion] = useRequestDeletionMutation();
  return async () => {
    const confirmed = await confirm({
      title: m.requestDeletionTitle,
      message: m.requestDeletionMessage,
      cancel: m.requestDeletionKeep,
      confirm: m.requestDeletionConfirm,
    });
    if (!confirmed) return;
    await act(() => requestDeletion({ distributionId: item.distributionId, id: item.id }).unwrap(), () => showToast(m.deletionRequested));
  };
}
