import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
      return (this[PARSED] ??= header ? parseCookie(header) : {});
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
