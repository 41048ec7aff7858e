import { baseApi } from './base-api';
import type { InboxDocument, Viewer } from '../../contracts/generated/api';

/**
 * GET /api/v2/inbox/{id}/viewer (000 §3 "Inbox document": the viewer response has a url): read by
 * the viewer, and by the issue runner preparing the viewer while its progress sheet shows. Spec
 * 000 §8.2 step 3: the viewer's errors go to the error page.
 */
export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v2/inbox/{id}: one held document (its name, remaining days, submissions left), read
     * by the viewer's header and the submission page from one cache. Its failures are each reader's
     * to show (the viewer routes the viewer call's, the submission page shows a gone document in place).
     */
    inboxDocument: build.query<InboxDocument, string>({
      query: (documentId) => `/api/v2/inbox/${encodeURIComponent(documentId)}`,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Inbox', id }],
    }),
    viewerDocument: build.query<Viewer, string>({
      query: (documentId) => `/api/v2/inbox/${encodeURIComponent(documentId)}/viewer`,
      extraOptions: { errorContext: { where: 'viewer' } },
      keepUnusedDataFor: 0,
    }),
  }),
});
