import type { ReactNode } from 'react';
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

/**
 * The inbox tab ('my certificates'): the 'application status' button with its pending count
 * (given by src/app, it belongs to the application feature), the list and its empty state.
 */
export default function InboxTab({ applicationStatus }: { applicationStatus?: ReactNode }) {
  return (
    <>
      {applicationStatus ? <div className={styles.toolbar}>{applicationStatus}</div> : null}
      <InboxList />
    </>
  );
}

function InboxList() {
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
        <li key={document.id}>
          <button type="button" className={styles.row} onClick={() => navigate(`/issued/viewer/${encodeURIComponent(document.id)}`)}>
            <span className={styles.name}>{document.name}</span>
            <span className={styles.meta}>{document.issuerName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
