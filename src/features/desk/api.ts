import { baseApi } from '../../api/base-api';
import { PAGED_FROM_ONE, toPaged, type Paged } from '../../api/paged';
import type { DeskOpenResult, DeskOrganisation, DeskSubmission, DeskSummary } from '../../../contracts/generated/api';
import { listRead } from '../../api/list-read';
import { paramsOf, type DeskListView } from './desk-list-query';

/** The desk's page size (the server's default). */
export const DESK_PAGE_SIZE = 20;
const BASE = '/api/v1/desk';

const submissionPath = (id: string) => `${BASE}/submissions/${encodeURIComponent(id)}`;
const documentPath = (id: string, documentId: string) => `${submissionPath(id)}/documents/${encodeURIComponent(documentId)}`;
/** The document as the page's pdf.js viewer reads it (not recorded as a download). */
export const deskFileUrl = (id: string, documentId: string): string => `${documentPath(id, documentId)}/file`;
/** The original PDF to keep: every download is recorded. */
export const deskDownloadUrl = (id: string, documentId: string): string => `${documentPath(id, documentId)}/download`;

/**
 * The desk's answers about a submission are shown on its page (not found, locked, cancelled,
 * expired); everything else goes through the error router, so no desk session leads to the
 * organisation login (the 401's returnUrl).
 */
const inPage = {
  errorContext: { inlineCodes: ['NOT_FOUND', 'SUBMISSION_LOCKED', 'SUBMISSION_CANCELED', 'SUBMISSION_EXPIRED', 'SUBMISSION_NOT_OPENED', 'DELETION_NOT_REQUESTED'] },
};
const LIST = { type: 'Desk' as const, id: 'LIST' };

export const deskApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deskOrganisation: build.query<DeskOrganisation, void>({ query: () => `${BASE}/organisation` }),
    /** Newest first, 20 a page; the next page exists while fewer than totalCount have arrived. */
    deskSubmissions: build.infiniteQuery<Paged<DeskSubmission>, string, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ queryArg: keyword, pageParam }) => ({ url: `${BASE}/submissions`, params: { keyword, page: pageParam, size: DESK_PAGE_SIZE } }),
      transformResponse: toPaged<DeskSubmission>,
      extraOptions: listRead(),
      providesTags: [LIST],
    }),
    /** One numbered page of the list as the table shows it: narrowed, sorted, with the total. */
    deskSubmissionPage: build.query<Paged<DeskSubmission>, DeskListView>({
      query: (view) => ({ url: `${BASE}/submissions`, params: { ...paramsOf(view), page: view.page, size: DESK_PAGE_SIZE } }),
      transformResponse: toPaged<DeskSubmission>,
      extraOptions: listRead(),
      providesTags: [LIST],
    }),
    /** How many in each state, and how many asked to be deleted (the count above the table). */
    deskSummary: build.query<DeskSummary, void>({ query: () => `${BASE}/summary`, extraOptions: listRead(), providesTags: [LIST] }),
    deskSubmission: build.query<DeskSubmission, string>({
      query: submissionPath,
      extraOptions: inPage,
      providesTags: (_result, _error, id) => [{ type: 'Desk', id }],
    }),
    /** One try of the 열람번호; the answer (opened, or tries left) replaces the page's submission. */
    openSubmission: build.mutation<DeskOpenResult, { id: string; viewingNumber: string }>({
      query: ({ id, viewingNumber }) => ({ url: `${submissionPath(id)}/open`, method: 'POST', body: { viewingNumber } }),
      extraOptions: inPage,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(deskApi.util.upsertQueryData('deskSubmission', id, answer.data.submission));
      },
      invalidatesTags: (_result, error, { id }) => (error ? [{ type: 'Desk', id }, LIST] : [LIST]),
    }),
    markProcessed: build.mutation<DeskSubmission, string>({
      query: (id) => ({ url: `${submissionPath(id)}/processed`, method: 'POST' }),
      extraOptions: inPage,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(deskApi.util.upsertQueryData('deskSubmission', id, answer.data));
      },
      invalidatesTags: [LIST],
    }),
    /** Deletes a submission its sender asked to be deleted (삭제 요청): gone from the desk at once. */
    deleteOnRequest: build.mutation<{ deleted: boolean }, string>({
      query: (id) => ({ url: `${submissionPath(id)}/delete`, method: 'POST' }),
      extraOptions: inPage,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useDeskOrganisationQuery,
  useDeskSubmissionsInfiniteQuery,
  useDeskSubmissionPageQuery,
  useDeskSummaryQuery,
  useDeskSubmissionQuery,
  useOpenSubmissionMutation,
  useMarkProcessedMutation,
  useDeleteOnRequestMutation,
} = deskApi;
