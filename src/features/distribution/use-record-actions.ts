import { useDispatch } from 'react-redux';
import type { DistributionItem } from '../../api/types';
import { confirm } from '../../lib/popup-store';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import { showToast } from '../../ui/toast-store';
import { distributionErrorPopup, isDistributionError, useCancelDistributionMutation, useDeleteDistributionMutation } from './api';
import { useRequestDeletion, type RecordAct } from './deletion-request';
import { distributionMessages as m } from './messages';

/** Runs a record's action under the loading overlay; DISTRIBUTION_ERROR shows its popup and refreshes the list (000 §8.4). */
export function useRecordAct(): RecordAct {
  const dispatch = useDispatch();
  return async (run, done) => {
    showLoading();
    try {
      await run();
      done();
    } catch (error) {
      if (isDistributionError(error)) {
        hideLoading();
        await distributionErrorPopup(error, dispatch);
      }
    } finally {
      hideLoading();
    }
  };
}

/** A record's own actions (000 §4.8): cancel a sending, delete the record, ask the recipient to delete it. */
export function useRecordActions(item: DistributionItem, close: () => void) {
  const [cancelSending] = useCancelDistributionMutation();
  const [deleteRecord] = useDeleteDistributionMutation();
  const key = { distributionId: item.distributionId, id: item.id };
  const act = useRecordAct();

  const requestDeletion = useRequestDeletion(item, act);

  const cancel = async () => {
    const confirmed = await confirm({ title: m.cancelTitle, message: m.cancelMessage, cancel: m.cancelKeep, confirm: m.cancelConfirm });
    if (confirmed) await act(() => cancelSending(key).unwrap(), () => showToast(m.canceled));
  };

  const remove = async () => {
    const confirmed = await confirm({ title: m.deleteTitle, message: m.deleteMessage, cancel: m.deleteCancel, confirm: m.deleteConfirm });
    if (!confirmed) return;
    await act(
      () => deleteRecord(key).unwrap(),
      () => {
        showToast(m.deleted);
        close();
      },
    );
  };

  return { cancel, remove, requestDeletion };
}
