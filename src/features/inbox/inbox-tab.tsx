import { useNavigate } from 'react-router';
import { errorBodyOf, errorCodeOf } from '../../api/base-api';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { InboxIcon } from '../../ui/icons';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { SkeletonList } from '../../ui/skeleton';
import { useInboxQuery } from './api';
import styles from './inbox-tab.module.scss';

export const inboxMessages = {
  empty: '보관 중인 증명서가 없습니다.',
  emptyHint: '증명서를 신청하면 발급된 증명서가 이곳에 보관돼요.',
  apply: '증명서 신청하기',
} as const;

/** The inbox tab ('my certificates'): the frame and its empty state; the list grows in a later issue. */
export default function InboxTab() {
  const inbox = useInboxQuery(1);
  const navigate = useNavigate();
  if (inbox.isLoading) return <SkeletonList rows={5} />;
  if (errorCodeOf(inbox.error) === 'TAB_MAINTENANCE') {
    const body = errorBodyOf(inbox.error);
    return <MaintenanceNotice title={body?.title ?? ''} message={body?.message ?? ''} />;
  }
  const documents = inbox.data?.items ?? [];
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={<InboxIcon size={40} />}
        title={inboxMessages.empty}
        description={inboxMessages.emptyHint}
        action={<Button variant="secondary" onClick={() => navigate(paths.home.getHref('apply'))}>{inboxMessages.apply}</Button>}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {documents.map((document) => (
        <li key={document.id} className={styles.row}>
          <span className={styles.name}>{document.name}</span>
          <span className={styles.meta}>{document.issuerName}</span>
        </li>
      ))}
    </ul>
  );
}
