import { baseApi, listOf } from '../../api/base-api';
import type { CatalogueEntry, CertPass, HomeData, InboxDocument, QrPassInstitution as CertPassInstitution } from '../../api/types';
import type { Paged } from '../../api/paged';

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
    /**
     * The documents that expire within 10 days or expired within the last 7 (the home's 만료 임박).
     * A failure leaves the home as it is (the list is a reminder, not the page). The inbox's changes refresh it.
     */
    expiringDocuments: build.query<InboxDocument[], void>({
      query: () => '/api/v2/inbox/expiring',
      transformResponse: listOf<InboxDocument>,
      extraOptions: { silent: true },
      providesTags: [{ type: 'Inbox', id: 'LIST' }],
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

export const { useHomeQuery, useCatalogueQuery, useExpiringDocumentsQuery, useCertPassInstitutionsQuery, useCertPassesQuery } = homeApi;
