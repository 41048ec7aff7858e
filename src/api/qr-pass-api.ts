import { baseApi, listOf } from './base-api';
import { listRead } from './list-read';
import type { CertPass, CertPassCreate, CertPassCreateResult, QrPassInstitution } from './types';

export type { CertPass, CertPassCreateResult, QrPassInstitution };

/** What a view of the passes shows in place when their read fails (a tab under maintenance, nothing found). */
export const QR_PASS_SHOWN_IN_PLACE = listRead('NOT_FOUND', 'TAB_MAINTENANCE');

/**
 * The qualification passes (000 §3 "Cert pass", under /api/v1/qr-pass): the institutions, one
 * institution's passes and a pass made from a held document; read by the apply tab's filter and the
 * passes' own layer from one cache.
 */
export const qrPassApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/qr-pass/institutions. */
    qrPassInstitutions: build.query<QrPassInstitution[], void>({
      query: () => '/api/v1/qr-pass/institutions',
      transformResponse: listOf<QrPassInstitution>,
      extraOptions: QR_PASS_SHOWN_IN_PLACE,
      providesTags: ['CertPass'],
    }),
    /** GET /api/v1/qr-pass?institutionCode=: the passes of one institution. */
    qrPasses: build.query<CertPass[], string>({
      query: (institutionCode) => ({ url: '/api/v1/qr-pass', params: { institutionCode } }),
      transformResponse: listOf<CertPass>,
      extraOptions: QR_PASS_SHOWN_IN_PLACE,
      providesTags: ['CertPass'],
    }),
    /** POST /api/v1/qr-pass: a pass from a held document. */
    createQrPass: build.mutation<CertPassCreateResult, CertPassCreate>({
      query: (body) => ({ url: '/api/v1/qr-pass', method: 'POST', body }),
    }),
  }),
});

export const { useQrPassInstitutionsQuery, useQrPassesQuery, useCreateQrPassMutation } = qrPassApi;
