import { createPortal } from 'react-dom';
import { useToast } from './toast-store';
import styles from './toast.module.scss';

export { showToast, hideToast } from './toast-store';

/**
 * Mount once near the root. The live region is always present so screen readers announce
 * each new message; it sits above the bottom bar.
 */
export function ToastHost() {
  const toast = useToast();
  return createPortal(
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {toast && (
        <p key={toast.id} className={styles.toast}>
          {toast.message}
        </p>
      )}
    </div>,
    document.body,
  );
}
