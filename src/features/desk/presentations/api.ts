import { baseApi } from '../../../api/base-api';
import { PAGED_FROM_ONE, toPaged, type Paged } from '../../../api/paged';
import type { DeskPresentation, DeskPresentationResult, DeskPresentationTemplate } from '../../../../contracts/generated/api';

const BASE = '/api/v1/desk';
/** How often the page asks whether a waiting request was answered. */
export const ANSWER_POLL_MS = 1500;
const PAGE_SIZE = 20;
const RESULTS = { type: 'Desk' as const, id: 'PRESENTATIONS' };

/** The desk's 증명 요청: the templates of its organisation, a new request, one request as it waits, the presentations received. */
export const presentationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deskPresentationTemplates: build.query<DeskPresentationTemplate[], void>({ query: () => `${BASE}/presentation-templates` }),
    createPresentationRequest: build.mutation<DeskPresentation, string>({
      query: (templateId) => ({ url: `${BASE}/presentation-requests`, method: 'POST', body: { templateId } }),
    }),
    deskPresentationRequest: build.query<DeskPresentation, string>({
      query: (id) => `${BASE}/presentation-requests/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Desk', id: `presentation-${id}` }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer?.data.status === 'ANSWERED') dispatch(presentationApi.util.invalidateTags([RESULTS]));
      },
    }),
    /** Deletes a presentation its citizen asked the desk to delete (요청대로 삭제). */
    deletePresentation: build.mutation<void, string>({
      query: (id) => ({ url: `${BASE}/presentations/${encodeURIComponent(id)}/delete`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [RESULTS, { type: 'Desk', id: `presentation-${id}` }],
    }),
    deskPresentations: build.infiniteQuery<Paged<DeskPresentationResult>, void, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ pageParam }) => ({ url: `${BASE}/presentations`, params: { page: pageParam, size: PAGE_SIZE } }),
      transformResponse: toPaged<DeskPresentationResult>,
      providesTags: [RESULTS],
    }),
  }),
});

export const { useDeletePresentationMutation, useDeskPresentationTemplatesQuery, useCreatePresentationRequestMutation, useDeskPresentationRequestQuery, useDeskPresentationsInfiniteQuery } = presentationApi;
