import { distributionRecordLayer, presentationRecordLayer } from '../../config/paths';
import { tabMaintenanceOf } from '../../api/base-api';
import { pagedRows } from '../../api/paged';
import type { DistributionItem, PresentationRecord } from '../../api/types';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SendIcon } from '../../ui/icons';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { SkeletonList } from '../../ui/skeleton';
import { isPresentation, useDistributionPagesInfiniteQuery } from './api';
import { DistributionRow } from './distribution-row';
import { PresentationRow } from './presentation-row';
import { distributionMessages } from './messages';
import styles from './distribution-tab.module.scss';

export const recordLayer = (item: Pick<DistributionItem, 'type' | 'distributionId' | 'id'>): string => distributionRecordLayer(item);

/**
 * The distribution tab ('sent and received', 000 §2.3): the records, newest first, 20 a page with
 * 'load more' — the citizen's presentations among them (beyond the spec, a row of their own).
 */
export default function DistributionTab() {
  const pages = useDistributionPagesInfiniteQuery();
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  const { rows: items, total } = pagedRows(pages.data);

  if (pages.isLoading) return <SkeletonList rows={5} />;
  const maintenance = tabMaintenanceOf(pages.error);
  if (maintenance) return <MaintenanceNotice {...maintenance} />;
  if (pages.isError && items.length === 0) {
    return (
      <EmptyState
        title={distributionMessages.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {distributionMessages.retry}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={<SendIcon size={40} />} title={distributionMessages.empty} description={distributionMessages.emptyHint} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={distributionMessages.listLabel}>
        {items.map((item) =>
          isPresentation(item) ? (
            <li key={item.id}>
              <PresentationRow record={item} onOpen={guard('layer', (row: PresentationRecord) => openLayer(presentationRecordLayer(row.id)))} />
            </li>
          ) : (
            <li key={`${item.distributionId}/${item.id}`}>
              <DistributionRow item={item} onOpen={guard('layer', (row: DistributionItem) => openLayer(recordLayer(row)))} />
            </li>
          ),
        )}
      </ul>
      {pages.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" block disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? distributionMessages.loadingMore : distributionMessages.more(items.length, total)}
          </Button>
        </div>
      )}
    </>
  );
}
