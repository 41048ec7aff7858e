import { routeError, type ErrorAction } from '../../api/error-router';
import type { NormalizedError } from '../../api/normalize-error';

/** A PDF that pdf.js cannot fetch or read: the error page, as for the viewer's calls (§8.2 step 3). */
export function pdfLoadErrorAction(error: unknown, url: string): ErrorAction {
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  const normalized: NormalizedError = status > 0 ? { kind: 'http', status, body: null } : { kind: 'network' };
  return routeError(normalized, { url, where: 'viewer' });
}
