import { baseApi, listOf } from './base-api';
import { listRead } from './list-read';
import { PAGED_FROM_ONE, type Paged } from './paged';
import type { InboxDocument } from './types';

/** Spec 000 §9: the inbox is paged by 20. */
export const INBOX_PAGE_SIZE = 20;
/** The held documents a qualification pass can be made from (spec 000 §9: at most 100 a page). */
export const HELD_DOCUMENTS_PAGE_SIZE = 100;

export const INBOX_LIST = { type: 'Inbox', id: 'LIST' } as const;

/**
 * GET /api/v2/inbox: the held documents, read by the inbox tab page by page and by the
 * qualification passes all at once, in one slice whose list tag every change of the inbox refreshes.
 */
export const inboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, 20 a page, 'load more' for the next (000 §2.3, §9). */
    inbox: build.infiniteQuery<Paged<InboxDocument>, void, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ pageParam }) => ({ url: '/api/v2/inbox', params: { pageNumber: pageParam, pageSize: INBOX_PAGE_SIZE } }),
      extraOptions: listRead('TAB_MAINTENANCE'),
      providesTags: [INBOX_LIST],
    }),
    heldDocuments: build.query<InboxDocument[], void>({
      query: () => `/api/v2/inbox?pageNumber=1&pageSize=${HELD_DOCUMENTS_PAGE_SIZE}`,
      transformResponse: listOf<InboxDocument>,
      providesTags: [INBOX_LIST],
    }),
  }),
});

export const { useInboxInfiniteQuery, useHeldDocumentsQuery } = inboxApi;
