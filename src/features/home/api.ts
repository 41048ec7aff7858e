import { baseApi } from '../../api/base-api';
import type { CatalogueEntry, HomeData, Paged } from '../../api/types';

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeData, void>({ query: () => '/api/v2/home', providesTags: ['Home'] }),
    catalogue: build.query<Paged<CatalogueEntry>, void>({
      query: () => '/api/v2/application/form',
      extraOptions: { errorContext: { inlineCodes: ['TAB_MAINTENANCE'] } },
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useHomeQuery, useCatalogueQuery } = homeApi;
