import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnceLinksRepo } from '../../../db/once-links.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../../test/build-test-app.ts';
import { MAX_PIN_TRIES } from './link-state.ts';
import { READING_SESSION_COOKIE } from './links.ts';

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
beforeAll(async () => {
  t = await buildTestApp();
  [citizen, receiver] = [await t.login('citizen'), await t.login('receiver')];
});
afterAll(async () => {
  await t.close();
});

const RESIDENT = 'seed-citizen-resident-copy';
const HEALTH = 'seed-citizen-health-history';
const TAX = 'seed-citizen-tax-paid';

interface MadeLink {
  url: string;
  pinCode: string;
  token: string;
}

const linkRow = async (token: string) =>
  (await t.app.db.get<{ id: string; failed_attempts: number }>('SELECT * FROM once_links WHERE token_hash = ?', [createHash('sha256').update(token).digest('hex')]))!;
const linkCount = async () => (await t.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM once_links'))?.n ?? 0;
const once = (ids: string[], cookies = citizen) => t.call('GET', `/api/v2/inbox/once?${ids.map((id) => `documentIds=${id}`).join('&')}`, cookies);

async function share(ids: string[] = [RESIDENT, HEALTH]): Promise<MadeLink> {
  const response = await once(ids);
  expect(response.statusCode).toBe(200);
  const { url, pinCode } = response.json().result as { url: string; pinCode: string };
  return { url, pinCode, token: url.slice(url.lastIndexOf('/') + 1) };
}

const state = (token: string, cookies: Cookies = {}) => t.call('GET', `/api/v2/shared/${token}`, cookies);
const enter = (token: string, pinCode: unknown, cookies: Cookies = {}) => t.call('POST', `/api/v2/shared/${token}/pin`, cookies, { pinCode });
const wrongPin = (pin: string) => (pin === '000000' ? '000001' : '000000');
const readerCookie = (response: { cookies: Array<{ name: string; value: string }> }): Cookies => {
  const cookie = response.cookies.find((c) => c.name === READING_SESSION_COOKIE);
  return cookie ? { [READING_SESSION_COOKIE]: cookie.value } : {};
};

describe('GET /api/v2/inbox/once (000 §7): a one-time link and its PIN', () => {
  it('answers an absolute /shared/{token} url, a 6-digit PIN and when it expires (a day)', async () => {
    const response = await once([RESIDENT]);
    const { url, pinCode, expiresAt } = response.json().result;
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(pinCode).toMatch(/^\d{6}$/);
    expect(expiresAt).toMatch(/^\d{14}$/);
    // Only hashes are kept: neither the link's secret nor the PIN is in the database.
    const token = url.slice(url.lastIndexOf('/') + 1);
    const row = await linkRow(token) as unknown as Record<string, string>;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Object.values(row)).not.toContain(pinCode);
  });

  it('paid and my-data certificates cannot be shared: 409 with the reason, nothing made', async () => {
    const before = await linkCount();
    for (const ids of [['seed-citizen-building-paid'], [RESIDENT, 'seed-citizen-pension-mydata']]) {
      const response = await once(ids);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ERROR', message: '유료 증명서와 마이데이터 증명서는 공유할 수 없어요. 해당 증명서를 빼고 다시 선택해 주세요.' });
    }
    expect(await linkCount()).toBe(before);
  });

  it('another user’s or an unknown id is NOT_FOUND; an expired one DOCUMENT_EXPIRED; nothing made', async () => {
    const before = await linkCount();
    expect((await once([RESIDENT], receiver)).json().code).toBe('NOT_FOUND');
    expect((await once([RESIDENT, 'nope'])).json().code).toBe('NOT_FOUND');
    expect((await once([RESIDENT, 'seed-citizen-premium-full-expired'])).json().code).toBe('DOCUMENT_EXPIRED');
    expect(await linkCount()).toBe(before);
  });

  it.each([
    [''],
    ['documentIds='],
    ['documentIds=a/b'],
    [`documentIds=${'x'.repeat(101)}`],
    [Array.from({ length: 11 }, (_, i) => `documentIds=d${i}`).join('&')],
    [`documentIds=${RESIDENT}&documentIds=${RESIDENT}`],
    [`documentIds=${RESIDENT}&extra=1`],
  ])('?%s answers 400 INVALID_PARAM, nothing made', async (query) => {
    const before = await linkCount();
    const response = await t.call('GET', `/api/v2/inbox/once?${query}`, citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
    expect(await linkCount()).toBe(before);
  });

  it('needs the wallet’s session', async () => {
    expect((await once([RESIDENT], {})).statusCode).toBe(401);
  });
});

describe('the one-time link’s reader (/shared/{token}): PIN, one use, lockout, expiry', () => {
  it('asks for the PIN, then the right PIN opens the documents with their authenticity panel', async () => {
    const { token, pinCode } = await share();
    const first = (await state(token)).json().result;
    expect(first).toMatchObject({ state: 'PIN_REQUIRED', remainingTries: 5, documentCount: 2, documents: [] });

    const opened = await enter(token, pinCode);
    const result = opened.json().result;
    expect(result.state).toBe('OPENED');
    expect(result.documents.map((d: { name: string }) => d.name)).toEqual(['주민등록표 등본', '건강보험 자격득실 확인서']);
    const stored = (await t.app.issuance.documents.findById(RESIDENT))!;
    expect(result.documents[0]).toMatchObject({
      issuerName: '행정안전부',
      documentNumber: stored.documentNumber,
      issueDate: expect.stringMatching(/^\d{14}$/),
      verification: { valid: true, reason: null, signer: expect.stringContaining('CN=행정안전부'), protectedCopy: false },
    });
    const cookie = opened.cookies.find((c) => c.name === READING_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v2/' });

    const reader = readerCookie(opened);
    const file = await t.call('GET', result.documents[0].url, reader);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The file is for this reading session only: not for another browser, nor the owner's session.
    expect((await t.call('GET', result.documents[0].url)).statusCode).toBe(404);
    expect((await t.call('GET', result.documents[0].url, citizen)).statusCode).toBe(404);
    // A reload in the same browser keeps showing the documents.
    expect((await state(token, reader)).json().result.state).toBe('OPENED');
  });

  it('works once: a second browser with the right PIN finds the link spent', async () => {
    const { token, pinCode } = await share([TAX]);
    expect((await enter(token, pinCode)).json().result.state).toBe('OPENED');
    const again = (await enter(token, pinCode)).json().result;
    expect(again).toMatchObject({ state: 'USED', documents: [] });
    expect((await state(token)).json().result.state).toBe('USED');
  });

  it('ten right PINs at once open the link once', async () => {
    const { token, pinCode } = await share([TAX]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => enter(token, pinCode)));
    const states = answers.map((a) => a.json().result.state);
    expect(states.filter((s) => s === 'OPENED')).toHaveLength(1);
    expect(states.filter((s) => s === 'USED')).toHaveLength(9);
    expect((await t.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM once_link_sessions WHERE once_link_id = ?', [(await linkRow(token)).id]))?.n).toBe(1);
  });

  it('wrong PINs say how many tries are left and lock the link after 5, even against the right PIN', async () => {
    const { token, pinCode } = await share([TAX]);
    const left: number[] = [];
    for (let i = 0; i < MAX_PIN_TRIES - 1; i++) {
      const result = (await enter(token, wrongPin(pinCode))).json().result;
      expect(result.state).toBe('PIN_REQUIRED');
      left.push(result.remainingTries);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    expect((await enter(token, wrongPin(pinCode))).json().result).toMatchObject({ state: 'LOCKED', remainingTries: 0 });
    const locked = await enter(token, pinCode);
    expect(locked.json().result.state).toBe('LOCKED');
    expect(readerCookie(locked)).toEqual({});
    expect((await state(token)).json().result.state).toBe('LOCKED');
  });

  it('many wrong PINs at once count no further than the lock', async () => {
    const { token, pinCode } = await share([TAX]);
    await Promise.all(Array.from({ length: 12 }, () => enter(token, wrongPin(pinCode))));
    expect((await linkRow(token)).failed_attempts).toBe(MAX_PIN_TRIES);
  });

  it('in the database a wrong PIN counts only while the link can be tried, and only one claim spends it, unlocked and unexpired', async () => {
    const repo = new OnceLinksRepo(t.app.db);
    const locked = (await linkRow((await share([TAX])).token)).id;
    for (let i = 0; i < MAX_PIN_TRIES; i++) expect(await repo.countWrongPin(locked, MAX_PIN_TRIES)).toBe(true);
    expect(await repo.countWrongPin(locked, MAX_PIN_TRIES)).toBe(false);
    expect(await repo.claim(locked, new Date().toISOString(), MAX_PIN_TRIES)).toBe(false);

    const open = (await linkRow((await share([TAX])).token)).id;
    const { expires_at: expiresAt } = (await repo.byId(open))!;
    expect(await repo.claim(open, expiresAt, MAX_PIN_TRIES)).toBe(false);
    expect(await repo.claim(open, new Date().toISOString(), MAX_PIN_TRIES)).toBe(true);
    expect(await repo.claim(open, new Date().toISOString(), MAX_PIN_TRIES)).toBe(false);
    expect(await repo.countWrongPin(open, MAX_PIN_TRIES)).toBe(false);
    expect((await repo.byId(open))!.failed_attempts).toBe(0);
  });

  it.each([['12345'], ['abcdef'], [null], [''], ['1234567'], ['１２３４５６']])('a malformed PIN (%s) is 400 and costs no try', async (pin) => {
    const { token } = await share([TAX]);
    const response = await enter(token, pin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
    expect((await state(token)).json().result.remainingTries).toBe(5);
  });

  it('an unknown token is 404, a malformed one 400', async () => {
    expect((await state('A'.repeat(43))).json().code).toBe('NOT_FOUND');
    expect((await enter('A'.repeat(43), '123456')).json().code).toBe('NOT_FOUND');
    for (const bad of ['short', 'has.dot.in.it.and.long.enough.xx', '%00'.repeat(10)]) {
      expect((await state(bad)).statusCode).toBe(400);
    }
  });

  it('after a day the link has expired; when the reading session ends the documents are gone too', async () => {
    const { token, pinCode } = await share([TAX]);
    await t.app.db.run("UPDATE once_links SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?", [(await linkRow(token)).id]);
    expect((await enter(token, pinCode)).json().result.state).toBe('EXPIRED');

    const fresh = await share([TAX]);
    const opened = await enter(fresh.token, fresh.pinCode);
    const url = opened.json().result.documents[0].url;
    await t.app.db.run("UPDATE once_link_sessions SET expires_at = '2000-01-01T00:00:00.000Z'");
    expect((await state(fresh.token, readerCookie(opened))).json().result.state).toBe('USED');
    expect((await t.call('GET', url, readerCookie(opened))).statusCode).toBe(404);
  });

  it('an opened share’s document url stops working when the owner deletes the document: 404 DOCUMENT_NOT_FOUND', async () => {
    const { token, pinCode } = await share([TAX]);
    const opened = await enter(token, pinCode);
    const { url } = opened.json().result.documents[0];
    expect((await t.call('GET', url, readerCookie(opened))).statusCode).toBe(200);
    await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [TAX] });
    const response = await t.call('GET', url, readerCookie(opened));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('a document its owner deletes after sharing is no longer shown; with none left the link has expired', async () => {
    const { token, pinCode } = await share([RESIDENT, HEALTH]);
    await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [HEALTH] });
    expect((await state(token)).json().result.documentCount).toBe(1);
    await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [RESIDENT] });
    expect((await enter(token, pinCode)).json().result.state).toBe('EXPIRED');
  });
});
