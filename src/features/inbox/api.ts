import { baseApi } from '../../api/base-api';
import type { InboxDocument, Paged } from '../../api/types';

export const INBOX_PAGE_SIZE = 20;

export const inboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<Paged<InboxDocument>, number>({
      query: (pageNumber) => `/api/v2/inbox?pageNumber=${pageNumber}&pageSize=${INBOX_PAGE_SIZE}`,
      extraOptions: { errorContext: { inlineCodes: ['TAB_MAINTENANCE'] } },
      providesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
  }),
});

export const { useInboxQuery } = inboxApi;
