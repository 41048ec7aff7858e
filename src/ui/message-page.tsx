import type { ReactNode } from 'react';
import { InfoIcon } from './icons';
import styles from './message-page.module.scss';

/**
 * A whole-page message with its actions at the bottom: error pages, the issue fail and
 * delayed pages. `top` holds an optional bar (a close button).
 */
export function MessagePage({ title, message, top, children }: { title: string; message: string; top?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      {top ? <div className={styles.bar}>{top}</div> : null}
      <main className={styles.main}>
        <InfoIcon size={56} className={styles.icon} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
      </main>
      {children ? <div className={styles.footer}>{children}</div> : null}
    </div>
  );
}
