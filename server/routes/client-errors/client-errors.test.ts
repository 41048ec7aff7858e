import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/client-errors (spec 000 §8.4 error reporting)', () => {
  it('receives a report without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: { level: 'error', message: 'TypeError: x is undefined', url: '/home/apply', status: 500 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { received: true } });
  });

  it.each([
    ['level log, which is never reported', { level: 'log', message: 'm', url: '/' }],
    ['an empty message', { level: 'error', message: '', url: '/' }],
    ['an unknown field', { level: 'error', message: 'm', url: '/', extra: 1 }],
  ])('refuses %s with INVALID_PARAM', async (_name, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });
});
