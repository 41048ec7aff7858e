import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { BackIcon, CloseIcon } from './icons';
import { IconButton } from './page';
import { useModal } from './use-modal';
import styles from './sheet.module.scss';

/** Spec 000 §2.2 layer display styles. */
export type SheetDisplay = 'bottom' | 'qr' | 'full' | 'agreement' | 'input';

export interface SheetProps {
  display: SheetDisplay;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  hideTitle?: boolean;
  closeLabel?: string;
}

/** Tapping the dim closes these; an input modal keeps what was typed. */
const BACKDROP_CLOSES: Record<SheetDisplay, boolean> = {
  bottom: true,
  agreement: true,
  qr: true,
  input: false,
  full: false,
};

export function Sheet({ display, title, onClose, children, footer, hideTitle = false, closeLabel }: SheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const full = display === 'full';
  useModal(ref, { onEscape: onClose, dim: !full });

  const label = closeLabel ?? (full ? '뒤로 가기' : '닫기');
  const closeButton = (
    <IconButton label={label} icon={full ? <BackIcon /> : <CloseIcon />} onClick={onClose} />
  );
  const heading = (
    <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
      {title}
    </h2>
  );

  return createPortal(
    <div className={`${styles.root} ${styles[display]}`}>
      {!full && (
        <div
          className={styles.backdrop}
          aria-hidden="true"
          onClick={BACKDROP_CLOSES[display] ? onClose : undefined}
          data-testid="sheet-backdrop"
        />
      )}
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        {full ? (
          <div className={styles.fullHeader}>
            {closeButton}
            {heading}
            <span className={styles.spacer} />
          </div>
        ) : (
          <div className={hideTitle ? styles.headerBare : styles.header}>
            {heading}
            {closeButton}
          </div>
        )}
        {/* Focusable so that a keyboard can scroll a long body (a term's text) that holds no control. */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {footer !== undefined && footer !== null && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
