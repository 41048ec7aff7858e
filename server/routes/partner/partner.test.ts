import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { count, PARTNER_AUTH, requestPackage } from '../../packages/test-kit.ts';

// One app for the file: each test starts from no requests.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.run('DELETE FROM papas_requests');
});

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/partner/v1/requests', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

describe('POST /partner/v1/requests (DESIGN §6)', () => {
  it.each(['loan-basic', 'veteran-benefit', 'disability-benefit'])('answers papas and the redirect url for %s', async (key) => {
    const response = await post(PARTNER_AUTH, { package: key });
    expect(response.statusCode).toBe(200);
    const { papas, url } = response.json().result;
    expect(papas).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/papas/${papas}/redirect`);
    expect(await count(t, 'papas_requests')).toBe(1);
  });

  it.each([
    ['a wrong key', { authorization: 'Bearer not-the-key' }],
    ['no Authorization header', {}],
    ['another scheme', { authorization: 'Basic ZGVtby1wYXJ0bmVyLWtleQ==' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 with the error body and creates nothing for %s', async (_name, headers) => {
    const response = await post(headers, { package: 'loan-basic' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      code: 'PARTNER_UNAUTHORIZED',
      message: '파트너 인증 키가 없거나 올바르지 않아요. 발급받은 키로 다시 요청해 주세요.',
      title: '인증에 실패했어요',
      buttons: [],
      reason: null,
      returnUrl: null,
      status: 401,
    });
    expect(await count(t, 'papas_requests')).toBe(0);
  });

  it('a wrong key is refused before the body is read (401, not 400)', async () => {
    const response = await post({ authorization: 'Bearer wrong' }, { nothing: true });
    expect(response.statusCode).toBe(401);
    expect(await count(t, 'papas_requests')).toBe(0);
  });

  it('an unknown package is 400 INVALID_PARAM naming it, and creates nothing', async () => {
    const response = await post(PARTNER_AUTH, { package: 'no-such-package' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
    expect(response.json().message).toContain('알 수 없는 패키지예요: no-such-package');
    expect(await count(t, 'papas_requests')).toBe(0);
  });

  it.each([
    ['no package', {}],
    ['an unknown field', { package: 'loan-basic', recipient: '다른 곳' }],
    ['a non-boolean skip flag', { package: 'loan-basic', isSkipCompletedSubmissionPage: 'yes' }],
    ['an array', [1, 2]],
  ])('refuses %s with 400 and creates nothing', async (_name, payload) => {
    const response = await post(PARTNER_AUTH, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
    expect(await count(t, 'papas_requests')).toBe(0);
  });

  it('refuses a body that is not JSON with 400, never 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/partner/v1/requests', headers: { ...PARTNER_AUTH, 'content-type': 'application/json' }, payload: '{"package":' });
    expect(response.statusCode).toBe(400);
    expect(await count(t, 'papas_requests')).toBe(0);
  });
});

describe('GET /partner/v1/requests/{papas}', () => {
  it('answers REQUESTED and nothing received for a new request', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    const response = await t.app.inject({ url: `/partner/v1/requests/${papas}`, headers: PARTNER_AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ papas, package: 'loan-basic', state: 'REQUESTED', received: [] });
  });

  it('needs the key (401) and answers 404 for an unknown request, 400 for a malformed id', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    expect((await t.app.inject({ url: `/partner/v1/requests/${papas}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/partner/v1/requests/AAAAAAAAAAAAAAAAAAAAAA', headers: PARTNER_AUTH })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/partner/v1/requests/a%20b%3Cc%3E', headers: PARTNER_AUTH })).statusCode).toBe(400);
  });

  it("another partner's request answers 404", async () => {
    const papas = await requestPackage(t, 'loan-basic');
    await t.app.db.run("INSERT INTO partners (id, name, key_hash, created_at) VALUES ('other', '다른 파트너', 'x', '2026-01-01T00:00:00.000Z')");
    await t.app.db.run("UPDATE papas_requests SET partner_id = 'other' WHERE id = ?", [papas]);
    expect((await t.app.inject({ url: `/partner/v1/requests/${papas}`, headers: PARTNER_AUTH })).statusCode).toBe(404);
  });
});
