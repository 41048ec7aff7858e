import { baseApi } from '../../api/base-api';
import type { OnceLink, Verification } from '../../../contracts/generated/api';

/**
 * The public calls: no session, and their errors are shown on the page itself (a stranger
 * opening a link is never sent to the wallet's error pages).
 */
const inPage = { silent: true } as const;

export const verifyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v2/shared/{token}: the one-time link's state; its documents once this browser opened it. */
    onceLink: build.query<OnceLink, string>({
      query: (token) => `/api/v2/shared/${encodeURIComponent(token)}`,
      extraOptions: inPage,
      keepUnusedDataFor: 0,
    }),
    /** POST /api/v2/shared/{token}/pin: one try of the PIN; answers the link's state after it. */
    enterPin: build.mutation<OnceLink, { token: string; pinCode: string }>({
      query: ({ token, pinCode }) => ({ url: `/api/v2/shared/${encodeURIComponent(token)}/pin`, method: 'POST', body: { pinCode } }),
      extraOptions: inPage,
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(verifyApi.util.upsertQueryData('onceLink', token, data));
      },
    }),
    /** POST /api/v2/verify with the PDF as the body. */
    verifyPdf: build.mutation<Verification, ArrayBuffer>({
      query: (file) => ({ url: '/api/v2/verify', method: 'POST', body: file, headers: { 'content-type': 'application/pdf' } }),
      extraOptions: inPage,
    }),
  }),
});

export const { useOnceLinkQuery, useEnterPinMutation, useVerifyPdfMutation } = verifyApi;
