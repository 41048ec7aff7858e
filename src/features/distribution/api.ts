import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';
import { PAGED_FROM_ONE, toPaged, type Paged } from '../../api/paged';
import { performErrorAction, showServerPopup } from '../../api/error-actions';
import { routeError } from '../../api/error-router';
import type { NormalizedError } from '../../api/normalize-error';
import type { ApiError, DistributionItem, PresentationRecord } from '../../api/types';
import { listRead } from '../../api/list-read';

/** The server's page size (the spec leaves it open; 20 like the inbox). */
export const DISTRIBUTION_PAGE_SIZE = 20;

/** A row of 보낸/받은 내역: a document sent or received (000 §3), or a presentation made (beyond the spec). */
export type SentOrReceived = DistributionItem | PresentationRecord;

export const isPresentation = (item: SentOrReceived): item is PresentationRecord => item.type === 'PRESENTED';

export interface RecordKey {
  distributionId: string;
  id: string;
}

const recordPath = ({ distributionId, id }: RecordKey) =>
  `/api/v2/distribution/${encodeURIComponent(distributionId)}/document/${encodeURIComponent(id)}`;

const LIST = { type: 'Distribution' as const, id: 'LIST' };
/** DISTRIBUTION_ERROR is handled where the action was taken (000 §8.4: popup, refresh, close the reject layer). */
const distributionErrorsHere = { errorContext: { inlineCodes: ['DISTRIBUTION_ERROR'] } };

export const distributionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Paged by pageNumber (000 §7); the next page exists while fewer than totalCount have arrived.
     * The wallet's own list has the citizen's presentations among the documents (presentations=true).
     */
    distributionPages: build.infiniteQuery<Paged<SentOrReceived>, void, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ pageParam }) => `/api/v2/distribution?pageNumber=${pageParam}&presentations=true`,
      transformResponse: toPaged<SentOrReceived>,
      extraOptions: listRead('TAB_MAINTENANCE'),
      providesTags: [LIST],
    }),
    /**
     * One record, for a layer whose row is on no loaded page (a deep link or a reload after
     * 'load more'). NOT_FOUND is the layer's own 'not found' state, not the invalid-path page.
     */
    distributionRecord: build.query<DistributionItem, RecordKey>({
      query: recordPath,
      extraOptions: { errorContext: { inlineCodes: ['NOT_FOUND'] } },
      providesTags: [LIST],
    }),
    /** The preview's url; its errors are routed by the preview (§8.2 step 3), never by the base query. */
    distributionViewer: build.query<{ url: string }, RecordKey>({
      query: (key) => `${recordPath(key)}/viewer`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    rejectDistribution: build.mutation<DistributionItem, RecordKey & { reason: string }>({
      query: ({ reason, ...key }) => ({ url: `${recordPath(key)}/reject`, method: 'POST', params: { reason } }),
      extraOptions: distributionErrorsHere,
      invalidatesTags: [LIST],
    }),
    cancelDistribution: build.mutation<DistributionItem, RecordKey>({
      query: (key) => ({ url: `${recordPath(key)}/cancel`, method: 'POST' }),
      extraOptions: distributionErrorsHere,
      invalidatesTags: [LIST],
    }),
    /** 삭제 요청 (beyond the spec): asks the recipient to delete the submission; asking again changes nothing. */
    requestDeletion: build.mutation<DistributionItem, RecordKey>({
      query: (key) => ({ url: `${recordPath(key)}/deletion-request`, method: 'POST' }),
      extraOptions: distributionErrorsHere,
      invalidatesTags: [LIST],
    }),
    /** A presentation's record, for its layer when it is on no loaded page (a deep link, the activity log). */
    presentationRecord: build.query<PresentationRecord, string>({
      query: (id) => `/api/v2/wallet/presentations/${encodeURIComponent(id)}`,
      extraOptions: { errorContext: { inlineCodes: ['NOT_FOUND'] } },
      providesTags: [LIST],
    }),
    /** 삭제 요청 of a presentation: this service's own desk deletes what it received. */
    requestPresentationDeletion: build.mutation<PresentationRecord, string>({
      query: (id) => ({ url: `/api/v2/wallet/presentation-requests/${encodeURIComponent(id)}/deletion-request`, method: 'POST' }),
      extraOptions: distributionErrorsHere,
      invalidatesTags: [LIST],
    }),
    deleteDistribution: build.mutation<{ deleted: boolean }, RecordKey>({
      query: (key) => ({ url: recordPath(key), method: 'DELETE' }),
      extraOptions: distributionErrorsHere,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useDistributionPagesInfiniteQuery,
  useDistributionRecordQuery,
  useLazyDistributionViewerQuery,
  useRejectDistributionMutation,
  useCancelDistributionMutation,
  useDeleteDistributionMutation,
  useRequestDeletionMutation,
  usePresentationRecordQuery,
  useRequestPresentationDeletionMutation,
} = distributionApi;

const bodyOf = (error: unknown): ApiError | null => {
  const normalized = (error as { normalized?: NormalizedError } | undefined)?.normalized;
  return normalized?.kind === 'http' ? normalized.body : null;
};

export const isDistributionError = (error: unknown): boolean => bodyOf(error)?.code === 'DISTRIBUTION_ERROR';

/** DISTRIBUTION_ERROR (000 §8.4): the server's title and message with 확인, then the list is fetched again. */
export async function distributionErrorPopup(error: unknown, dispatch: (action: UnknownAction) => unknown): Promise<void> {
  await showServerPopup(bodyOf(error));
  dispatch(baseApi.util.invalidateTags([LIST]));
}

/** The preview's errors (000 §8.2 step 3): DISTRIBUTION_ERROR keeps its popup, anything else goes to the error page. */
export function routePreviewError(error: unknown, url: string): void {
  const normalized = (error as { normalized?: NormalizedError } | undefined)?.normalized ?? { kind: 'network' as const };
  performErrorAction(routeError(normalized, { url, where: 'preview' }));
}

/** A PDF that pdf.js could not fetch, as the error the router knows (its HTTP status, else a network error). */
export function pdfLoadError(error: unknown): { normalized: NormalizedError } {
  const status = (error as { status?: unknown } | null)?.status;
  return { normalized: typeof status === 'number' && status > 0 ? { kind: 'http', status, body: null } : { kind: 'network' } };
}
