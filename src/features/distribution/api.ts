import { baseApi } from '../../api/base-api';
import type { DistributionItem, Paged } from '../../api/types';

export const distributionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    distribution: build.query<Paged<DistributionItem>, number>({
      query: (pageNumber) => `/api/v2/distribution?pageNumber=${pageNumber}`,
      extraOptions: { errorContext: { inlineCodes: ['TAB_MAINTENANCE'] } },
      providesTags: [{ type: 'Distribution', id: 'LIST' }],
    }),
  }),
});

export const { useDistributionQuery } = distributionApi;
