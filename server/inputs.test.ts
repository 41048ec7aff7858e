import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { create, NORMAL, pathOf, sample } from './issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from './test/build-test-app.ts';
import { QR_PASS_AGREEMENT } from './test/calls.ts';
import { invalidParamMessage } from './messages.ts';

// The named inputs that gave a 500 or a body other than the spec's, one test each.

let t: TestApp;
let citizen: Cookies;
let applicationId: string;
beforeAll(async () => {
  t = await buildTestApp({ simLatencyMs: 20 });
  citizen = await t.login('citizen');
  applicationId = (await create(t, citizen, NORMAL)).json().result.id as string;
});
afterAll(async () => {
  await t.close();
});

const ERROR_KEYS = ['buttons', 'code', 'message', 'reason', 'returnUrl', 'status', 'title'];
function expectErrorBody(response: LightMyRequestResponse, code: string, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(ERROR_KEYS);
  expect(body).toMatchObject({ code, status });
  expect(body.message).toMatch(/[가-힣]/);
}
function expectHtmlError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toMatch(/<html lang="ko">/);
  expect(response.body).toMatch(/[가-힣]/);
}

describe('paging with huge numbers is INVALID_PARAM, never a 500', () => {
  for (const list of ['/api/v2/inbox', '/api/v2/application', '/api/v2/distribution']) {
    for (const value of ['Infinity', '-Infinity', '1e309', '99999999999999999999999', '10001', '0', '-1', '1.5', 'NaN']) {
      it(`${list}?pageNumber=${value}`, async () => {
        expectErrorBody(await t.call('GET', `${list}?pageNumber=${value}`, citizen), 'INVALID_PARAM', 400);
      });
    }
    it(`${list}?pageNumber=2 is read as a number`, async () => {
      expect((await t.call('GET', `${list}?pageNumber=2`, citizen)).statusCode).toBe(200);
    });
  }
});

describe('coercion: querystrings are coerced, JSON bodies are not', () => {
  it('a numeric PIN or id in a JSON body is INVALID_PARAM; the same as text is read', async () => {
    expectErrorBody(await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [42] }), 'INVALID_PARAM', 400);
    expect((await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: ['42'] })).json().code).toBe('NOT_FOUND');
    expectErrorBody(await t.call('POST', '/api/v2/application', citizen, { data: { 문서종류: 1 }, returnUrl: 7 }), 'INVALID_PARAM', 400);
  });

  it('an API call that takes no query refuses one; a file link ignores it', async () => {
    expectErrorBody(await t.call('GET', '/api/v1/user?x=1', citizen), 'INVALID_PARAM', 400);
    expect((await t.call('GET', '/ca/jigap-demo-root.crt?x=1&x=2')).statusCode).toBe(200);
  });
});

describe('a repeated query value never crashes a simulated page', () => {
  const pages = () => [
    `/sim/sign/${applicationId}`,
    `/sim/portal/${applicationId}`,
    `/sim/court/${applicationId}`,
    `/sim/simple-auth`,
    `/sim/cert-signup`,
    `/sim/sign-package/${applicationId}`,
    `/sim/portal-package/${applicationId}`,
  ];
  it('GET and POST of every page with ?returnUrl=/a&returnUrl=/b: a Korean HTML page, 400', async () => {
    for (const page of pages()) {
      expectHtmlError(await t.call('GET', `${page}?returnUrl=/a&returnUrl=/b`, citizen), 400);
      const posted = await t.app.inject({
        method: 'POST',
        url: `${page}?returnUrl=/a&returnUrl=/b`,
        cookies: citizen,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=sign',
      });
      expectHtmlError(posted, 400);
    }
    expectHtmlError(await t.call('GET', '/sim/login?persona=citizen&returnUrl=/a&returnUrl=/b'), 400);
    expectHtmlError(await t.call('GET', `/sim/cert-pass/${applicationId}?returnUrl=/a&returnUrl=/b`, citizen), 400);
    expectHtmlError(await t.call('GET', '/sim/partner/return/success?papas=a&papas=b'), 400);
  });

  it('an unknown extra value a browser adds is ignored', async () => {
    expect((await t.call('GET', '/sim/login?utm=1&utm=2')).statusCode).toBe(200);
  });
});

describe('framework errors answer the spec error body (JSON) or a Korean page (/sim/)', () => {
  it('a bad percent escape', async () => {
    expectErrorBody(await t.call('GET', '/api/v2/inbox/%zz', citizen), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('GET', '/api/v2/inbox?pageNumber=%zz', citizen), 'INVALID_PARAM', 400);
    expectHtmlError(await t.call('GET', '/sim/sign/%zz', citizen), 400);
  });

  it('a 200-character path parameter, and one over the router limit', async () => {
    expectErrorBody(await t.call('GET', `/api/v2/inbox/${'a'.repeat(200)}`, citizen), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('GET', `/api/v2/application/${'a'.repeat(200)}`, citizen), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('GET', `/api/v2/papas/${'a'.repeat(200)}`, citizen), 'INVALID_PARAM', 400);
    const over = await t.call('GET', `/api/v2/inbox/${'a'.repeat(600)}`, citizen);
    expect(over.statusCode).toBeGreaterThanOrEqual(400);
    expect(over.statusCode).toBeLessThan(500);
    expect(Object.keys(over.json()).sort()).toEqual(ERROR_KEYS);
  });

  it('unparsable JSON, a wrong content type, a body too large, an unknown method', async () => {
    const post = (type: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/application', cookies: citizen, headers: { 'content-type': type }, payload });
    expectErrorBody(await post('application/json', '{bad'), 'INVALID_PARAM', 400);
    expectErrorBody(await post('application/xml', '<a/>'), 'INVALID_PARAM', 415);
    expectErrorBody(await post('application/json', JSON.stringify({ x: 'a'.repeat(1_100_000) })), 'INVALID_PARAM', 413);
    expectErrorBody(await t.app.inject({ method: 'PROPFIND', url: '/api/v2/inbox', cookies: citizen }), 'NOT_FOUND', 404);
  });
});

describe('text no database can store (a NUL, a lone surrogate) is refused where it enters, never a 500, nothing stored', () => {
  const count = async (table: string) => (await t.app.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0;

  it('in a path id, a search keyword or a query value: INVALID_PARAM', async () => {
    expectErrorBody(await t.call('GET', '/api/v2/application/a%00b', citizen), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('GET', '/api/v2/inbox/a%00b/viewer', citizen), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('GET', '/api/v1/submission/recipient/search?keyword=%ED%95%9C%00', citizen), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('GET', '/api/v2/agreement?types=NEW&path=%2Fhome%00', citizen), 'INVALID_PARAM', 400);
    expectHtmlError(await t.call('GET', `/sim/sign/${applicationId}?returnUrl=%2Fa%00`, citizen), 400);
  });

  it('in a JSON body, as a value, a key or a lone surrogate: INVALID_PARAM, and nothing is recorded; the same without it is taken', async () => {
    const [applications, agreements] = [await count('applications'), await count('agreements')];
    const body = (purpose: Record<string, string>) => ({ data: { 문서종류: pathOf(NORMAL), ...sample(NORMAL), ...purpose }, returnUrl: '/issue/back', noCallback: true });
    expectErrorBody(await t.call('POST', '/api/v2/application', citizen, body({ 사용용도: '은행\u0000제출' })), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('POST', '/api/v2/application', citizen, body({ 사용용도: '은행\ud800제출' })), 'INVALID_PARAM', 400);
    expectErrorBody(await t.call('POST', '/api/v2/application', citizen, body({ ['사용\u0000용도']: '은행' })), 'INVALID_PARAM', 400);
    // The answer names the field where the text was refused, key or value, at any depth.
    const fieldNamed = async (purpose: Record<string, string>) => (await t.call('POST', '/api/v2/application', citizen, body(purpose))).json().message;
    expect(await fieldNamed({ 사용용도: '은행\u0000제출' })).toBe(invalidParamMessage('data.사용용도'));
    expect(await fieldNamed({ ['사용\u0000용도']: '은행' })).toBe(invalidParamMessage('data.사용\u0000용도'));
    expectErrorBody(await t.call('POST', '/api/v2/agreement', citizen, { ...QR_PASS_AGREEMENT, path: '/home\u0000' }), 'INVALID_PARAM', 400);
    expect([await count('applications'), await count('agreements')]).toEqual([applications, agreements]);
    expect((await t.call('POST', '/api/v2/application', citizen, body({ 사용용도: '은행 제출 😀' }))).statusCode).toBe(200);
    expect((await t.call('POST', '/api/v2/agreement', citizen, QR_PASS_AGREEMENT)).statusCode).toBe(200);
  });

  it('text that only looks odd is still text: a surrogate pair (an emoji) is accepted', async () => {
    const response = await t.call('GET', `/api/v1/submission/recipient/search?keyword=${encodeURIComponent('은행😀')}`, citizen);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a session cookie holding a NUL is no session: 401 on an API call, and the demo login still signs in', async () => {
    const cookie = 'jigap_session=%00; jigap_device=test-browser-device';
    expectErrorBody(await t.app.inject({ url: '/api/v1/user/status', headers: { cookie } }), 'UNAUTHENTICATED', 401);
    const login = await t.app.inject({ url: '/sim/login?persona=citizen', headers: { cookie } });
    expect(login.statusCode).toBe(302);
    expect(login.cookies.find((c) => c.name === 'jigap_session')?.value).toMatch(/^[\w-]{43}$/);
  });
});

describe('every route declares its querystring, its path parameters and (writes) its body', () => {
  it('a write that reads no body refuses one; a sim form post takes text fields only', async () => {
    expectErrorBody(await t.call('PUT', '/api/v1/user/device', citizen, { x: 1 }), 'INVALID_PARAM', 400);
    const json = await t.app.inject({ method: 'POST', url: `/sim/sign/${applicationId}`, cookies: citizen, payload: { action: ['sign'] } });
    expectHtmlError(json, 400);
  });

  it('the route table has no route without them', () => {
    const missing = t.app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .filter(
        (route) =>
          !route.schema?.querystring ||
          (/[:*]/.test(route.url) && !route.schema.params) ||
          (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !route.schema.body),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});
