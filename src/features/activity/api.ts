import { baseApi } from '../../api/base-api';
import { PAGED_FROM_ONE, type Paged } from '../../api/paged';
import type { ActivityEvent } from '../../../contracts/generated/api';
import { listQuery, toQuery } from '../../config/paths';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '../../../shared/activity';
import { listRead } from '../../api/list-read';

/** The log is paged like the inbox. */
export const ACTIVITY_PAGE_SIZE = 20;

/** What the log page's filter bar chose: one document, one category. */
export interface ActivityPageFilter {
  documentId?: string | undefined;
  category?: ActivityCategory | undefined;
}

/** `GET /api/v2/activity` with the filter: kinds repeated (`kind=A&kind=B`), as the server reads them. */
export function activityUrl(filter: ActivityPageFilter, pageNumber: number): string {
  const base = toQuery({ pageNumber, pageSize: ACTIVITY_PAGE_SIZE, documentId: filter.documentId });
  const kinds = filter.category ? listQuery('kind', ACTIVITY_CATEGORIES[filter.category]).slice(1) : '';
  return `/api/v2/activity${base}${kinds ? `&${kinds}` : ''}`;
}

/** The export's url: a file the browser saves (src/lib/save-file.ts). */
export const activityExportUrl = (format: 'json' | 'csv'): string => `/api/v2/activity/export${toQuery({ format })}`;

export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, 20 a page; always read anew when the page opens (the log grows with every action). */
    activityPages: build.infiniteQuery<Paged<ActivityEvent>, ActivityPageFilter, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ queryArg, pageParam }) => activityUrl(queryArg, pageParam),
      extraOptions: listRead(),
      keepUnusedDataFor: 0,
    }),
    /** The documents the filter offers. */
    activityDocuments: build.query<Array<{ id: string; name: string }>, void>({
      query: () => '/api/v2/activity/documents',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useActivityPagesInfiniteQuery, useActivityDocumentsQuery } = activityApi;
