import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { COURT, CHANNELING, create, pathOf, postForm, sample, NORMAL } from '../issuance/test-kit.ts';
import { info, PARTNER_AUTH, requestPackage, INPUTS } from '../packages/test-kit.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../plugins/idempotency.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { NEW_AGREEMENT } from '../test/calls.ts';

// A double tap makes one. Ten identical creates sent at once with one Idempotency-Key
// (what the client's base api sends, server/plugins/idempotency.ts) make one record; all ten get
// the first one's answer, nine of them replayed.

let t: TestApp;
let citizen: Cookies;
beforeAll(async () => {
  t = await buildTestApp({ simLatencyMs: 20 });
  citizen = await t.login('citizen');
});
afterAll(async () => {
  await t.close();
});

const count = async (table: string): Promise<number> => (await t.app.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0;
let keys = 0;
const newKey = () => `double-tap-key-${++keys}-${Date.now()}`;

async function tenAtOnce(options: { method: InjectOptions['method']; url: string; cookies?: Cookies; headers?: Record<string, string>; body?: unknown }) {
  const key = newKey();
  const responses = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.inject({
        method: options.method,
        url: options.url,
        cookies: options.cookies ?? {},
        headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      }),
    ),
  );
  const first = responses[0]!;
  expect(first.statusCode, first.body).toBe(200);
  for (const response of responses) {
    expect(response.statusCode).toBe(first.statusCode);
    expect(response.body).toBe(first.body);
  }
  expect(responses.filter((response) => response.headers[REPLAYED_HEADER] !== 'true')).toHaveLength(1);
  return first;
}

describe('ten identical creates at once make one record', () => {
  it('POST /api/v2/application', async () => {
    const before = await count('applications');
    await tenAtOnce({ method: 'POST', url: '/api/v2/application', cookies: citizen, body: { data: { 문서종류: pathOf(NORMAL), ...sample(NORMAL) }, returnUrl: '/issue/back', noCallback: true } });
    expect(await count('applications')).toBe(before + 1);
  });

  it('POST /api/v2/application without an Idempotency-Key: the same application still waiting for its signature is answered, not made again', async () => {
    const body = { data: { 문서종류: pathOf(NORMAL), ...sample(NORMAL), 사용용도: '두 번 누름 확인용' }, returnUrl: '/issue/back', noCallback: true };
    const before = await count('applications');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', '/api/v2/application', citizen, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => answer.json().result.id as string));
    expect(ids.size).toBe(1);
    expect(await count('applications')).toBe(before + 1);
    // Once it is signed it has moved on: applying again is a new application.
    const [id] = [...ids];
    expect((await postForm(t, answers[0]!.json().result.url as string, citizen, { action: 'sign' })).statusCode).toBe(302);
    const again = await t.call('POST', '/api/v2/application', citizen, body);
    expect(again.json().result.id).not.toBe(id);
    expect(await count('applications')).toBe(before + 2);
    // Other form values are another application.
    const other = await t.call('POST', '/api/v2/application', citizen, { ...body, data: { ...body.data, 사용용도: '다른 용도' } });
    expect(other.json().result.id).not.toBe(again.json().result.id);
  });

  it('POST /api/v2/application/channeling/external without an Idempotency-Key: the court application still waiting is answered', async () => {
    const before = await count('applications');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT), data: { 증명서종류: '특정', 주민등록번호표기: '전체표기' } })));
    expect(new Set(answers.map((answer) => answer.json().result.id as string)).size).toBe(1);
    expect(await count('applications')).toBe(before + 1);
  });

  it('POST /api/v2/application/channeling/external', async () => {
    const before = await count('applications');
    await tenAtOnce({ method: 'POST', url: '/api/v2/application/channeling/external', cookies: citizen, body: { 문서종류: pathOf(COURT) } });
    expect(await count('applications')).toBe(before + 1);
  });

  it('POST /api/v2/application/guest/{token}', async () => {
    const guest = await t.login('guest');
    const edoc = pathOf(CHANNELING);
    const auth = await postForm(t, `/sim/simple-auth?edoc=${encodeURIComponent(edoc)}&returnUrl=%2Fissue%2Fguest`, guest);
    const token = new URL(auth.headers.location as string, 'http://x').searchParams.get('token')!;
    const before = await count('applications');
    await tenAtOnce({ method: 'POST', url: `/api/v2/application/guest/${token}`, cookies: guest, body: { data: { 문서종류: edoc, ...sample(CHANNELING) } } });
    expect(await count('applications')).toBe(before + 1);
  });

  it('POST /partner/v1/requests (the partner sends its own key)', async () => {
    const before = await count('papas_requests');
    await tenAtOnce({ method: 'POST', url: '/partner/v1/requests', headers: PARTNER_AUTH, body: { package: 'loan-basic' } });
    expect(await count('papas_requests')).toBe(before + 1);
  });

  it('POST /api/v2/application/package and its start POST /api/v2/application/package/{id}', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    expect((await info(t, citizen, papas)).statusCode).toBe(200);
    const before = await count('package_applications');
    const created = await tenAtOnce({
      method: 'POST',
      url: '/api/v2/application/package',
      cookies: citizen,
      body: { papas, package: 'loan-basic', inputs: INPUTS['loan-basic'], returnUrl: `/papas/${papas}/start?resume=1` },
    });
    expect(await count('package_applications')).toBe(before + 1);
    const { applicationId, url } = created.json().result as { applicationId: string; url: string };
    expect((await postForm(t, url, citizen, { action: 'sign' })).statusCode).toBe(302);
    // One of the ten starts ran (the other nine are its replayed answer).
    await tenAtOnce({ method: 'POST', url: `/api/v2/application/package/${applicationId}`, cookies: citizen });
  });

  it('POST /api/v2/agreement', async () => {
    const newcomer = await t.login('newcomer', { device: 'newcomer-phone' });
    const before = await count('agreements');
    await tenAtOnce({ method: 'POST', url: '/api/v2/agreement', cookies: newcomer, body: NEW_AGREEMENT });
    const single = await count('agreements') - before;
    // The same submit once more with a new key records the agreements once more: the ten above were one.
    expect(single).toBeGreaterThan(0);
    const again = await t.call('POST', '/api/v2/agreement', newcomer, NEW_AGREEMENT);
    expect(again.statusCode).toBe(200);
    expect(await count('agreements') - before).toBe(2 * single);
  });

  it('GET /api/v2/inbox/once (a one-time share)', async () => {
    const documentId = 'seed-citizen-resident-copy';
    const before = await count('once_links');
    await tenAtOnce({ method: 'GET', url: `/api/v2/inbox/once?documentIds=${documentId}`, cookies: citizen });
    expect(await count('once_links')).toBe(before + 1);
  });

  it('POST /api/v1/qr-pass', async () => {
    const before = await count('qr_passes');
    await tenAtOnce({
      method: 'POST',
      url: '/api/v1/qr-pass',
      cookies: citizen,
      body: { documentId: 'seed-citizen-resident-copy', qrPassCode: 'HANBIT-RESIDENT-COPY', institutionCode: 'HANBIT-BANK-YEOUIDO' },
    });
    expect(await count('qr_passes')).toBe(before + 1);
  });

  it('without a key, creates of different applications are each made', async () => {
    const before = await count('applications');
    await Promise.all(Array.from({ length: 3 }, (_, i) => create(t, citizen, NORMAL, { 사용용도: `세 번째 확인 ${i}` })));
    expect(await count('applications')).toBe(before + 3);
  });
});
