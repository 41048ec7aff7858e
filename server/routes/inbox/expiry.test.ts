import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSigned, NORMAL, sample, waitForState } from '../../issuance/test-kit.ts';
import { sealFormData } from '../../db/issued-documents.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { DAY_MS } from '../../time.ts';

/** A fixed clock: 2025-03-15 12:00 in Korea (03:00 UTC), before the seeded documents' dates (and the sessions' ends). */
const NOW = Date.parse('2025-03-15T03:00:00Z');
const FORM = { 사용용도: '금융기관 제출용', 주소공개: false, 주민등록번호표기: '뒷자리표기안함' };

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;

async function insertDocument(id: string, owner: string, daysLeft: number, deleted = false): Promise<void> {
  await t.app.db.run(
    `INSERT INTO documents (id, owner_user_id, edoc_path, name, issuer_name, issued_at, expires_at, is_paid, sort_order, form_data, deleted_at)
     VALUES (?, ?, '납세증명서', '납세증명서(국세완납증명)', '국세청', ?, ?, 0, 0, ?, ?)`,
    [id, owner, new Date(NOW - 80 * DAY_MS).toISOString(), new Date(NOW + daysLeft * DAY_MS).toISOString(), await sealFormData(t.app.sealer, id, owner, FORM), deleted ? new Date(NOW).toISOString() : null],
  );
}

describe('expiry before it bites, with a fixed clock', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    citizen = await t.login('citizen');
    receiver = await t.login('receiver', { device: 'receiver-phone' });
    for (const [id, days] of [['exp-9', 9], ['exp-10', 10], ['exp-11', 11], ['exp-0', 0], ['exp-past-7', -7], ['exp-past-8', -8]] as const) {
      await insertDocument(id, 'citizen', days);
    }
    await insertDocument('exp-deleted', 'citizen', 5, true);
    await insertDocument('exp-theirs', 'receiver', 5);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GET /api/v2/inbox/expiring: a document 9 days from expiry is there; 10 days left to 7 days past, soonest first, only the caller’s kept ones', async () => {
    const response = await t.call('GET', '/api/v2/inbox/expiring', citizen);
    expect(response.statusCode).toBe(200);
    const result = response.json().result as Array<{ id: string; remainingDays: number; path: string }>;
    expect(result.map((document) => [document.id, document.remainingDays])).toEqual([
      ['exp-past-7', -7],
      ['exp-0', 0],
      ['exp-9', 9],
      ['exp-10', 10],
    ]);
    expect(result[2]?.path).toBe('납세증명서');
  });

  it('GET /api/v2/inbox/{id}/reissue: the certificate and the values of the application that issued it', async () => {
    const response = await t.call('GET', '/api/v2/inbox/exp-9/reissue', citizen);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { path: '납세증명서', name: '납세증명서(국세완납증명)', formData: FORM } });
    // An expired one can be issued again too: that is what it is for.
    expect((await t.call('GET', '/api/v2/inbox/exp-past-8/reissue', citizen)).json().result.formData).toEqual(FORM);
  });

  it('another user’s or an unknown document is not found, a deleted one DOCUMENT_NOT_FOUND, a bad id INVALID_PARAM; no session 401', async () => {
    expect((await t.call('GET', '/api/v2/inbox/exp-theirs/reissue', citizen)).json().code).toBe('NOT_FOUND');
    expect((await t.call('GET', '/api/v2/inbox/exp-9/reissue', receiver)).json().code).toBe('NOT_FOUND');
    expect((await t.call('GET', '/api/v2/inbox/nope/reissue', citizen)).json().code).toBe('NOT_FOUND');
    expect((await t.call('GET', '/api/v2/inbox/exp-deleted/reissue', citizen)).json().code).toBe('DOCUMENT_NOT_FOUND');
    expect((await t.call('GET', `/api/v2/inbox/${'x'.repeat(200)}/reissue`, citizen)).json().code).toBe('INVALID_PARAM');
    expect((await t.call('GET', '/api/v2/inbox/expiring', {})).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v2/inbox/expiring?x=1', citizen)).json().code).toBe('INVALID_PARAM');
  });
});

describe('a document issued through the wallet', () => {
  it('reissues with the values its application was made with', async () => {
    const app = await buildTestApp();
    try {
      const cookies = await app.login('citizen');
      const id = await createSigned(app, cookies, NORMAL, FORM);
      await app.call('POST', `/api/v2/application/${id}`, cookies);
      const done = await waitForState(app, cookies, id, 'COMPLETE');
      const answer = (await app.call('GET', `/api/v2/inbox/${String(done.documentId)}/reissue`, cookies)).json().result;
      expect(answer).toEqual({ path: '납세증명서', name: '납세증명서(국세완납증명)', formData: { ...sample(NORMAL), ...FORM } });
    } finally {
      await app.close();
    }
  });
});
