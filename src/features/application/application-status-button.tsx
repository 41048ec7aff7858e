import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useApplicationCountQuery } from './api';
import { applicationMessages } from './messages';
import styles from './application-status-button.module.scss';

/**
 * The inbox tab's 'application status' button with the pending count (spec 000 §2.3 "Inbox
 * tab"). Features do not import each other: src/app hands this to the inbox tab.
 */
export function ApplicationStatusButton() {
  const count = useApplicationCountQuery();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const pending = count.data?.pendingCount ?? 0;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={pending > 0 ? applicationMessages.pendingLabel(pending) : applicationMessages.title}
      onClick={guard('link', () => navigate(paths.application.getHref()))}
    >
      {applicationMessages.title}
      {pending > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="pending-count">
          {pending > 99 ? '99+' : pending}
        </span>
      )}
    </button>
  );
}
