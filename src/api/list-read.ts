import { useEffect } from 'react';
import { routeFailure, type ApiExtraOptions } from './base-api';
import type { NormalizedError } from './normalize-error';

/**
 * A list's read whose page shows its own failure (its 다시 시도 in place): the server's generic
 * ERROR is that one message, not a popup on top of it; `codes` are others the page shows itself
 * (TAB_MAINTENANCE in place of a tab). Every other answer goes through the error router as usual
 * (maintenance, a lost session, no network).
 */
export const listRead = (...codes: string[]): ApiExtraOptions => ({ errorContext: { inlineCodes: ['ERROR', ...codes] } });

/**
 * A read several views share answers some codes in place (`listRead`), for the views that show
 * them; a view with no place for them — an action that reads on its way, a layer that needs the
 * answer — hands its failure to the error router here, as the read's other answers already were.
 */
export function routeShownInPlace(error: unknown, read: ApiExtraOptions): void {
  const normalized = (error as { normalized?: NormalizedError } | undefined)?.normalized;
  if (normalized?.kind !== 'http' || !read.errorContext?.inlineCodes?.includes(normalized.body?.code ?? '')) return;
  routeFailure(normalized);
}

/** routeShownInPlace for a view's read, once for each failure it sees. */
export function useRoutedInPlaceError(error: unknown, read: ApiExtraOptions): void {
  useEffect(() => {
    if (error) routeShownInPlace(error, read);
  }, [error, read]);
}
