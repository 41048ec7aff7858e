import { baseApi, listOf } from '../../api/base-api';
import type { CatalogueEntry, CertPass, CertPassCreate, CertPassCreateResult, InboxDocument, QrPassInstitution } from '../../api/types';

export type { CertPass, CertPassCreateResult, QrPassInstitution };

/** The inbox documents a pass can be made from (spec 000 §9: at most 100 a page). */
export const HELD_DOCUMENTS_PAGE_SIZE = 100;

export const certPassApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/qr-pass/institutions. */
    qrPassInstitutions: build.query<QrPassInstitution[], void>({
      query: () => '/api/v1/qr-pass/institutions',
      transformResponse: listOf<QrPassInstitution>,
      providesTags: ['CertPass'],
    }),
    /** GET /api/v1/qr-pass?institutionCode=: the passes of one institution (spec 000 §3 "Cert pass"). */
    qrPassesOf: build.query<CertPass[], string>({
      query: (institutionCode) => ({ url: '/api/v1/qr-pass', params: { institutionCode } }),
      transformResponse: listOf<CertPass>,
      providesTags: ['CertPass'],
    }),
    createCertPass: build.mutation<CertPassCreateResult, CertPassCreate>({
      query: (body) => ({ url: '/api/v1/qr-pass', method: 'POST', body }),
    }),
    heldDocuments: build.query<InboxDocument[], void>({
      query: () => `/api/v2/inbox?pageNumber=1&pageSize=${HELD_DOCUMENTS_PAGE_SIZE}`,
      transformResponse: listOf<InboxDocument>,
      providesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
    passCatalogue: build.query<CatalogueEntry[], void>({
      query: () => '/api/v2/application/form',
      transformResponse: listOf<CatalogueEntry>,
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useQrPassInstitutionsQuery, useQrPassesOfQuery, useCreateCertPassMutation, useHeldDocumentsQuery, usePassCatalogueQuery } =
  certPassApi;
