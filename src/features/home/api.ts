import { baseApi, listOf } from '../../api/base-api';
import type { HomeData, InboxDocument } from '../../api/types';

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeData, void>({ query: () => '/api/v2/home', providesTags: ['Home'] }),
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

export const { useHomeQuery, useExpiringDocumentsQuery } = homeApi;
