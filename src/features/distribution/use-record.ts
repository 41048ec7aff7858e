import { skipToken } from '@reduxjs/toolkit/query';
import type { DistributionItem, PresentationRecord } from '../../api/types';
import { isPresentation, useDistributionPagesInfiniteQuery, useDistributionRecordQuery, usePresentationRecordQuery } from './api';

/**
 * The record a layer shows: from the list the tab behind it loaded (or loads now, for a deep
 * link), else read by itself, so a record beyond the loaded pages opens too.
 */
export function useRecord(type: DistributionItem['type'], distributionId: string | undefined, id: string | undefined) {
  const pages = useDistributionPagesInfiniteQuery();
  const listed = pages.data?.pages
    .flatMap((page) => page.items)
    .find((row): row is DistributionItem => row.type === type && !isPresentation(row) && row.distributionId === distributionId && row.id === id);
  const askItself = !pages.isLoading && !listed && distributionId && id ? { distributionId, id } : skipToken;
  const single = useDistributionRecordQuery(askItself);
  // A record deleted since keeps its last answer in the cache: an error means it is gone.
  const read = askItself !== skipToken && !single.isError && single.data?.type === type ? single.data : undefined;
  return { item: listed ?? read, loading: pages.isLoading || (askItself !== skipToken && single.isFetching && !read) };
}

/** A presentation's record a layer shows: from the loaded list, else read by itself. */
export function usePresentationRecord(id: string | undefined) {
  const pages = useDistributionPagesInfiniteQuery();
  const listed = pages.data?.pages.flatMap((page) => page.items).find((row): row is PresentationRecord => isPresentation(row) && row.id === id);
  const askItself = !pages.isLoading && !listed && id ? id : skipToken;
  const single = usePresentationRecordQuery(askItself);
  const read = askItself !== skipToken && !single.isError ? single.data : undefined;
  return { record: listed ?? read, loading: pages.isLoading || (askItself !== skipToken && single.isFetching && !read) };
}
