import type { FastifyInstance } from 'fastify';

/** A request to itself waits in the socket's queue like any other; past this, the caller does without it. */
export const SELF_REQUEST_TIMEOUT_MS = 5_000;

export interface SelfRequest {
  method?: string;
  /** The path and query on this server (`/api/v2/home`). */
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Default: SELF_REQUEST_TIMEOUT_MS. */
  signal?: AbortSignal;
}

/**
 * A request the server makes to itself — a signed-in page's first reads (plugins/boot-data.ts),
 * the wallet opening its own desk's request or the desk reading its own status list
 * (verifier/plugin.ts), the demo partner calling the partner API — answered by the same routes
 * as any other.
 *
 * When the process listens (`settings.ownOrigin`, given by server/serve.ts) it goes over its own
 * socket, as every other request does. `inject` would answer it without one, but its stand-ins for
 * Node's request and response (light-my-request), once they have gone through Fastify's and
 * Node's handling of a request, leave those functions polymorphic for the rest of the process's
 * life: every API call after the first signed-in page paid about 3 µs more of the polling call's
 * 17 (bench: API under load). `inject` remains for an app that does not listen (the tests').
 */
export async function selfRequest(app: FastifyInstance, request: SelfRequest): Promise<Response> {
  const origin = app.settings.ownOrigin();
  const method = request.method ?? 'GET';
  if (origin !== null) {
    // Uncompressed: fetch would ask for gzip, and the server would compress what it reads back at once.
    const headers = { 'accept-encoding': 'identity', ...request.headers };
    return fetch(origin + request.url, { method, headers, body: request.body ?? null, signal: request.signal ?? AbortSignal.timeout(SELF_REQUEST_TIMEOUT_MS) });
  }
  const answer = await app.inject({ method: method as 'GET', url: request.url, headers: request.headers ?? {}, ...(request.body === undefined ? {} : { payload: request.body }) });
  const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answer.headers as Record<string, string> });
}
