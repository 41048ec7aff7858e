import { baseApi } from '../../api/base-api';
import type { PresentationAnswerResponse, WalletPresentation } from '../../../contracts/generated/api';

/** The wallet's answers about a request are shown on its page, in the server's words. */
export const PRESENTATION_CODES = [
  'PRESENTATION_UNTRUSTED',
  'PRESENTATION_EXPIRED',
  'PRESENTATION_ANSWERED',
  'PRESENTATION_NOT_FOUND',
  'PRESENTATION_INVALID',
  'PRESENTATION_UNSUPPORTED',
  'PRESENTATION_MISSING',
  'PRESENTATION_UNREACHABLE',
  'PRESENTATION_REFUSED',
  'INVALID_PARAM',
  'NOT_FOUND',
] as const;
const inPage = { errorContext: { inlineCodes: PRESENTATION_CODES } };
const BASE = '/api/v2/wallet/presentation-requests';

/** The citizen's wallet answering a verifier: open a request (its link), send the presentation made in the browser. */
export const presentationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openPresentationRequest: build.mutation<WalletPresentation, string>({
      query: (uri) => ({ url: BASE, method: 'POST', body: { uri } }),
      extraOptions: inPage,
    }),
    answerPresentationRequest: build.mutation<PresentationAnswerResponse['result'], { id: string; presentation: string }>({
      query: ({ id, presentation }) => ({ url: `${BASE}/${encodeURIComponent(id)}/response`, method: 'POST', body: { presentation } }),
      extraOptions: inPage,
    }),
  }),
});

export const { useOpenPresentationRequestMutation, useAnswerPresentationRequestMutation } = presentationApi;
