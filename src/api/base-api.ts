import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { normalizeError, type NormalizedError } from './normalize-error';
import { routeError, type ErrorContext } from './error-router';
import { performErrorAction, reportApiError } from './error-actions';
import { takeBootAnswer } from './boot-answers';
import { hydratePage } from './page-state';

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
 * Keys of writes that got no answer (a network error or a timeout), by request: the server may
 * have done the write, so the retry of the same request must carry the same key and get the first
 * answer instead of doing it again. Any answer (success or error body) forgets the key, so the
 * next tap is a new intent with a new key.
 */
const unansweredKeys = new Map<string, string>();
const MAX_UNANSWERED = 50;

const requestOf = (args: FetchArgs): string =>
  `${(args.method ?? 'GET').toUpperCase()} ${args.url} ${JSON.stringify(args.params ?? null)} ${JSON.stringify(args.body ?? null)}`;

/**
 * Every call carries an Idempotency-Key: a repeat of the same request with the same key is
 * answered with the first one's answer and runs nothing. A caller that may send the same intent
 * twice passes its own stable key; otherwise each call gets a new one, except the retry of a
 * request that got no answer, which reuses that request's key (above).
 */
function withIdempotencyKey(given: string | FetchArgs): { args: string | FetchArgs; request: string | null; key: string | null } {
  // Reads carry one too: a read that creates (GET /api/v2/inbox/once makes a one-time share) is
  // idempotent on the server; every other read ignores the header.
  const args: FetchArgs = typeof given === 'string' ? { url: given } : given;
  if ((args.method ?? 'GET').toUpperCase() === 'HEAD') return { args, request: null, key: null };
  const headers = new Headers(args.headers as HeadersInit | undefined);
  const request = requestOf(args);
  if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, unansweredKeys.get(request) ?? newIdempotencyKey());
  return { args: { ...args, headers }, request, key: headers.get(IDEMPOTENCY_HEADER) };
}

function rememberUnanswered(request: string | null, key: string | null, answered: boolean): void {
  if (request === null || key === null) return;
  unansweredKeys.delete(request);
  if (answered) return;
  unansweredKeys.set(request, key);
  if (unansweredKeys.size > MAX_UNANSWERED) unansweredKeys.delete(unansweredKeys.keys().next().value as string);
}

/** Unwraps the envelope `{ result, totalCount? }`; lists become `{ items, totalCount }`. */
function unwrap(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('result' in body)) return body;
  const envelope = body as { result: unknown; totalCount?: number };
  return typeof envelope.totalCount === 'number'
    ? { items: envelope.result, totalCount: envelope.totalCount }
    : envelope.result;
}

/** Hands a failed call to the error router (spec 000 §8.2) in the call's context, unless its caller handles every failure itself. */
export function routeFailure(normalized: NormalizedError, extraOptions?: ApiExtraOptions): void {
  if (!extraOptions?.silent) performErrorAction(routeError(normalized, { url: currentUrl(), ...extraOptions?.errorContext }));
}

export const routedBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError & { normalized?: NormalizedError }, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  // On the server (src/app/page-render.tsx) a page reads only the answers written for it: no network.
  const rendering = (api.extra as { answers?: Record<string, unknown> } | undefined)?.answers;
  if (rendering) {
    if (typeof args === 'string' && Object.hasOwn(rendering, args)) return { data: unwrap(rendering[args]) };
    return { error: { status: 'CUSTOM_ERROR', error: 'not pre-rendered' } };
  }
  // The page's first reads may have come with its document (src/api/boot-answers.ts).
  if (typeof args === 'string') {
    const written = takeBootAnswer(args);
    if (written !== undefined) return { data: unwrap(written) };
  }
  const keyed = withIdempotencyKey(args);
  const result = await raw()(keyed.args, api, {});
  // No HTTP status: the request may or may not have reached the server (FETCH_ERROR, TIMEOUT_ERROR).
  rememberUnanswered(keyed.request, keyed.key, !(result.error && typeof result.error.status !== 'number'));
  if (result.error) {
    const normalized = normalizeError(result.error);
    routeFailure(normalized, extraOptions);
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
// Rendering on the server, the hooks start their reads while rendering (there are no effects there).
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: routedBaseQuery,
  tagTypes: ['Wallet', 'User', 'Home', 'Agreement', 'Inbox', 'Distribution', 'Application', 'Catalogue', 'Lookup', 'CertPass', 'Desk'],
  refetchOnMountOrArgChange: 2,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
  // A page the server rendered comes with the answers it was drawn with (src/api/page-state.ts).
  extractRehydrationInfo: (action) => (hydratePage.match(action) ? { ...action.payload, mutations: {} } : undefined) as never,
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
