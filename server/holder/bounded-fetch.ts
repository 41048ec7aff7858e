/** How long the wallet waits for a verifier, and the most it reads of one answer. */
export const VERIFIER_TIMEOUT_MS = 10_000;
export const VERIFIER_MAX_BYTES = 256 * 1024;

/**
 * A request to a verifier (its request_uri, its response_uri): http(s) only, no redirects
 * followed, bounded in time and size, so a link the citizen opened cannot keep the server waiting
 * or make it read without end.
 */
export async function boundedFetch(fetcher: typeof fetch, input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) URL: ${url.protocol}`);
  const response = await fetcher(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(VERIFIER_TIMEOUT_MS) });
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > VERIFIER_MAX_BYTES) throw new Error('the verifier answered too much');
  const body = await response.arrayBuffer();
  if (body.byteLength > VERIFIER_MAX_BYTES) throw new Error('the verifier answered too much');
  return new Response(body, { status: response.status, headers: response.headers });
}
