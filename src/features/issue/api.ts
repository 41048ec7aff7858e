import { baseApi } from '../../api/base-api';
import type { Reissue } from '../../../contracts/generated/api';

export const issueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What a document was issued from (재발급): its certificate and its application's values. Errors are the page's own. */
    reissueValues: build.query<Reissue, string>({
      query: (documentId) => `/api/v2/inbox/${encodeURIComponent(documentId)}/reissue`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyReissueValuesQuery } = issueApi;
