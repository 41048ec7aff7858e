import { baseApi, listOf } from '../../api/base-api';
import type { CatalogueEntry, HomeData, InboxDocument } from '../../api/types';
import type { Paged } from '../../api/paged';
import { listRead } from '../../api/list-read';

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeData, void>({ query: () => '/api/v2/home', providesTags: ['Home'] }),
    catalogue: build.query<Paged<CatalogueEntry>, void>({
      query: () => '/api/v2/application/form',
      extraOptions: listRead('TAB_MAINTENANCE'),
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
  }),
});

export const { useHomeQuery, useCatalogueQuery, useExpiringDocumentsQuery } = homeApi;
