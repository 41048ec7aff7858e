import { baseApi } from '../../api/base-api';
import type { CatalogueEntry, HomeData, Paged } from '../../api/types';

/** A qualification-checking institution (spec 000 §3 "Cert pass"); GET /api/v1/qr-pass/institutions arrives with issue 4. */
export interface CertPassInstitution {
  name: string;
  code: string;
}

/** A qualification pass of one institution (spec 000 §3). */
export interface CertPass {
  qrPassName: string;
  qrPassCode: string;
  institution: CertPassInstitution;
  urlExposureType?: string;
}

const listOf = <T,>(data: T[] | Paged<T>): T[] => (Array.isArray(data) ? data : data.items);

// Until issue 4 serves the qr-pass calls they answer 404 NOT_FOUND: the tab shows it in place.
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
