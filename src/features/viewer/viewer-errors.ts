import { routeError, type ErrorAction } from '../../api/error-router';
import type { NormalizedError } from '../../api/normalize-error';

/** The two popup codes that still show on the viewer: they refresh the inbox and close it (§8.4). */
export const VIEWER_POPUP_CODES = ['DOCUMENT_NOT_FOUND', 'DOCUMENT_EXPIRED'] as const;

/**
 * Spec 000 §8.2 step 3 for the viewer: every error goes to the error page (with status, code,
 * path, message, returnUrl), but a deleted or expired document gets its §8.4 popup instead.
 */
export function viewerErrorAction(error: NormalizedError, url: string): ErrorAction {
  const body = error.kind === 'http' ? error.body : null;
  if (body && !body.reason && (VIEWER_POPUP_CODES as readonly string[]).includes(body.code)) {
    return { type: 'popup', code: body.code, body };
  }
  return routeError(error, { url, where: 'viewer' });
}

/** A PDF that pdf.js cannot fetch or read: the error page, as for the viewer's calls. */
export function pdfLoadErrorAction(error: unknown, url: string): ErrorAction {
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  const normalized: NormalizedError = status > 0 ? { kind: 'http', status, body: null } : { kind: 'network' };
  return routeError(normalized, { url, where: 'viewer' });
}
