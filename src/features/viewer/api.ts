import { baseApi } from '../../api/base-api';
import type { InboxDocument } from '../../api/types';
import { performErrorAction } from '../../api/error-actions';
import type { NormalizedError } from '../../api/normalize-error';
import { viewerErrorAction } from './viewer-errors';

/** GET /api/v2/inbox/{id}/viewer (spec 000 §3 "Inbox document": the viewer response has a url). */
export interface ViewerDocument {
  url: string;
  /** Shown in the header when the server sends it; otherwise the PDF's title is used. */
  name?: string | null;
}

const currentUrl = () => window.location.pathname + window.location.search;

export const viewerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    viewerDocument: build.query<ViewerDocument, string>({
      // Silent base query, routed here: §8.2 step 3 sends the viewer's errors to the error page,
      // except DOCUMENT_NOT_FOUND / DOCUMENT_EXPIRED, whose popups close the viewer (§8.4).
      async queryFn(documentId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/api/v2/inbox/${encodeURIComponent(documentId)}/viewer`);
        if (result.error) {
          const normalized = (result.error as { normalized?: NormalizedError }).normalized ?? { kind: 'network' };
          performErrorAction(viewerErrorAction(normalized, currentUrl()));
          return { error: result.error };
        }
        return { data: result.data as ViewerDocument };
      },
      extraOptions: { silent: true, errorContext: { where: 'viewer' } },
      keepUnusedDataFor: 0,
    }),
    /** GET /api/v2/inbox/{id}: the document's name for the header. Its errors are the viewer call's too, routed there. */
    viewerInboxItem: build.query<InboxDocument, string>({
      query: (documentId) => `/api/v2/inbox/${encodeURIComponent(documentId)}`,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Inbox', id }],
    }),
  }),
});

export const { useViewerDocumentQuery, useViewerInboxItemQuery } = viewerApi;
