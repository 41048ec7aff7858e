import { baseApi } from '../../api/base-api';
import type { CatalogueEntry, Paged } from '../../api/types';

/** Spec 000 §3 "Application" as listed by GET /api/v2/application. */
export interface Application {
  id: string;
  /** 'YYYYMMDDHHmmss' */
  applicationDate: string;
  name: string;
  state: string;
  applicationState?: string | null;
  packageId?: string | null;
  packageName?: string | null;
  documentId?: string | null;
  message?: string | null;
  signStatus?: string | null;
  /** The certificate's edoc path, when the server sends it (matched before the name). */
  path?: string | null;
}

export interface ApplicationPage {
  applications: Application[];
  totalCount: number;
}

/** Spec 000 §3 "Application count". */
export interface ApplicationCount {
  totalCount: number;
  pendingCount: number;
}

/** Spec 000 §9: applications are paged by 10 and cover the last 90 days. */
export const APPLICATION_PAGE_SIZE = 10;

type ListBody = { applications?: Application[] } | Application[] | null | undefined;

/**
 * The list's result is an object holding `applications`, so the base query's list unwrapping
 * hands over `{ items: { applications }, totalCount }`; a bare result is accepted too.
 */
export function toApplicationPage(data: { items?: ListBody; totalCount?: number } & { applications?: Application[] }): ApplicationPage {
  const body: ListBody = 'items' in data ? data.items : data;
  const applications = Array.isArray(body) ? body : (body?.applications ?? []);
  return { applications, totalCount: typeof data.totalCount === 'number' ? data.totalCount : applications.length };
}

export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applications: build.infiniteQuery<ApplicationPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (_last, allPages, lastPageParam) => {
          const loaded = allPages.reduce((sum, page) => sum + page.applications.length, 0);
          const total = allPages[allPages.length - 1]?.totalCount ?? 0;
          return loaded < total && (allPages[allPages.length - 1]?.applications.length ?? 0) > 0 ? lastPageParam + 1 : undefined;
        },
      },
      query: ({ pageParam }) => ({ url: '/api/v2/application', params: { pageNumber: pageParam, pageSize: APPLICATION_PAGE_SIZE } }),
      transformResponse: toApplicationPage,
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    applicationCount: build.query<ApplicationCount, void>({
      query: () => '/api/v2/application/count',
      providesTags: [{ type: 'Application', id: 'COUNT' }],
    }),
    /** The catalogue, to tell whether a failed application's certificate can still be applied for. */
    reissuableCertificates: build.query<CatalogueEntry[], void>({
      query: () => '/api/v2/application/form',
      transformResponse: (data: Paged<CatalogueEntry> | CatalogueEntry[]) => (Array.isArray(data) ? data : data.items),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useApplicationsInfiniteQuery, useApplicationCountQuery, useReissuableCertificatesQuery } = applicationApi;
