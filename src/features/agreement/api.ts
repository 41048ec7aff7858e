import { baseApi } from '../../api/base-api';
import type { Agreement, AgreementSubmit, AgreementSubmitResult, TermContent } from '../../api/types';

/** The agreement call's arguments as the page has them: the kinds as the url names them (contracts' AgreementQuery checks them on the server). */
export interface AgreementArgs {
  types: string[];
  path: string;
  receiverName?: string;
}

export const agreementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    agreement: build.query<Agreement, AgreementArgs>({
      query: ({ types, path, receiverName }) => {
        const params = new URLSearchParams();
        for (const type of types) params.append('types', type);
        params.set('path', path);
        if (receiverName) params.set('receiverName', receiverName);
        return `/api/v2/agreement?${params.toString()}`;
      },
      providesTags: ['Agreement'],
    }),
    termContent: build.query<TermContent, string>({
      query: (termType) => `/api/v2/agreement/term/${encodeURIComponent(termType)}`,
      keepUnusedDataFor: 600,
    }),
    submitAgreement: build.mutation<AgreementSubmitResult, AgreementSubmit>({
      query: (body) => ({ url: '/api/v2/agreement', method: 'POST', body }),
      invalidatesTags: ['Wallet', 'User', 'Agreement'],
    }),
  }),
});

export const { useAgreementQuery, useTermContentQuery, useSubmitAgreementMutation } = agreementApi;
