import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { normalizeError, type NormalizedError } from './normalize-error';
import { routeError, type ErrorContext } from './error-router';
import { performErrorAction, reportApiError } from './error-actions';

export type ApiExtraOptions = {
  /** Where the call happens, for the error router (spec 000 §8.2 step 3 and the partner flow). */
  errorContext?: Omit<ErrorContext, 'url'>;
  /** The caller handles every error itself (e.g. polling ignores network errors). */
  silent?: boolean;
};

export const REQUEST_TIMEOUT_MS = 15_000;

let rawBaseQuery: ReturnType<typeof fetchBaseQuery> | null = null;
let rawOrigin = '';

// Built from location.origin at call time: a relative baseUrl fails to parse in jsdom (STACK.md).
function raw(): ReturnType<typeof fetchBaseQuery> {
  if (!rawBaseQuery || rawOrigin !== window.location.origin) {
    rawOrigin = window.location.origin;
    rawBaseQuery = fetchBaseQuery({ baseUrl: rawOrigin, credentials: 'include', timeout: REQUEST_TIMEOUT_MS });
  }
  return rawBaseQuery;
}

const currentUrl = () => window.location.pathname + window.location.search;

/** The header of the server's idempotency mechanism (server/plugins/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Every write carries an Idempotency-Key: a repeat of the same request with the same key is
 * answered with the first one's answer and runs nothing. A caller that may send the same intent
 * twice (a retry after a lost answer) passes its own stable key; otherwise each call gets one.
 */
function withIdempotencyKey(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.method || ['GET', 'HEAD'].includes(args.method.toUpperCase())) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  return { ...args, headers };
}

/** Unwraps the envelope `{ result, totalCount? }`; lists become `{ items, totalCount }`. */
function unwrap(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('result' in body)) return body;
  const envelope = body as { result: unknown; totalCount?: number };
  return typeof envelope.totalCount === 'number'
    ? { items: envelope.result, totalCount: envelope.totalCount }
    : envelope.result;
}

export const routedBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError & { normalized?: NormalizedError }, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await raw()(withIdempotencyKey(args), api, {});
  if (result.error) {
    const normalized = normalizeError(result.error);
    if (!extraOptions?.silent) {
      performErrorAction(routeError(normalized, { url: currentUrl(), ...extraOptions?.errorContext }));
    }
    if (normalized.kind === 'http') {
      reportApiError(normalized.status, normalized.body?.code, normalized.body?.message ?? `HTTP ${normalized.status}`);
    }
    return { error: { ...result.error, normalized }, meta: result.meta };
  }
  return { data: unwrap(result.data), meta: result.meta };
};

/**
 * The one RTK Query api. Features inject their endpoints in their own `api.ts`.
 * Spec 000 §9: default stale time 2 s, no retries, no refetch on focus.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: routedBaseQuery,
  tagTypes: ['Wallet', 'User', 'Home', 'Agreement', 'Inbox', 'Distribution', 'Application', 'Catalogue', 'Lookup', 'CertPass'],
  refetchOnMountOrArgChange: 2,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

/** A list answer: the array itself, or `{ items, totalCount }` when the server sent a totalCount. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)) return (data as { items: T[] }).items;
  return [];
}

export function errorCodeOf(error: unknown): string | null {
  const normalized = (error as { normalized?: NormalizedError } | undefined)?.normalized;
  return normalized?.kind === 'http' ? (normalized.body?.code ?? null) : null;
}

export function errorBodyOf(error: unknown) {
  const normalized = (error as { normalized?: NormalizedError } | undefined)?.normalized;
  return normalized?.kind === 'http' ? normalized.body : null;
}

/** TAB_MAINTENANCE (spec 000 §8.3): the server's title and message a tab shows in its place, else null. */
export function tabMaintenanceOf(error: unknown): { title: string; message: string } | null {
  if (errorCodeOf(error) !== 'TAB_MAINTENANCE') return null;
  const body = errorBodyOf(error);
  return { title: body?.title ?? '', message: body?.message ?? '' };
}
