import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useClickGuard } from '../../lib/click-guard';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import { Sheet } from '../../ui/sheet';
import { showToast } from '../../ui/toast-store';
import { canReject, REJECT_REASON_MAX } from './actions';
import { distributionErrorPopup, isDistributionError, useRejectDistributionMutation } from './api';
import { distributionMessages as m } from './messages';
import styles from './distribution-layers.module.scss';

/** 000 §9: the textarea grows with its text up to 150 px, then scrolls. */
export const REJECT_TEXTAREA_MAX_PX = 150;

/**
 * received/{distributionId}/{id}/reject (000 §2.2, §2.3, §5): the reason (at most 200
 * characters, counter x/200, the limit message at 200) and a done button that needs a
 * non-empty trimmed text. Done or a DISTRIBUTION_ERROR closes this layer, back to the record.
 */
export default function RejectLayer({ params, close }: LayerProps) {
  const [reason, setReason] = useState('');
  const [reject] = useRejectDistributionMutation();
  const dispatch = useDispatch();
  const guard = useClickGuard();
  const area = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const limitId = useId();
  const atLimit = reason.length >= REJECT_REASON_MAX;

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, REJECT_TEXTAREA_MAX_PX)}px`;
  }, [reason]);

  const done = async () => {
    if (!canReject(reason) || !params.distributionId || !params.id) return;
    showLoading();
    try {
      await reject({ distributionId: params.distributionId, id: params.id, reason: reason.trim() }).unwrap();
      showToast(m.rejected);
      close();
    } catch (error) {
      if (isDistributionError(error)) {
        hideLoading();
        await distributionErrorPopup(error, dispatch);
        close();
      }
    } finally {
      hideLoading();
    }
  };

  const footer = (
    <Button block disabled={!canReject(reason)} onClick={guard('api', done)}>
      {m.rejectDone}
    </Button>
  );

  return (
    <Sheet display="bottom" title={m.rejectTitle} onClose={close} footer={footer}>
      <label className="visually-hidden" htmlFor={`${counterId}-input`}>
        {m.rejectLabel}
      </label>
      <p className={styles.rejectHint}>{m.rejectHint}</p>
      <textarea
        id={`${counterId}-input`}
        ref={area}
        className={styles.textarea}
        style={{ maxHeight: REJECT_TEXTAREA_MAX_PX }}
        value={reason}
        maxLength={REJECT_REASON_MAX}
        rows={3}
        placeholder={m.rejectPlaceholder}
        aria-describedby={atLimit ? `${counterId} ${limitId}` : counterId}
        data-autofocus=""
        onChange={(event) => setReason(event.target.value.slice(0, REJECT_REASON_MAX))}
      />
      <div className={styles.counterRow}>
        {atLimit ? (
          <span id={limitId} className={styles.limit} role="alert">
            {m.rejectLimit}
          </span>
        ) : (
          <span />
        )}
        <span id={counterId} className={styles.counter} aria-live="polite">
          {reason.length}/{REJECT_REASON_MAX}
        </span>
      </div>
    </Sheet>
  );
}
