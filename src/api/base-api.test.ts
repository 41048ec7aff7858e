// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupMockApi } from '../testing/mock-api';
import { createTestStore } from '../testing/test-store';
import { baseApi, IDEMPOTENCY_HEADER, tabMaintenanceOf } from './base-api';

const seen: { method: string; key: string | null }[] = [];
const server = setupServer(
  http.all('*/api/test/echo', ({ request }) => {
    seen.push({ method: request.method, key: request.headers.get(IDEMPOTENCY_HEADER) });
    return HttpResponse.json({ result: { ok: true } });
  }),
);
setupMockApi(server, { reset: () => (seen.length = 0) });

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    echo: build.query<{ ok: boolean }, void>({ query: () => '/api/test/echo' }),
    write: build.mutation<{ ok: boolean }, { key?: string }>({
      query: ({ key }) => ({ url: '/api/test/echo', method: 'POST', body: {}, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} }),
    }),
  }),
});

describe('the base api sends an Idempotency-Key with every call (server/plugins/idempotency.ts)', () => {
  it('a write gets a fresh key each call; a read gets one too (a creating read is idempotent); a caller’s own key is kept', async () => {
    const s = createTestStore();
    await s.dispatch(testApi.endpoints.echo.initiate());
    await s.dispatch(testApi.endpoints.write.initiate({}));
    await s.dispatch(testApi.endpoints.write.initiate({}));
    await s.dispatch(testApi.endpoints.write.initiate({ key: 'my-stable-key-1' }));
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(seen[1]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(seen[2]?.key).not.toBe(seen[1]?.key);
    expect(seen[3]?.key).toBe('my-stable-key-1');
  });

  it('the retry of a write that got no answer reuses its key; after an answer, a new tap gets a new key', async () => {
    let failNext = 1;
    server.use(
      http.post('*/api/test/echo', ({ request }) => {
        seen.push({ method: request.method, key: request.headers.get(IDEMPOTENCY_HEADER) });
        if (failNext-- > 0) return HttpResponse.error();
        return HttpResponse.json({ result: { ok: true } });
      }),
    );
    const s = createTestStore();
    await s.dispatch(testApi.endpoints.write.initiate({}, { fixedCacheKey: 'a' }));
    await s.dispatch(testApi.endpoints.write.initiate({}, { fixedCacheKey: 'b' }));
    await s.dispatch(testApi.endpoints.write.initiate({}, { fixedCacheKey: 'c' }));
    expect(seen).toHaveLength(3);
    // The first got a network error: the retry carries the same key.
    expect(seen[1]?.key).toBe(seen[0]?.key);
    // The retry was answered: the next tap is a new intent.
    expect(seen[2]?.key).not.toBe(seen[1]?.key);
  });
});

describe('tabMaintenanceOf: the one reading of TAB_MAINTENANCE (000 §8.3)', () => {
  const httpError = (body: Record<string, unknown> | null) => ({ normalized: { kind: 'http', status: 503, body } });

  it('gives the server’s title and message for TAB_MAINTENANCE', () => {
    expect(tabMaintenanceOf(httpError({ code: 'TAB_MAINTENANCE', title: '점검 중', message: '잠시 후 다시 이용해 주세요.' }))).toEqual({
      title: '점검 중',
      message: '잠시 후 다시 이용해 주세요.',
    });
    expect(tabMaintenanceOf(httpError({ code: 'TAB_MAINTENANCE' }))).toEqual({ title: '', message: '' });
  });

  it('is null for any other error, a network failure or no error', () => {
    expect(tabMaintenanceOf(httpError({ code: 'MAINTENANCE', title: 'x', message: 'y' }))).toBeNull();
    expect(tabMaintenanceOf({ normalized: { kind: 'network' } })).toBeNull();
    expect(tabMaintenanceOf(undefined)).toBeNull();
  });
});
