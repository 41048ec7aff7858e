import { baseApi, listOf } from '../../api/base-api';
import type { CertPass, QrPassInstitution as CertPassInstitution } from '../../api/types';
import { listRead } from '../../api/list-read';

export type { CertPass, CertPassInstitution };

// Shown in place of the list, like the certificates' TAB_MAINTENANCE.
const certPassErrors = listRead('NOT_FOUND', 'TAB_MAINTENANCE');

/** The qualification filter's calls, loaded with its view (cert-pass-list.tsx). */
export const certPassApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    certPassInstitutions: build.query<CertPassInstitution[], void>({
      query: () => '/api/v1/qr-pass/institutions',
      transformResponse: listOf<CertPassInstitution>,
      extraOptions: certPassErrors,
      providesTags: ['CertPass'],
    }),
    certPasses: build.query<CertPass[], string>({
      query: (institutionCode) => ({ url: '/api/v1/qr-pass', params: { institutionCode } }),
      transformResponse: listOf<CertPass>,
      extraOptions: certPassErrors,
      providesTags: ['CertPass'],
    }),
  }),
});

export const { useCertPassInstitutionsQuery, useCertPassesQuery } = certPassApi;
