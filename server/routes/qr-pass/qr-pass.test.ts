import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let citizen: Cookies;
beforeEach(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
});
afterEach(async () => {
  await t.close();
});

const PASS = { documentId: 'seed-citizen-resident-copy', qrPassCode: 'HANBIT-RESIDENT-COPY', institutionCode: 'HANBIT-BANK-YEOUIDO' };

describe('GET /api/v1/qr-pass/institutions and the pass list', () => {
  it('lists the institutions by institutionCode', async () => {
    const response = (await t.call('GET', '/api/v1/qr-pass/institutions', citizen)).json();
    expect(response.result).toContainEqual({ institutionCode: 'HANBIT-BANK-YEOUIDO', name: '한빛은행 여의도지점' });
    expect(response.totalCount).toBe(response.result.length);
  });

  it('lists an institution’s passes (000 §3 Cert pass)', async () => {
    const response = (await t.call('GET', '/api/v1/qr-pass?institutionCode=HANBIT-BANK-YEOUIDO', citizen)).json();
    expect(response.result[0]).toEqual({
      qrPassCode: 'HANBIT-RESIDENT-COPY',
      qrPassName: '대출 상담 주민등록표 등본 확인',
      institution: { name: '한빛은행 여의도지점', code: 'HANBIT-BANK-YEOUIDO' },
      urlExposureType: 'HIDDEN',
      edocPath: '주민등록표등본',
    });
  });

  it('an unknown institution is 404; a missing institutionCode 400', async () => {
    expect((await t.call('GET', '/api/v1/qr-pass?institutionCode=NOPE', citizen)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/qr-pass', citizen)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/qr-pass', () => {
  it('makes a pass from the user’s document: url of the pass page, qrPassName, urlExposureType', async () => {
    const response = await t.call('POST', '/api/v1/qr-pass', citizen, PASS);
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toEqual({ url: expect.stringMatching(/^\/sim\/cert-pass\/[0-9a-f-]{36}$/), qrPassName: '대출 상담 주민등록표 등본 확인', urlExposureType: 'HIDDEN' });
    const page = await t.call('GET', result.url, citizen);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('한빛은행 여의도지점');
    expect(page.body).toContain('대출 상담 주민등록표 등본 확인');
    expect(page.body).toMatch(/<img src="data:image\/png;base64,[^"]+"/);
    expect(page.body).toContain('까지');
    expect((await t.call('GET', result.url, await t.login('receiver'))).statusCode).toBe(404);
  });

  it('refuses a document of another certificate (409) and another user’s document (404)', async () => {
    const mismatch = await t.call('POST', '/api/v1/qr-pass', citizen, { ...PASS, documentId: 'seed-citizen-tax-paid' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().title).toBe('자격 확인 QR을 만들 수 없어요');
    const other = await t.call('POST', '/api/v1/qr-pass', await t.login('receiver'), PASS);
    expect(other.statusCode).toBe(404);
  });

  it('refuses an unknown pass or institution (400 naming the field)', async () => {
    const pass = await t.call('POST', '/api/v1/qr-pass', citizen, { ...PASS, qrPassCode: 'NOPE' });
    expect(pass.json()).toMatchObject({ code: 'INVALID_PARAM', message: expect.stringContaining('qrPassCode') });
    const institution = await t.call('POST', '/api/v1/qr-pass', citizen, { ...PASS, institutionCode: 'NOPE' });
    expect(institution.json().message).toContain('institutionCode');
    expect((await t.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM qr_passes'))?.n).toBe(0);
  });
});
