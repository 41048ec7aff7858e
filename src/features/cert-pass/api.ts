import { baseApi } from '../../api/base-api';
import type { CatalogueEntry, InboxDocument, Paged } from '../../api/types';

/** A pass of one institution: `GET /api/v1/qr-pass?institutionCode=` (spec 000 §3 "Cert pass"). */
export interface QrPass {
  qrPassCode: string;
  qrPassName: string;
  /** The certificate the pass needs: its edoc path (`/issue/{edocPath}`). */
  edocPath: string;
  /** EXPOSED: the pass url may be shown outside the wallet (as a QR for a PC); HIDDEN: only in the wallet. */
  urlExposureType?: string | null;
}

/** `GET /api/v1/qr-pass/institutions`. */
export interface QrPassInstitution {
  institutionCode: string;
  name: string;
  passes?: QrPass[] | null;
}

/** `POST /api/v1/qr-pass` answer. */
export interface CreatedQrPass {
  url: string;
  qrPassName: string;
  urlExposureType?: string | null;
}

export interface CreateQrPass {
  documentId: string;
  qrPassCode: string;
  institutionCode: string;
}

/** Lists may come bare or paged; institutions may name their code `code`. */
const listOf = <T,>(data: T[] | Paged<T> | null | undefined): T[] => (Array.isArray(data) ? data : (data?.items ?? []));
const institutionsOf = (data: unknown): QrPassInstitution[] =>
  listOf(data as QrPassInstitution[]).map((item) => {
    const raw = item as QrPassInstitution & { code?: string };
    return { ...raw, institutionCode: raw.institutionCode ?? raw.code ?? '' };
  });

/** The inbox documents a pass can be made from (spec 000 §9: at most 100 a page). */
export const HELD_DOCUMENTS_PAGE_SIZE = 100;

export const certPassApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    qrPassInstitutions: build.query<QrPassInstitution[], void>({
      query: () => '/api/v1/qr-pass/institutions',
      transformResponse: institutionsOf,
      providesTags: ['CertPass'],
    }),
    qrPassesOf: build.query<QrPass[], string>({
      query: (institutionCode) => ({ url: '/api/v1/qr-pass', params: { institutionCode } }),
      transformResponse: (data: QrPass[] | Paged<QrPass>) => listOf(data),
      providesTags: ['CertPass'],
    }),
    createCertPass: build.mutation<CreatedQrPass, CreateQrPass>({
      query: (body) => ({ url: '/api/v1/qr-pass', method: 'POST', body }),
    }),
    heldDocuments: build.query<InboxDocument[], void>({
      query: () => `/api/v2/inbox?pageNumber=1&pageSize=${HELD_DOCUMENTS_PAGE_SIZE}`,
      transformResponse: (data: Paged<InboxDocument> | InboxDocument[]) => listOf(data),
      providesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
    passCatalogue: build.query<CatalogueEntry[], void>({
      query: () => '/api/v2/application/form',
      transformResponse: (data: Paged<CatalogueEntry> | CatalogueEntry[]) => listOf(data),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useQrPassInstitutionsQuery, useQrPassesOfQuery, useCreateCertPassMutation, useHeldDocumentsQuery, usePassCatalogueQuery } =
  certPassApi;
