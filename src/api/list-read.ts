import type { ApiExtraOptions } from './base-api';

/**
 * A list's read whose page shows its own failure (its 다시 시도 in place): the server's generic
 * ERROR is that one message, not a popup on top of it; `codes` are others the page shows itself
 * (TAB_MAINTENANCE in place of a tab). Every other answer goes through the error router as usual
 * (maintenance, a lost session, no network).
 */
export const listRead = (...codes: string[]): ApiExtraOptions => ({ errorContext: { inlineCodes: ['ERROR', ...codes] } });
