import type { DistributionItem } from '../../api/types';
import { serverDateTimeLabel } from '../../lib/dates';
import { Button } from '../../ui/button';
import { confirm } from '../../lib/popup-store';
import { showToast } from '../../ui/toast-store';
import { useRequestDeletionMutation, useRequestPresentationDeletionMutation, type SentOrReceived } from './api';
import { distributionMessages as m } from './messages';
import styles from './distribution-layers.module.scss';

/** What a deletion request is about: a sent or received document's record, or a presentation's. */
export interface DeletionSubject {
  type: SentOrReceived['type'];
  deletionRequestedAt?: string | null | undefined;
  recipientDeletedAt?: string | null | undefined;
}

/**
 * A record's deletion request (beyond the spec): on the sender's record, 삭제 요청 while it can be
 * asked (`onRequest`, with `hint` saying why one would), then 요청함 and 삭제됨 with their times; on
 * the recipient's, the request to act on (its delete button is then offered).
 */
export function DeletionStatus({ item, onRequest, hint = m.requestDeletionHint }: { item: DeletionSubject; onRequest?: (() => void) | undefined; hint?: string }) {
  const requested = serverDateTimeLabel(item.deletionRequestedAt);
  const deleted = serverDateTimeLabel(item.recipientDeletedAt);
  if (item.type === 'RECEIVED') {
    return requested ? <p className={styles.deletionAsked}>{m.deletionAsked(requested)}</p> : null;
  }
  if (onRequest) {
    return (
      <div className={styles.deletionOffer}>
        <p>{hint}</p>
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

/** How a record's action runs: its loading, and DISTRIBUTION_ERROR's popup and list refresh (use-record-actions.ts). */
export type RecordAct = (run: () => Promise<unknown>, done: () => void) => Promise<void>;

/** 삭제 요청 of any sent record: asks first (`message` says what goes), then `ask` through `act`, then the toast. */
export const confirmDeletionRequest = (message: string, ask: () => Promise<unknown>, act: RecordAct) => async () => {
  const confirmed = await confirm({ title: m.requestDeletionTitle, message, cancel: m.requestDeletionKeep, confirm: m.requestDeletionConfirm });
  if (confirmed) await act(ask, () => showToast(m.deletionRequested));
};

/** 삭제 요청 of a document sent: the recipient is asked to delete the whole submission. */
export function useRequestDeletion(item: DistributionItem, act: RecordAct) {
  const [requestDeletion] = useRequestDeletionMutation();
  return confirmDeletionRequest(m.requestDeletionMessage, () => requestDeletion({ distributionId: item.distributionId, id: item.id }).unwrap(), act);
}

/** 삭제 요청 of a presentation: this service's own desk is asked to delete what it received. */
export function useRequestPresentationDeletion(id: string, act: RecordAct) {
  const [requestDeletion] = useRequestPresentationDeletionMutation();
  return confirmDeletionRequest(m.presentationDeletionMessage, () => requestDeletion(id).unwrap(), act);
}
