import { createPortal } from 'react-dom';
import { useLoading } from './loading-store';
import styles from './loading-overlay.module.scss';

export { showLoading, hideLoading, withLoading } from './loading-store';

/** Mount once near the root. Blocks taps while a form submits, a wallet address is deleted, … */
export function LoadingOverlay() {
  const loading = useLoading();
  if (!loading) return null;
  return createPortal(
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">처리하고 있어요</span>
    </div>,
    document.body,
  );
}
