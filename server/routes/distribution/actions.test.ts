import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
const open = async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  receiver = await t.login('receiver', { device: 'receiver-phone' });
};
const close = () => t.close();
/** Tests that change records get a fresh database each; the others share one. */
const freshPerTest = () => {
  beforeEach(open);
  afterEach(close);
};

interface Item {
  type: 'SUBMITTED' | 'RECEIVED';
  distributionId: string;
  id: string;
  state: string;
  remainingDays: number;
  reasonForRefusal: string | null;
  submitter: string;
  receiver: string;
  pin: string | null;
}

/** Seeded records (server/db/seed-data/distributions.ts). */
const SENT_UNREAD = 'seed-delivery-01/document/seed-citizen-driving-career';
const SENT_READ = 'seed-delivery-02/document/seed-citizen-health-history';
const SENT_EXPIRED = 'seed-delivery-03/document/seed-citizen-premium-full-expired';
const SENT_TO_BANK_RETURNED = 'seed-delivery-04/document/seed-citizen-tax-paid';
const SENT_CANCELED = 'seed-delivery-05/document/seed-citizen-health-history';
const RECEIVED_UNREAD = 'seed-delivery-08/document/seed-receiver-abstract';
const RECEIVED_READ = 'seed-delivery-09/document/seed-receiver-health-card';
const RECEIVED_RETURNED = 'seed-delivery-10/document/seed-receiver-income';
const RECEIVED_CANCELED = 'seed-delivery-11/document/seed-receiver-family';
const RECEIVED_EXPIRED = 'seed-delivery-12/document/seed-receiver-old-driving';

const base = (record: string) => `/api/v2/distribution/${record}`;
const list = async (cookies: Cookies): Promise<Item[]> => (await t.call('GET', '/api/v2/distribution', cookies)).json().result;
const find = async (cookies: Cookies, record: string) => {
  const [distributionId, , id] = record.split('/');
  return (await list(cookies)).find((item) => item.distributionId === distributionId && item.id === id);
};
const reject = (cookies: Cookies, record: string, reason: string) =>
  t.call('POST', `${base(record)}/reject?reason=${encodeURIComponent(reason)}`, cookies);

describe('seeded records (DESIGN §6)', () => {
  freshPerTest();

  it('citizen has sent and received records in every state, one expired and one on its expiry day', async () => {
    const items = await list(citizen);
    for (const type of ['SUBMITTED', 'RECEIVED']) {
      const states = new Set(items.filter((item) => item.type === type).map((item) => item.state));
      expect([...states].sort()).toEqual(['CANCELED', 'NOT_READ_YET', 'READ', 'RETURNED']);
    }
    expect(items.some((item) => item.remainingDays < 0)).toBe(true);
    expect(items.some((item) => item.remainingDays === 0)).toBe(true);
    expect(items.some((item) => item.remainingDays > 0 && item.remainingDays <= 10)).toBe(true);
  });

  it('receiver holds the other side of every record it shares with citizen, in the same state', async () => {
    const mine = await list(citizen);
    const theirs = await list(receiver);
    const shared = theirs.filter((item) => item.submitter === '김민준' || item.receiver === '김민준');
    expect(shared.length).toBeGreaterThanOrEqual(3);
    expect(shared.some((item) => item.type === 'RECEIVED')).toBe(true);
    for (const item of shared) {
      const other = mine.find((m) => m.distributionId === item.distributionId && m.id === item.id);
      expect(other).toMatchObject({ state: item.state, pin: item.pin, type: item.type === 'RECEIVED' ? 'SUBMITTED' : 'RECEIVED' });
    }
  });
});

describe('GET /api/v2/distribution/{distributionId}/document/{id}', () => {
  freshPerTest();

  it('answers the caller’s own record as the list shows it, on any page, without marking it read', async () => {
    for (const record of [SENT_UNREAD, RECEIVED_UNREAD, SENT_TO_BANK_RETURNED]) {
      const response = await t.call('GET', base(record), citizen);
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toEqual(await find(citizen, record));
    }
    expect((await find(citizen, RECEIVED_UNREAD))?.state).toBe('NOT_READ_YET');
  });

  it('a deleted record answers 404 NOT_FOUND to the one who deleted it; the other side still has theirs', async () => {
    await t.call('DELETE', base(SENT_READ), citizen);
    expect((await t.call('GET', base(SENT_READ), citizen)).json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await t.call('GET', base(SENT_READ), receiver)).json().result).toMatchObject({ type: 'RECEIVED', state: 'READ' });
  });
});

describe('GET /api/v2/distribution/{distributionId}/document/{id}/viewer', () => {
  freshPerTest();

  it('reading a received document marks it READ for both sides; its url serves the PDF to the reader only', async () => {
    const response = await t.call('GET', `${base(RECEIVED_UNREAD)}/viewer`, citizen);
    expect(response.statusCode).toBe(200);
    const { url } = response.json().result;
    expect(url).toMatch(/^\/api\/v2\/document-file\//);
    expect((await find(citizen, RECEIVED_UNREAD))?.state).toBe('READ');
    expect((await find(receiver, RECEIVED_UNREAD))?.state).toBe('READ');
    const file = await t.call('GET', url, citizen);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await t.call('GET', url, receiver)).statusCode).toBe(404);
    expect((await t.call('GET', url)).statusCode).toBe(404);
  });

  it('the sender views a sent document without marking it read, in any state but expired', async () => {
    expect((await t.call('GET', `${base(SENT_UNREAD)}/viewer`, citizen)).statusCode).toBe(200);
    expect((await t.call('GET', `${base(SENT_CANCELED)}/viewer`, citizen)).statusCode).toBe(200);
    expect((await find(receiver, SENT_UNREAD))?.state).toBe('NOT_READ_YET');
    const expired = await t.call('GET', `${base(SENT_EXPIRED)}/viewer`, citizen);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '열람 기간이 지났어요' });
  });

  it('a url stops working once its record can no longer be viewed: rejected or deleted, 404 DOCUMENT_NOT_FOUND; expired, 410 DOCUMENT_EXPIRED', async () => {
    const urlOf = async (record: string, cookies: Cookies): Promise<string> => (await t.call('GET', `${base(record)}/viewer`, cookies)).json().result.url;
    const answers = async (url: string, cookies: Cookies) => {
      const response = await t.call('GET', url, cookies);
      return response.statusCode === 200 ? 200 : { status: response.statusCode, code: response.json().code };
    };

    const rejected = await urlOf(RECEIVED_UNREAD, citizen);
    expect(await answers(rejected, citizen)).toBe(200);
    expect((await reject(citizen, RECEIVED_UNREAD, '다른 서류입니다')).statusCode).toBe(200);
    expect(await answers(rejected, citizen)).toEqual({ status: 404, code: 'DOCUMENT_NOT_FOUND' });

    const [received, sent] = [await urlOf(RECEIVED_READ, citizen), await urlOf(SENT_READ, citizen)];
    expect((await t.call('DELETE', base(RECEIVED_READ), citizen)).statusCode).toBe(200);
    expect((await t.call('DELETE', base(SENT_READ), citizen)).statusCode).toBe(200);
    expect(await answers(received, citizen)).toEqual({ status: 404, code: 'DOCUMENT_NOT_FOUND' });
    expect(await answers(sent, citizen)).toEqual({ status: 404, code: 'DOCUMENT_NOT_FOUND' });
    // The other side's record is theirs: the receiver of the deleted sent record still reads it.
    expect(await answers(await urlOf(SENT_READ, receiver), receiver)).toBe(200);

    const unread = await urlOf(SENT_UNREAD, citizen);
    await t.app.db.run('UPDATE distributions SET expires_at = ? WHERE distribution_id = ? AND document_id = ?', [
      '2000-01-01T00:00:00.000Z',
      'seed-delivery-01',
      'seed-citizen-driving-career',
    ]);
    expect(await answers(unread, citizen)).toEqual({ status: 410, code: 'DOCUMENT_EXPIRED' });
  });

  it('a url made for one record does not open through another user’s session, nor after a forged record', async () => {
    const url: string = (await t.call('GET', `${base(SENT_UNREAD)}/viewer`, citizen)).json().result.url;
    expect((await t.call('GET', url, receiver)).json().code).toBe('NOT_FOUND');
    const forged = t.app.issuance.links.url('seed-citizen-driving-career', { kind: 'record', userId: 'citizen', distributionId: 'seed-delivery-99' });
    expect((await t.call('GET', forged, citizen)).json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', status: 404 });
  });

  it.each([
    ['returned', RECEIVED_RETURNED, '열람할 수 없는 증명서예요'],
    ['cancelled', RECEIVED_CANCELED, '열람할 수 없는 증명서예요'],
    ['expired', RECEIVED_EXPIRED, '열람 기간이 지났어요'],
  ])('a %s received document cannot be viewed: 409 DISTRIBUTION_ERROR', async (_name, record, title) => {
    const response = await t.call('GET', `${base(record)}/viewer`, citizen);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title, status: 409 });
  });
});

describe('POST /api/v2/distribution/{distributionId}/document/{id}/reject', () => {
  freshPerTest();

  it('returns the document with the trimmed reason, seen by both sides (반려함 / 반려됨)', async () => {
    const response = await reject(citizen, RECEIVED_UNREAD, '  서류가 흐릿합니다.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ type: 'RECEIVED', state: 'RETURNED', reasonForRefusal: '서류가 흐릿합니다.' });
    expect(await find(receiver, RECEIVED_UNREAD)).toMatchObject({ type: 'SUBMITTED', state: 'RETURNED', reasonForRefusal: '서류가 흐릿합니다.' });
  });

  it('a read document can be rejected too; a 200-character reason is accepted', async () => {
    const response = await reject(citizen, RECEIVED_READ, '가'.repeat(200));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.reasonForRefusal).toHaveLength(200);
  });

  it.each([
    ['201 characters', '가'.repeat(201)],
    ['an empty reason', ''],
    ['a blank reason', '   \n '],
  ])('%s answers 400 INVALID_PARAM and changes nothing', async (_name, reason) => {
    const response = await reject(citizen, RECEIVED_UNREAD, reason);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '입력값이 올바르지 않아요: reason' });
    expect(await find(citizen, RECEIVED_UNREAD)).toMatchObject({ state: 'NOT_READ_YET', reasonForRefusal: null });
  });

  it('without a reason answers 400 INVALID_PARAM', async () => {
    const response = await t.call('POST', `${base(RECEIVED_UNREAD)}/reject`, citizen);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '입력값이 올바르지 않아요: reason' });
  });

  it.each([
    ['a sent record', SENT_UNREAD, '반려할 수 없어요'],
    ['a returned record', RECEIVED_RETURNED, '반려할 수 없어요'],
    ['a cancelled record', RECEIVED_CANCELED, '반려할 수 없어요'],
    ['an expired record', RECEIVED_EXPIRED, '열람 기간이 지났어요'],
  ])('%s cannot be rejected: 409 DISTRIBUTION_ERROR, nothing changes', async (_name, record, title) => {
    const before = await find(citizen, record);
    const response = await reject(citizen, record, '사유');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title });
    expect(await find(citizen, record)).toEqual(before);
  });
});

describe('POST /api/v2/distribution/{distributionId}/document/{id}/cancel', () => {
  freshPerTest();

  it('cancels a sent record not read yet, for both sides (보내기취소함 / 보내기취소됨)', async () => {
    const response = await t.call('POST', `${base(SENT_UNREAD)}/cancel`, citizen);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ type: 'SUBMITTED', state: 'CANCELED' });
    expect(await find(receiver, SENT_UNREAD)).toMatchObject({ type: 'RECEIVED', state: 'CANCELED' });
  });

  it('a record already read answers 409 DISTRIBUTION_ERROR and stays read', async () => {
    const response = await t.call('POST', `${base(SENT_READ)}/cancel`, citizen);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '보내기를 취소할 수 없어요' });
    expect((await find(citizen, SENT_READ))?.state).toBe('READ');
  });

  it('the receiver reading first wins over a later cancel', async () => {
    await t.call('GET', `${base(SENT_UNREAD)}/viewer`, receiver);
    const response = await t.call('POST', `${base(SENT_UNREAD)}/cancel`, citizen);
    expect(response.json().code).toBe('DISTRIBUTION_ERROR');
    expect((await find(citizen, SENT_UNREAD))?.state).toBe('READ');
  });

  it('ten cancels at once: one succeeds, the others answer DISTRIBUTION_ERROR', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', `${base(SENT_UNREAD)}/cancel`, citizen)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'DISTRIBUTION_ERROR')).toHaveLength(9);
  });

  it.each([
    ['an expired record', SENT_EXPIRED, '열람 기간이 지났어요'],
    ['a received record', RECEIVED_UNREAD, '보내기를 취소할 수 없어요'],
    ['a cancelled record', SENT_CANCELED, '보내기를 취소할 수 없어요'],
  ])('%s cannot be cancelled: 409 DISTRIBUTION_ERROR', async (_name, record, title) => {
    const response = await t.call('POST', `${base(record)}/cancel`, citizen);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title });
  });
});

describe('DELETE /api/v2/distribution/{distributionId}/document/{id}', () => {
  freshPerTest();

  it.each([
    ['a read sent record', SENT_READ],
    ['an expired sent record', SENT_EXPIRED],
    ['a read received record', RECEIVED_READ],
    ['an expired received record', RECEIVED_EXPIRED],
  ])('deletes %s from the caller’s list only', async (_name, record) => {
    const response = await t.call('DELETE', base(record), citizen);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { deleted: true } });
    expect(await find(citizen, record)).toBeUndefined();
    expect((await t.call('DELETE', base(record), citizen)).statusCode).toBe(404);
    expect(await find(receiver, record)).toBeDefined();
  });

  it.each([
    ['a sent record not read yet', SENT_UNREAD],
    ['a returned sent record', SENT_TO_BANK_RETURNED],
    ['a received record not read yet', RECEIVED_UNREAD],
    ['a returned received record', RECEIVED_RETURNED],
  ])('%s cannot be deleted (000 §4.8): 409 DISTRIBUTION_ERROR, still listed', async (_name, record) => {
    const response = await t.call('DELETE', base(record), citizen);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '삭제할 수 없어요' });
    expect(await find(citizen, record)).toBeDefined();
  });
});

describe('every distribution call: another user’s ids, bad ids, who may call', () => {
  beforeAll(open);
  afterAll(close);

  const calls = (record: string) =>
    [
      ['GET', base(record)],
      ['GET', `${base(record)}/viewer`],
      ['POST', `${base(record)}/reject?reason=x`],
      ['POST', `${base(record)}/cancel`],
      ['DELETE', base(record)],
    ] as const;

  it.each(calls(SENT_TO_BANK_RETURNED))('%s %s of another user’s record answers 404 NOT_FOUND', async (method, url) => {
    const response = await t.call(method, url, receiver);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each(calls('no-such-submission/document/seed-citizen-driving-career'))('%s %s of an unknown record answers 404 NOT_FOUND', async (method, url) => {
    expect((await t.call(method, url, citizen)).json().code).toBe('NOT_FOUND');
  });

  it.each(calls('bad%20id/document/x.y'))('%s %s with malformed ids answers 400 INVALID_PARAM', async (method, url) => {
    const response = await t.call(method, url, citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });

  it.each(calls(SENT_UNREAD))('%s %s needs a session (401) and the main device (403)', async (method, url) => {
    expect((await t.call(method, url)).json().code).toBe('UNAUTHENTICATED');
    expect((await t.call(method, url, await t.login('subdevice'))).json().code).toBe('MAIN_DEVICE_ONLY');
  });
});
