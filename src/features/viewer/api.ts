import { baseApi } from '../../api/base-api';
import { documentApi } from '../../api/document-api';
import type { Viewer } from '../../../contracts/generated/api';

/** Spec 000 §8.2 step 3: the viewer's errors go to the error page; the router's DOCUMENT_* popups close it instead. */
const onViewer = { errorContext: { where: 'viewer' } } as const;

export const viewerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v2/inbox/{documentId}/download?pinCode= (000 §7): the url of the copy that opens with that password. */
    protectedDownload: build.mutation<Viewer, { documentId: string; pinCode: string }>({
      query: ({ documentId, pinCode }) => ({ url: `/api/v2/inbox/${encodeURIComponent(documentId)}/download`, params: { pinCode } }),
      extraOptions: onViewer,
    }),
  }),
});

export const { useProtectedDownloadMutation } = viewerApi;
// The header's name: the held document's read, whose errors are the viewer call's too, routed there.
export const { useViewerDocumentQuery, useInboxDocumentQuery } = documentApi;
