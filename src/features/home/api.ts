import { baseApi, listOf } from '../../api/base-api';
import type { CatalogueEntry, CertPass, HomeData, Paged, QrPassInstitution as CertPassInstitution } from '../../api/types';

export type { CertPass, CertPassInstitution };


// Shown in place of the list, like the certificates' TAB_MAINTENANCE.
const certPassErrors = { errorContext: { inlineCodes: ['NOT_FOUND', 'TAB_MAINTENANCE'] } };

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeData, void>({ query: () => '/api/v2/home', providesTags: ['Home'] }),
    catalogue: build.query<Paged<CatalogueEntry>, void>({
      query: () => '/api/v2/application/form',
      extraOptions: { errorContext: { inlineCodes: ['TAB_MAINTENANCE'] } },
      providesTags: ['Catalogue'],
    }),
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

export const { useHomeQuery, useCatalogueQuery, useCertPassInstitutionsQuery, useCertPassesQuery } = homeApi;
