import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { keyOf } from './rate-limit.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('rate limit on writes (JIGAP_RATE_LIMIT per minute per user)', () => {
  it('answers 429 TOO_MANY_REQUESTS with a Korean message once a session exceeds the limit', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 3 });
    const cookies = await t.login('citizen');
    for (let i = 0; i < 3; i++) expect((await t.call('PUT', '/api/v1/user/device', cookies)).statusCode).toBe(200);
    const limited = await t.call('PUT', '/api/v1/user/device', cookies);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      title: '서비스 지연 안내',
      message: '요청이 많아 서비스가 지연되고 있어요. 잠시 후 다시 시도해 주세요.',
      buttons: [],
      reason: null,
      returnUrl: null,
      status: 429,
    });
  });

  it('counts per session: another user is not limited by the first', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 1 });
    const citizen = await t.login('citizen');
    const receiver = await t.login('receiver');
    await t.call('PUT', '/api/v1/user/device', citizen);
    expect((await t.call('PUT', '/api/v1/user/device', citizen)).statusCode).toBe(429);
    expect((await t.call('PUT', '/api/v1/user/device', receiver)).statusCode).toBe(200);
  });

  it('counts in the database: two server processes on one database share the limit', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 2 });
    const other = await buildTestApp({ dir: t.dir, rateLimitPerMinute: 2 });
    try {
      const cookies = await t.login('citizen');
      expect((await t.call('PUT', '/api/v1/user/device', cookies)).statusCode).toBe(200);
      expect((await other.call('PUT', '/api/v1/user/device', cookies)).statusCode).toBe(200);
      expect((await t.call('PUT', '/api/v1/user/device', cookies)).statusCode).toBe(429);
      expect((await other.call('PUT', '/api/v1/user/device', cookies)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('does not limit reads', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 1 });
    const cookies = await t.login('citizen');
    for (let i = 0; i < 5; i++) expect((await t.call('GET', '/api/v1/user/status', cookies)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/user/status', cookies)).headers).not.toHaveProperty('x-ratelimit-limit');
  });

  it('counts a caller without a session by address', async () => {
    t = await buildTestApp();
    expect(keyOf({ cookies: { jigap_session: 'abc' }, ip: '10.0.0.1' })).toBe('session:abc');
    expect(keyOf({ cookies: {}, ip: '10.0.0.1' })).toBe('ip:10.0.0.1');
  });

  it('a write without a session is refused with 401 before it is counted', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 1 });
    for (let i = 0; i < 3; i++) expect((await t.call('POST', '/api/v2/agreement', {}, {})).statusCode).toBe(401);
  });
});
