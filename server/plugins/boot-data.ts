import type { FastifyInstance, FastifyRequest } from 'fastify';
import { selfRequest } from '../self-request.ts';
import { SESSION_COOKIE } from './auth.ts';

/**
 * The answers a signed-in page asks for first, written into its document (the
 * Lighthouse budgets). Without them the page waits for its JavaScript, then the startup checks
 * one after the other (000 §4.1), then its own first read: three round trips on a slow phone
 * network before anything of the page is drawn. The server has the answers at hand when it
 * sends the document; the client takes each once, in place of the same GET
 * (src/api/boot-answers.ts), and asks the network for anything else, errors included.
 *
 * Only answers of 200 are written: an error keeps its usual path (the call is made, and the
 * error router shows its page or popup). The reads are the same requests the client would
 * send, made with the browser's own headers, so they answer exactly what the page would get.
 */

/** The startup checks every page behind the gate makes (src/features/startup/startup-gate.tsx). */
const STARTUP = ['/api/check', '/api/check/wallet-and-device'];

/** The first read of a page, by its address (src/app/router.tsx): what it shows first. */
const FIRST_READS: Array<{ page: RegExp; reads: (match: RegExpMatchArray) => string[] }> = [
  { page: /^\/home\/apply$/, reads: () => ['/api/v2/home', '/api/v2/application/form', '/api/v2/inbox/expiring'] },
  { page: /^\/issue\/[^/]+$/, reads: () => ['/api/v1/user/status'] },
  {
    page: /^\/issued\/viewer\/([A-Za-z0-9_-]+)$/,
    reads: (match) => [`/api/v2/inbox/${match[1]}/viewer`, `/api/v2/inbox/${match[1]}`],
  },
];

/**
 * Pages the server draws with no read at all, so their words come with the document rather than
 * with the app's code: the error pages (000 §2.1 /error/…), for a visitor with or without a session.
 */
export const drawnWithoutReads = (pathname: string): boolean => /^\/error(\/|$)/.test(pathname);

/** The request headers a read depends on: who asks (cookies) and from what (the messenger's user agent). */
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;

export function bootReadsFor(pathname: string): string[] {
  for (const { page, reads } of FIRST_READS) {
    const match = pathname.match(page);
    if (match) return [...STARTUP, ...reads(match)];
  }
  return [];
}

/** A JSON text safe inside a script element: no `</script>`, no `<!--`. */
const scriptSafe = (json: string): string => json.replace(/</g, '\\u003c');

/** A JSON script element with this id, safe inside the document. */
export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${scriptSafe(JSON.stringify(value))}</script>`;

interface Read {
  status: number;
  body: unknown;
}

/** One first read, made as the browser would make it (server/self-request.ts); status 0 when it had no answer. */
async function read(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Read> {
  try {
    const response = await selfRequest(app, { url, headers: { ...headers, accept: 'application/json' } });
    return { status: response.status, body: response.status === 200 ? await response.json() : await response.arrayBuffer().then(() => null) };
  } catch {
    // Closing, or too busy to answer itself in time: the page makes its reads itself.
    return { status: 0, body: null };
  }
}

/**
 * The page's first answers by URL, or null when the request has no session or the page reads nothing
 * first. Reads answering anything but 200 are left out.
 */
export async function bootAnswers(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<Record<string, unknown> | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  const reads = bootReadsFor(pathname);
  if (reads.length === 0) return null;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const replies = await Promise.all(reads.map((url) => read(app, url, headers)));
  const answers: Record<string, unknown> = {};
  for (const [index, url] of reads.entries()) {
    const reply = replies[index]!;
    if (reply.status === 200) answers[url] = reply.body;
    // A startup check that does not pass decides the page (an error page or a popup): the
    // client makes every call itself, in order.
    else if (STARTUP.includes(url)) return null;
  }
  return answers;
}
