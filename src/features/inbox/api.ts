import { baseApi } from '../../api/base-api';
import type { InboxDeleteResult, InboxDocument, NewOnceLink } from '../../../contracts/generated/api';
import { PAGED_FROM_ONE, type Paged } from '../../api/paged';
import { listQuery } from '../../config/paths';
import { listRead } from '../../api/list-read';

/** Spec 000 §9: the inbox is paged by 20. */
export const INBOX_PAGE_SIZE = 20;

const LIST = { type: 'Inbox', id: 'LIST' } as const;

export const inboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v2/inbox, newest first, 20 a page, 'load more' for the next (000 §2.3, §9). */
    inbox: build.infiniteQuery<Paged<InboxDocument>, void, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ pageParam }) => ({ url: '/api/v2/inbox', params: { pageNumber: pageParam, pageSize: INBOX_PAGE_SIZE } }),
      extraOptions: listRead('TAB_MAINTENANCE'),
      providesTags: [LIST],
    }),
    /** POST /api/v2/inbox/delete (000 §7): gone for good. */
    deleteDocuments: build.mutation<InboxDeleteResult, readonly string[]>({
      query: (documentIds) => ({ url: '/api/v2/inbox/delete', method: 'POST', body: { documentIds } }),
      invalidatesTags: [LIST],
    }),
    /** GET /api/v2/inbox/once?documentIds=… (000 §7): a one-time link and its PIN. Not cached: each share is new. */
    makeOnceLink: build.mutation<NewOnceLink, readonly string[]>({
      query: (documentIds) => `/api/v2/inbox/once${listQuery('documentIds', documentIds)}`,
    }),
  }),
});

export const { useInboxInfiniteQuery, useDeleteDocumentsMutation, useMakeOnceLinkMutation } = inboxApi;
