import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { outageError } from './errors.ts';
import { ERROR_PAGE_STYLESHEET, errorHtmlPage, wantsHtmlPage } from './plugins/error-handler.ts';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './plugins/security-headers.ts';
import { projectRoot } from './schemas.ts';

let stylesheet: Buffer | null = null;
const stylesheetBytes = (): Buffer => (stylesheet ??= readFileSync(join(projectRoot, 'public', ERROR_PAGE_STYLESHEET)));

/**
 * The answer of a server process whose app could not start yet because its database cannot be
 * reached (server/serve.ts): every request gets what the app answers during an outage — 503, the
 * outage's error body (or, to a page navigation, the error page and its stylesheet) and
 * Retry-After — with the app's security headers.
 */
export function answerOutage(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '/';
  const headers = url.startsWith('/api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS;
  if (url === ERROR_PAGE_STYLESHEET) {
    response.writeHead(200, { ...headers, 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(stylesheetBytes());
    return;
  }
  const error = outageError();
  const html = wantsHtmlPage({ url, method: request.method ?? 'GET', headers: request.headers });
  const body = html ? errorHtmlPage(error) : JSON.stringify(error.body);
  response.writeHead(error.statusCode, {
    ...headers,
    'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(error.retryAfterSeconds),
    'cache-control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
