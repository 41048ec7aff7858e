import { InfoIcon } from './icons';
import styles from './maintenance-notice.module.scss';

/** TAB_MAINTENANCE: the server's title and message shown in place of a tab (spec 000 §8.3). */
export function MaintenanceNotice({ title, message }: { title: string; message: string }) {
  return (
    <div className={styles.notice} role="status">
      <InfoIcon size={40} />
      <h2 className={styles.title}>{title}</h2>
      {message ? <p className={styles.message}>{message}</p> : null}
    </div>
  );
}
