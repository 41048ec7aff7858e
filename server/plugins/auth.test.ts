import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { describeCall, signedInCalls } from '../test/calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('no session', () => {
  it.each(signedInCalls.map((call) => [describeCall(call), call] as const))(
    '%s answers 401 UNAUTHENTICATED with reason UNAUTHENTICATED and the login returnUrl',
    async (_name, call) => {
      const response = await t.call(call.method, call.url, {}, call.body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        title: expect.any(String),
        message: expect.any(String),
        buttons: [],
        reason: 'UNAUTHENTICATED',
        returnUrl: '/sim/login',
        status: 401,
      });
    },
  );

  it('an unknown or forged session cookie is no session', async () => {
    const response = await t.call('GET', '/api/v1/user/status', { jigap_session: 'forged' });
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe('UNAUTHENTICATED');
  });

  it('GET /api/check needs no session', async () => {
    expect((await t.call('GET', '/api/check')).statusCode).toBe(200);
  });
});

describe('the check is each route’s own hook', () => {
  it('runs once per request, on a GET and on its automatic HEAD alike, and not at all on a public route', async () => {
    const cookies = await t.login('citizen');
    const lookups = vi.spyOn(t.app.repos.sessions, 'cached');
    try {
      expect((await t.call('GET', '/api/v1/user/status', cookies)).statusCode).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
      expect((await t.call('HEAD', '/api/v1/user/status', cookies)).statusCode).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(2);
      expect((await t.call('HEAD', '/api/v1/user/status')).statusCode).toBe(401);
      lookups.mockClear();
      expect((await t.call('GET', '/api/check', cookies)).statusCode).toBe(200);
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });
});

describe.each([
  ['minor', 'UNDER_14'],
  ['foreign', 'KAKAOTALK_KR_ONLY'],
  ['restricted', 'RESTRICTED_ACCOUNT'],
  ['invalid', 'INVALID_ACCOUNT'],
])('blocked persona %s', (persona, code) => {
  it.each(signedInCalls.map((call) => [describeCall(call), call] as const))(
    `%s answers 403 ${code} before any other check`,
    async (_name, call) => {
      const cookies = await t.login(persona);
      const response = await t.call(call.method, call.url, cookies, call.body);
      expect(response.statusCode).toBe(403);
      const body = response.json();
      expect(body).toMatchObject({ code, status: 403, reason: null });
      expect(body.title).toMatch(/[가-힣]/);
      expect(body.message).toMatch(/[가-힣]/);
    },
  );
});

describe('invalid account', () => {
  it('offers a login button (000 §8.3: log in with the account; a login button)', async () => {
    const response = await t.call('GET', '/api/v2/home', await t.login('invalid'));
    expect(response.json().buttons).toEqual([{ name: '로그인', returnUrl: '/sim/login' }]);
  });
});

describe('a sub-device is blocked (MAIN_DEVICE_ONLY) from wallet calls only', () => {
  it.each(signedInCalls.filter((call) => call.wallet).map((call) => [describeCall(call), call] as const))(
    '%s answers 403 MAIN_DEVICE_ONLY',
    async (_name, call) => {
      const response = await t.call(call.method, call.url, await t.login('subdevice'), call.body);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('MAIN_DEVICE_ONLY');
    },
  );

  it.each(
    signedInCalls
      .filter((call) => !call.wallet && !call.url.includes('wallet-and-device') && call.method !== 'PUT')
      .map((call) => [describeCall(call), call] as const),
  )('%s stays allowed', async (_name, call) => {
    const response = await t.call(call.method, call.url, await t.login('subdevice'), call.body);
    expect(response.statusCode).toBe(200);
  });
});

describe('a user who is not joined', () => {
  it.each(signedInCalls.filter((call) => call.wallet).map((call) => [describeCall(call), call] as const))(
    '%s answers 403 UNREGISTERED_USER',
    async (_name, call) => {
      const response = await t.call(call.method, call.url, await t.login('newcomer'), call.body);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('UNREGISTERED_USER');
    },
  );
});

describe.each(['citizen', 'receiver', 'nocert', 'guest'])('joined persona %s', (persona) => {
  it.each(
    signedInCalls
      .filter((call) => !call.url.includes('wallet-address'))
      .map((call) => [describeCall(call), call] as const),
  )('%s answers 200 with a result', async (_name, call) => {
    const response = await t.call(call.method, call.url, await t.login(persona), call.body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('result');
  });
});
