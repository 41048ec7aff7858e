import { baseApi, listOf } from './base-api';
import { listRead } from './list-read';
import type { CatalogueEntry } from './types';

/** What a view that reads the catalogue shows in place of it when the read fails (the apply tab's maintenance). */
export const CATALOGUE_SHOWN_IN_PLACE = listRead('TAB_MAINTENANCE');

/**
 * GET /api/v2/application/form (000 §3): the certificates that can be applied for, one answer in
 * one cache for every view that reads it (the apply tab and its search, the expiring documents'
 * 재발급, the applications' reissue, the qualification passes).
 */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    catalogue: build.query<CatalogueEntry[], void>({
      query: () => '/api/v2/application/form',
      transformResponse: listOf<CatalogueEntry>,
      extraOptions: CATALOGUE_SHOWN_IN_PLACE,
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useCatalogueQuery } = catalogueApi;
