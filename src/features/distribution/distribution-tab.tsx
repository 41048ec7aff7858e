import { errorBodyOf, errorCodeOf } from '../../api/base-api';
import { EmptyState } from '../../ui/empty-state';
import { SendIcon } from '../../ui/icons';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { SkeletonList } from '../../ui/skeleton';
import { useDistributionQuery } from './api';
import styles from './distribution-tab.module.scss';

export const distributionMessages = {
  empty: '보내거나 받은 증명서가 없습니다.',
  emptyHint: '증명서를 제출하거나 다른 지갑에서 받으면 이곳에 기록돼요.',
  sent: '보냄',
  received: '받음',
} as const;

/** The distribution tab ('sent and received'): the frame and its empty state. */
export default function DistributionTab() {
  const distribution = useDistributionQuery(1);
  if (distribution.isLoading) return <SkeletonList rows={5} />;
  if (errorCodeOf(distribution.error) === 'TAB_MAINTENANCE') {
    const body = errorBodyOf(distribution.error);
    return <MaintenanceNotice title={body?.title ?? ''} message={body?.message ?? ''} />;
  }
  const items = distribution.data?.items ?? [];
  if (items.length === 0) {
    return <EmptyState icon={<SendIcon size={40} />} title={distributionMessages.empty} description={distributionMessages.emptyHint} />;
  }
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.distributionId}-${item.id}`} className={styles.row}>
          <span className={styles.direction}>{item.type === 'SUBMITTED' ? distributionMessages.sent : distributionMessages.received}</span>
          <span className={styles.name}>{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
