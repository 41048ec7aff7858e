/**
 * Whether an error means the database cannot be reached right now — a passing outage (a restart,
 * a stop, a lost network) rather than a fault of the statement or of Jigap: the answer is then
 * 503 with Retry-After, not 500 (server/plugins/error-handler.ts), and the work waits for the
 * database's return (server/db/availability.ts).
 */

/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown
 * (a fast stop or restart ends every connection), 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, in recovery), 53300 too_many_connections; class 08 is the
 * connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What the `pg` driver says, without a code, of a connection it lost or could not make in time. */
const DRIVER_MESSAGES = /^Connection terminated|is not queryable|^timeout exceeded when trying to connect|^Query read timeout/;

function isUnavailableItself(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof error.message === 'string' && DRIVER_MESSAGES.test(error.message);
}

/** True for a database that cannot be reached (the error itself, its cause, or any of an AggregateError's). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isUnavailableItself(candidate)) return true;
  if (candidate.cause !== undefined && isDatabaseUnavailable(candidate.cause, depth + 1)) return true;
  return Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** One line for the log: the code and the message of the error. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const parts = [typeof code === 'string' && !error.message.includes(code) ? code : '', error.message];
  return parts.filter(Boolean).join(' ') || error.name;
}
