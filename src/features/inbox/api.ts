import { baseApi } from '../../api/base-api';
import type { InboxDeleteResult, NewOnceLink } from '../../../contracts/generated/api';
import { INBOX_LIST } from '../../api/inbox-api';
import { listQuery } from '../../config/paths';

/** What the inbox tab does with held documents (their list is src/api/inbox-api.ts). */
export const inboxActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/v2/inbox/delete (000 §7): gone for good. */
    deleteDocuments: build.mutation<InboxDeleteResult, readonly string[]>({
      query: (documentIds) => ({ url: '/api/v2/inbox/delete', method: 'POST', body: { documentIds } }),
      invalidatesTags: [INBOX_LIST],
    }),
    /** GET /api/v2/inbox/once?documentIds=… (000 §7): a one-time link and its PIN. Not cached: each share is new. */
    makeOnceLink: build.mutation<NewOnceLink, readonly string[]>({
      query: (documentIds) => `/api/v2/inbox/once${listQuery('documentIds', documentIds)}`,
    }),
  }),
});

export const { useDeleteDocumentsMutation, useMakeOnceLinkMutation } = inboxActionsApi;
