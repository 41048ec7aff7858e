import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBackHandler } from '../lib/use-back-handler';
import { Button } from './button';
import { buttonsVertical } from './button-layout';
import { resolvePopup, usePopups, type OpenPopup, type PopupCode } from '../lib/popup-store';
import { useModal } from './use-modal';
import styles from './popup.module.scss';

/** Mount once near the root: shows the first queued popup. */
export function PopupHost() {
  const popups = usePopups();
  const top = popups[0];
  return top ? <Popup key={top.id} popup={top} /> : null;
}

function Popup({ popup }: { popup: OpenPopup }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const dismiss = popup.dismissible ? () => resolvePopup(popup.id, null) : undefined;

  useModal(ref, { onEscape: dismiss });
  // Spec 000 §4.11: a popup owns the back press while open; it closes only if dismissible.
  useBackHandler(() => {
    dismiss?.();
    return true;
  });

  const vertical = buttonsVertical(popup.buttons.map((b) => b.label));
  // Unless the caller says otherwise, the main action is the one nearest the thumb's path:
  // the right-hand button side by side, the top one when stacked.
  const primaryIndex = vertical ? 0 : popup.buttons.length - 1;

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onClick={dismiss} />
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={popup.title ? titleId : messageId}
        aria-describedby={popup.title ? messageId : undefined}
        tabIndex={-1}
        className={styles.card}
      >
        <div className={styles.content}>
          {popup.title && (
            <h2 id={titleId} className={styles.title}>
              {popup.title}
            </h2>
          )}
          <p id={messageId} className={popup.title ? styles.message : styles.messageOnly}>
            {popup.message}
          </p>
          {popup.code && <PopupCodeBox code={popup.code} />}
        </div>
        <div className={vertical ? styles.buttonsVertical : styles.buttons}>
          {popup.buttons.map((button, index) => (
            <Button
              key={`${button.value}-${index}`}
              variant={button.variant ?? (index === primaryIndex ? 'primary' : 'secondary')}
              block
              onClick={() => resolvePopup(popup.id, button.value)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}

const COPY = { copy: '복사', copied: '복사했어요', failed: '복사하지 못했어요' } as const;

/** The code large and spaced (read out or typed by someone else), and a button that copies it. */
function PopupCodeBox({ code }: { code: PopupCode }) {
  const [copied, setCopied] = useState<keyof typeof COPY>('copy');
  const copy = () =>
    void navigator.clipboard.writeText(code.value).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <div className={styles.code}>
      <span className={styles.codeLabel}>{code.label}</span>
      <span className={styles.codeValue}>{code.value}</span>
      <Button variant="secondary" className={styles.copy} onClick={copy}>
        <span className="visually-hidden">{code.label}</span> {COPY[copied === 'failed' ? 'copy' : copied]}
      </Button>
      <span className="visually-hidden" role="status">
        {copied === 'copy' ? '' : COPY[copied]}
      </span>
    </div>
  );
}
