import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './types';

/** Every failure of a call, reduced to what the error router needs (spec 000 §8.2). */
export type NormalizedError =
  | { kind: 'cancelled' }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'http'; status: number; body: ApiError | null };

export function isApiErrorBody(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

export function normalizeError(error: FetchBaseQueryError): NormalizedError {
  if (error.status === 'TIMEOUT_ERROR') return { kind: 'timeout' };
  if (error.status === 'FETCH_ERROR') {
    return /abort/i.test(error.error) ? { kind: 'cancelled' } : { kind: 'network' };
  }
  if (error.status === 'PARSING_ERROR') {
    return { kind: 'http', status: error.originalStatus, body: null };
  }
  if (error.status === 'CUSTOM_ERROR') return { kind: 'network' };
  return { kind: 'http', status: error.status, body: isApiErrorBody(error.data) ? error.data : null };
}

export function errorCode(error: NormalizedError): string | null {
  return error.kind === 'http' ? (error.body?.code ?? null) : null;
}
