import { baseApi } from '../../api/base-api';
import { pagesFromOne } from '../../api/paged';
import type { Application, ApplicationCount, ApplicationPage } from '../../../contracts/generated/api';

export type { Application, ApplicationCount };

/** Spec 000 §9: applications are paged by 10 and cover the last 90 days. */
export const APPLICATION_PAGE_SIZE = 10;

/** One loaded page: the result's applications with the envelope's totalCount. */
export interface LoadedApplicationPage extends ApplicationPage {
  totalCount: number;
}

/**
 * The list's result is an object holding `applications` (ApplicationListResponse), so the base
 * query's envelope unwrapping hands over `{ items: { applications }, totalCount }`.
 */
export const toApplicationPage = ({ items, totalCount }: { items: ApplicationPage; totalCount: number }): LoadedApplicationPage => ({
  applications: items.applications,
  totalCount,
});

export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applications: build.infiniteQuery<LoadedApplicationPage, void, number>({
      infiniteQueryOptions: pagesFromOne<LoadedApplicationPage>((page) => page.applications),
      query: ({ pageParam }) => ({ url: '/api/v2/application', params: { pageNumber: pageParam, pageSize: APPLICATION_PAGE_SIZE } }),
      transformResponse: toApplicationPage,
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    applicationCount: build.query<ApplicationCount, void>({
      query: () => '/api/v2/application/count',
      providesTags: [{ type: 'Application', id: 'COUNT' }],
    }),
  }),
});

export const { useApplicationsInfiniteQuery, useApplicationCountQuery } = applicationApi;
