import { baseApi } from './base-api';
import type { Viewer } from '../../contracts/generated/api';

/**
 * GET /api/v2/inbox/{id}/viewer (000 §3 "Inbox document": the viewer response has a url): read by
 * the viewer, and by the issue runner preparing the viewer while its progress sheet shows. Spec
 * 000 §8.2 step 3: the viewer's errors go to the error page.
 */
export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    viewerDocument: build.query<Viewer, string>({
      query: (documentId) => `/api/v2/inbox/${encodeURIComponent(documentId)}/viewer`,
      extraOptions: { errorContext: { where: 'viewer' } },
      keepUnusedDataFor: 0,
    }),
  }),
});
