import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storableText } from '../db/storable-text.ts';
import { globalPlugin } from './global-plugin.ts';

export type CookieOptions = SerializeOptions;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, parsed on first read. */
    readonly cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

const PARSED = Symbol('cookies');

/**
 * The cookies of a header, less those whose value no database can store (`jigap_session=%00`):
 * no session, device or version the server made holds one, so such a cookie is no cookie (a
 * session that is not found) rather than a text sent on to a query. Only a percent escape can
 * bring one (the HTTP parser refuses a raw NUL), so a header without one is taken as parsed.
 */
function parseStorable(header: string): Record<string, string | undefined> {
  const cookies = parseCookie(header);
  if (!header.includes('%')) return cookies;
  for (const [name, value] of Object.entries(cookies)) {
    if (value !== undefined && !storableText(value)) delete cookies[name];
  }
  return cookies;
}
type WithParsed = FastifyRequest & { [PARSED]?: Record<string, string | undefined> };

/**
 * Cookies on top of the `cookie` package (jshttp), with no hook at all: the request's cookies
 * are parsed when first read, a Set-Cookie header is added when a cookie is set. @fastify/cookie
 * parses every request in an onRequest hook and runs an onSend hook on every reply, which the
 * hot calls (the status and polling calls, one header read) pay for on each of thousands of
 * requests a second (bench: API under load).
 */
export const cookiesPlugin = globalPlugin(async (app) => {
  app.decorateRequest('cookies', {
    getter(this: WithParsed) {
      const header = this.headers.cookie;
      return (this[PARSED] ??= header ? parseStorable(header) : {});
    },
  });
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options: CookieOptions = {}) {
    // Fastify adds a Set-Cookie header to those already set, rather than replacing them.
    return this.header('set-cookie', stringifySetCookie({ name, value, ...options }));
  });
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options: CookieOptions = {}) {
    return this.setCookie(name, '', { ...options, expires: new Date(0), maxAge: undefined });
  });
});
