import { baseApi, IDEMPOTENCY_HEADER, routeFailure } from '../../api/base-api';
import { documentApi } from '../../api/document-api';
import type { NormalizedError } from '../../api/normalize-error';
import { PAGED_FROM_ONE, toPaged, type Paged } from '../../api/paged';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Recipient, SubmissionRequest, SubmissionResult } from '../../../contracts/generated/api';
import type { InboxDocument } from '../../api/types';

export type { Recipient, SubmissionResult };

/** 001 §9: organisation search pages of 20, from page 1. */
export const AGENCY_PAGE_SIZE = 20;

/** The wallet-lookup answers shown under the field (001 §5, §8); every other code is routed as usual. */
export const WALLET_FIELD_CODES = ['MY_WALLET_ADDRESS', 'INVALID_WALLET_ADDRESS'] as const;

/**
 * A document to submit that is gone: deleted (DOCUMENT_NOT_FOUND), past its viewing period
 * (DOCUMENT_EXPIRED), or not the user's (NOT_FOUND, e.g. an edited link). The page shows these in
 * place, with the way back to the inbox: the 000 §8.4 popup refreshes the inbox, and a refreshed
 * inbox would ask again and show the popup again.
 */
export const GONE_DOCUMENT_CODES = ['DOCUMENT_NOT_FOUND', 'DOCUMENT_EXPIRED', 'NOT_FOUND'] as const;
export type GoneDocumentCode = (typeof GONE_DOCUMENT_CODES)[number];

export const submissionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The documents to submit (id, name, remainingDays, remainingSubmissionCount): each the held
     * document's own read (src/api/document-api.ts, one cache with the viewer's). Tagged per
     * document, not as the inbox list: refreshing the inbox does not ask again. A gone document is
     * shown in place; any other failure goes to the error router.
     */
    submissionDocuments: build.query<InboxDocument[], readonly string[]>({
      async queryFn(ids, api) {
        const answers = await Promise.all(
          ids.map(async (id) => {
            // As fresh as any page's read (000 §9: 2 s), not whatever the cache held since.
            const read = api.dispatch(documentApi.endpoints.inboxDocument.initiate(id, { forceRefetch: 2 }));
            try {
              return await read;
            } finally {
              read.unsubscribe();
            }
          }),
        );
        const failed = answers.find((answer) => answer.error)?.error as (FetchBaseQueryError & { normalized?: NormalizedError }) | undefined;
        if (failed) {
          if (failed.normalized) routeFailure(failed.normalized, { errorContext: { inlineCodes: GONE_DOCUMENT_CODES } });
          return { error: failed };
        }
        return { data: answers.map((answer) => answer.data as InboxDocument) };
      },
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Inbox' as const, id })),
    }),
    /** 001 §7: keyword, page from 1, size 20; the next page while fewer than totalCount have arrived. */
    agencySearch: build.infiniteQuery<Paged<Recipient>, string, number>({
      infiniteQueryOptions: PAGED_FROM_ONE,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/submission/recipient/search',
        params: { keyword: queryArg, page: pageParam, size: AGENCY_PAGE_SIZE },
      }),
      transformResponse: toPaged<Recipient>,
    }),
    walletLookup: build.query<Recipient, string>({
      query: (address) => `/api/v1/submission/address/${encodeURIComponent(address)}`,
      extraOptions: { errorContext: { inlineCodes: WALLET_FIELD_CODES } },
      keepUnusedDataFor: 0,
    }),
    submit: build.mutation<SubmissionResult, SubmissionRequest & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/v1/submission',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      // The submitted documents' submissions left change with it.
      invalidatesTags: (_result, _error, { documentIds }) => [
        { type: 'Distribution', id: 'LIST' },
        { type: 'Inbox', id: 'LIST' },
        ...documentIds.map((id) => ({ type: 'Inbox' as const, id })),
      ],
    }),
  }),
});

export const { useSubmissionDocumentsQuery, useAgencySearchInfiniteQuery, useLazyWalletLookupQuery, useSubmitMutation } = submissionApi;
