import type { DistributionItem } from '../../api/types';
import { useDistributionPagesInfiniteQuery } from './api';

/** The record a layer shows, from the list the tab behind it loaded (or loads now, for a deep link). */
export function useRecord(type: DistributionItem['type'], distributionId: string | undefined, id: string | undefined) {
  const pages = useDistributionPagesInfiniteQuery();
  const item = pages.data?.pages
    .flatMap((page) => page.items)
    .find((row) => row.type === type && row.distributionId === distributionId && row.id === id);
  return { item, loading: pages.isLoading };
}
