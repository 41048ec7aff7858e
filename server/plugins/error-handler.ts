import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, outageError } from '../errors.ts';
import { badBodyMessage, errorPageTexts, invalidParamMessage } from '../messages.ts';
import { escapeHtml } from '../escape-html.ts';
import { htmlPage } from '../html-page.ts';
import { globalPlugin } from './global-plugin.ts';

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** Names the field of a validation failure: 'terms', 'terms.0.isAgreed', 'pageSize'. */
export function fieldOf(issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue?.params?.missingProperty ?? issue?.params?.additionalProperty;
  if (missing) path.push(missing);
  return path.length > 0 ? path.join('.') : (context ?? 'body');
}

/**
 * Fastify's own errors (its codes, 'FST_…') and their answers: the request is bad, so each is
 * INVALID_PARAM with the HTTP status that names the fault.
 */
const FRAMEWORK_STATUS: Record<string, { status: number; field?: string }> = {
  FST_ERR_BAD_URL: { status: 400, field: 'url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, field: 'url' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, field: 'url' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400 },
};

export function toAppError(error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    return new AppError('INVALID_PARAM', {
      text: { message: invalidParamMessage(fieldOf(error.validation[0], error.validationContext)) },
    });
  }
  const known = typeof error.code === 'string' ? FRAMEWORK_STATUS[error.code] : undefined;
  if (known) {
    return new AppError('INVALID_PARAM', { status: known.status, text: { message: known.field ? invalidParamMessage(known.field) : badBodyMessage } });
  }
  // The database cannot be reached: a passing outage, 503 with Retry-After (server/db/unavailable.ts).
  if (isDatabaseUnavailable(error)) return outageError();
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('TOO_MANY_REQUESTS');
  // Unparsable JSON, wrong content type, body too large: the request itself is bad.
  if (status >= 400 && status < 500) return new AppError('INVALID_PARAM', { status, text: { message: badBodyMessage } });
  return new AppError('ERROR');
}

/**
 * The rule for a failure's answer (docs/api.md, "Errors"): the JSON error body of 000 §8, except
 * for a page a browser navigates to, which gets a Korean HTML page with the same title and message:
 * every path under /sim/ (the simulated parties' pages serve HTML only), and any other GET outside
 * /api/, /partner/, /org/ and /zzng_static/ whose request accepts text/html (the client's pages).
 */
export function wantsHtmlPage(request: Pick<FastifyRequest, 'url' | 'method' | 'headers'>): boolean {
  const path = request.url;
  if (path.startsWith('/sim/') || path === '/sim') return true;
  if (/^\/(api|partner|org|zzng_static|ca)(\/|$)/.test(path)) return false;
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

/** Served from public/ like the client's other static files. */
export const ERROR_PAGE_STYLESHEET = '/error-page.css';

/** The wallet's error page: the error body's title and message, and the way home (public/error-page.css). */
export function errorHtmlPage(error: AppError): string {
  return htmlPage({
    title: error.body.title,
    stylesheet: ERROR_PAGE_STYLESHEET,
    bodyClass: 'error-page',
    mainClass: 'error-page__main',
    main: `<h1 class="error-page__title">${escapeHtml(error.body.title)}</h1>
<p class="error-page__message">${escapeHtml(error.body.message)}</p>
<a class="error-page__home" href="/">${escapeHtml(errorPageTexts.home)}</a>`,
  });
}

/** Sends a failure by the rule above; the one way every error leaves the server. */
export function sendError(request: FastifyRequest, reply: FastifyReply, appError: AppError): FastifyReply {
  reply.code(appError.statusCode);
  if (appError.retryAfterSeconds !== null) reply.header('retry-after', String(appError.retryAfterSeconds));
  if (wantsHtmlPage(request)) return reply.type('text/html; charset=utf-8').send(errorHtmlPage(appError));
  return reply.type('application/json; charset=utf-8').send(appError.body);
}

/** The `frameworkErrors` option (server/app.ts): errors Fastify raises before any route runs. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (answersOauthErrors(request)) {
    void reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_request', error_description: 'The request is malformed.' });
    return;
  }
  void sendError(request, reply, toAppError(error));
}

/**
 * A request for a route that answers OAuth's error body (an OpenID4VC endpoint another wallet
 * calls), even one Fastify could not route (a path parameter that does not decode): its path
 * begins with such a route's path up to its first parameter.
 */
function answersOauthErrors(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (request.server.routeTable ?? []).some((route) => {
    if (!route.oauthErrors) return false;
    const cut = route.url.indexOf(':');
    return cut === -1 ? path === route.url : path.startsWith(route.url.slice(0, cut));
  });
}

/**
 * Node's own HTTP parser errors: the request never became a request Fastify could route (a header
 * block over the size limit, a malformed header line or Content-Length, a garbage request line,
 * a request that did not arrive in time). Each is INVALID_PARAM with the status that names it.
 */
const CLIENT_ERROR_STATUS: Record<string, { status: number; field: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, field: 'header' },
  HPE_INVALID_HEADER_TOKEN: { status: 400, field: 'header' },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, field: 'header' },
  HPE_UNEXPECTED_CONTENT_LENGTH: { status: 400, field: 'header' },
  HPE_INVALID_TRANSFER_ENCODING: { status: 400, field: 'header' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, field: 'request' },
};

export function clientErrorOf(error: Pick<ConnectionError, 'code'>): AppError {
  const known = CLIENT_ERROR_STATUS[error.code] ?? { status: 400, field: 'request' };
  return new AppError('INVALID_PARAM', { status: known.status, text: { message: invalidParamMessage(known.field) } });
}

/**
 * The `clientErrorHandler` option (server/app.ts): Fastify's default answers these in English
 * (`{"error":"Bad Request","message":"Client Error"}`). There is no request to route, so the
 * error body of 000 §8 is written to the socket as JSON, and the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer (as Fastify's default handler does).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = clientErrorOf(error);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(appError.body);
    socket.write(
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * One place turns every failure into the error body of 000 §8, and every unknown route
 * into NOT_FOUND (API) or the client's page (browser navigation, see static-client). A failure of
 * Jigap's is logged with its request; a call refused because the database cannot be reached is
 * only counted — the outage is logged once, when it starts and when it ends (server/plugins/db.ts).
 */
export const errorHandlerPlugin = globalPlugin(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.databaseOutage) request.server.db.availability?.refused();
    else if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, appError);
  });
});
