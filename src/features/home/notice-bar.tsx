import type { Notice } from '../../api/types';
import { Skeleton } from '../../ui/skeleton';
import { openReturnUrl } from '../../api/error-actions';
import { homeMessages } from './messages';
import styles from './notice-bar.module.scss';

export function NoticeBar({ notice, loading }: { notice: Notice | null; loading: boolean }) {
  if (loading) return <div className={styles.bar}><Skeleton height={18} width="70%" /></div>;
  if (!notice) return null;
  return (
    <aside className={styles.bar} aria-label={homeMessages.noticeLabel}>
      <span className={styles.tag}>{homeMessages.noticeLabel}</span>
      {notice.intoUrl ? (
        <a
          className={styles.link}
          href={notice.intoUrl}
          onClick={(event) => {
            event.preventDefault();
            openReturnUrl(notice.intoUrl as string);
          }}
        >
          {notice.title}
        </a>
      ) : (
        <span className={styles.link}>{notice.title}</span>
      )}
    </aside>
  );
}
