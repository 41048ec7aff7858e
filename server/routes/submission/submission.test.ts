import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionTexts } from '../../messages.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { seededWalletAddress } from '../../wallet-address.ts';

let t: TestApp;
let citizen: Cookies;
const open = async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
};
const close = () => t.close();

const RECEIVER = seededWalletAddress('receiver');
const CITIZEN = seededWalletAddress('citizen');
/** A bank branch that needs agreement, and an office that does not (server/db/seed-data/recipients.ts). */
const BANK = seededWalletAddress('recipient-hanbit-bank-01');
const OFFICE = seededWalletAddress('recipient-jongno-office');
const DOCUMENT = 'seed-citizen-resident-copy';

const search = (query: string, cookies = citizen) => t.call('GET', `/api/v1/submission/recipient/search?${query}`, cookies);
const lookup = (address: string, cookies = citizen) => t.call('GET', `/api/v1/submission/address/${encodeURIComponent(address)}`, cookies);
const submit = (body: unknown, cookies = citizen, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/submission', cookies, payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
const count = async (sql: string, params: string[] = []) => (await t.app.db.get<{ n: number }>(sql, params))?.n ?? 0;
const records = () => count('SELECT COUNT(*) AS n FROM distributions');
const submissionsLeft = async (id: string) =>
  (await t.app.db.get<{ n: number | null }>('SELECT remaining_submission_count AS n FROM documents WHERE id = ?', [id]))?.n;

describe('reads: organisation search and wallet-address lookup', () => {
  beforeAll(open);
  afterAll(close);

  it('GET recipient/search finds recipients by name or region, case-normalised, with type and needAgreement', async () => {
    const byName = (await search(`keyword=${encodeURIComponent('종로')}`)).json();
    expect(byName.result.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['서울특별시 종로구청 민원여권과', '국민건강보험공단 종로지사', '한빛은행 종로지점']),
    );
    const byRegion = (await search(`keyword=${encodeURIComponent('해운대구')}`)).json();
    expect(byRegion.result).toEqual([
      { name: '부산광역시 해운대구청 복지정책과', address: seededWalletAddress('recipient-haeundae-office'), type: 'ADMINISTRATIVE_AGENCY', needAgreement: false, region: '부산광역시 해운대구' },
    ]);
  });

  it('the seeded recipients cover all six types with a mix of needAgreement', async () => {
    const all = [];
    for (const keyword of ['시', '도']) all.push(...(await search(`keyword=${encodeURIComponent(keyword)}&size=100`)).json().result);
    const types = new Set(all.map((r: { type: string }) => r.type));
    expect([...types].sort()).toEqual(['ADMINISTRATIVE_AGENCY', 'BUSINESS', 'FINANCIAL_CORPORATION', 'GENERAL_CORPORATION', 'PERSONAL', 'PUBLIC_INSTITUTION']);
    expect(new Set(all.map((r: { needAgreement: boolean }) => r.needAgreement))).toEqual(new Set([true, false]));
  });

  it('pages 20 from page 1 with the full totalCount; a page past the end is empty', async () => {
    const keyword = encodeURIComponent('한빛은행');
    const first = (await search(`keyword=${keyword}&page=1&size=20`)).json();
    expect(first.result).toHaveLength(20);
    expect(first.totalCount).toBe(22);
    const second = (await search(`keyword=${keyword}&page=2&size=20`)).json();
    expect(second.result).toHaveLength(2);
    expect(new Set([...first.result, ...second.result].map((r: { address: string }) => r.address)).size).toBe(22);
    expect((await search(`keyword=${keyword}&page=3`)).json()).toEqual({ result: [], totalCount: 22 });
  });

  it('the keyword is normalised as the client normalises names (shared/hangul.ts): spaces, width, composition', async () => {
    const plain = (await search(`keyword=${encodeURIComponent('한빛은행')}&size=100`)).json();
    for (const keyword of ['한빛 은행', ' 한빛은행 '.normalize('NFD'), '한빛은행'.normalize('NFKD')]) {
      expect((await search(`keyword=${encodeURIComponent(keyword)}&size=100`)).json()).toEqual(plain);
    }
    expect((await search(`keyword=${encodeURIComponent('해운대 구')}`)).json().totalCount).toBe(1);
  });

  it('search text stored by an older installation (lower case, spaces kept) is rewritten on start', async () => {
    await t.app.db.run("UPDATE recipients SET search_text = '부산광역시 해운대구청 복지정책과 부산광역시 해운대구' WHERE user_id = 'recipient-haeundae-office'");
    expect((await search(`keyword=${encodeURIComponent('해운대구청복지')}`)).json().totalCount).toBe(0);
    expect(await t.app.repos.recipients.refreshSearchText()).toBe(1);
    expect((await search(`keyword=${encodeURIComponent('해운대구청복지')}`)).json().totalCount).toBe(1);
    expect(await t.app.repos.recipients.refreshSearchText()).toBe(0);
  });

  it('a keyword matching nothing, or LIKE wildcards, find nothing', async () => {
    expect((await search(`keyword=${encodeURIComponent('없는기관')}`)).json()).toEqual({ result: [], totalCount: 0 });
    expect((await search('keyword=%25')).json().totalCount).toBe(0);
    expect((await search('keyword=_')).json().totalCount).toBe(0);
  });

  it('citizens’ wallets are not listed in the search', async () => {
    expect((await search(`keyword=${encodeURIComponent('이서연')}`)).json().totalCount).toBe(0);
  });

  it.each([['keyword='], ['keyword=%20%20'], [''], [`keyword=a&page=0`], [`keyword=a&size=101`], [`keyword=a&page=x`], ['keyword=a&extra=1']])(
    'search with %s answers 400 INVALID_PARAM',
    async (query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAM');
    },
  );

  it('GET address/{walletAddress} answers the receiver persona as a personal recipient, case-insensitively', async () => {
    const response = await lookup(RECEIVER.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { name: '이서연', address: RECEIVER, type: 'PERSONAL', needAgreement: false, region: '' } });
    expect((await lookup(BANK)).json().result).toMatchObject({ name: '한빛은행 여의도지점', needAgreement: true });
  });

  it('the caller’s own address answers 400 MY_WALLET_ADDRESS (내 지갑 주소로는 제출할 수 없습니다.)', async () => {
    const response = await lookup(CITIZEN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MY_WALLET_ADDRESS', message: '내 지갑 주소로는 제출할 수 없습니다.' });
  });

  it.each([['not letters and digits', 'ABC-123'], ['spaces', 'ABC 123'], ['Hangul', '지갑주소'], ['an unknown address', 'ZZZZZZZZZZZZZZZZZZZZ']])(
    '%s answers 400 INVALID_WALLET_ADDRESS (잘못된 지갑 주소입니다.)',
    async (_name, address) => {
      const response = await lookup(address);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_WALLET_ADDRESS', message: '잘못된 지갑 주소입니다.' });
    },
  );

  it('letters that only look like the address’s (ſ for S, its upper case) are not its letters: INVALID_WALLET_ADDRESS', async () => {
    const branch = seededWalletAddress('recipient-hanbit-bank-03');
    expect(branch).toContain('S');
    expect((await lookup(branch)).statusCode).toBe(200);
    expect((await lookup(branch.replace('S', 'ſ'))).json().code).toBe('INVALID_WALLET_ADDRESS');
  });

  it('the caller’s own address in lower case is still their own', async () => {
    expect((await lookup(CITIZEN.toLowerCase())).json().code).toBe('MY_WALLET_ADDRESS');
  });

  it('an address of more than 100 characters answers 400 INVALID_PARAM', async () => {
    expect((await lookup('A'.repeat(101))).json().code).toBe('INVALID_PARAM');
  });

  it.each([
    ['GET', `/api/v1/submission/recipient/search?keyword=a`],
    ['GET', `/api/v1/submission/address/${RECEIVER}`],
    ['POST', '/api/v1/submission'],
  ] as const)('%s %s needs a session (401), the main device (403) and a joined user', async (method, url) => {
    const body = { agreed: false, documentIds: [DOCUMENT], receiverAddress: RECEIVER };
    expect((await t.call(method, url, {}, method === 'POST' ? body : undefined)).json().code).toBe('UNAUTHENTICATED');
    expect((await t.call(method, url, await t.login('subdevice'), method === 'POST' ? body : undefined)).json().code).toBe('MAIN_DEVICE_ONLY');
    expect((await t.call(method, url, await t.login('newcomer'), method === 'POST' ? body : undefined)).json().code).toBe('UNREGISTERED_USER');
  });
});

describe('POST /api/v1/submission', () => {
  beforeEach(open);
  afterEach(close);

  it('records the sent side for the sender and the received side for the wallet, with one viewing number', async () => {
    const response = await submit({ agreed: false, documentIds: [DOCUMENT, 'seed-citizen-tax-paid'], receiverAddress: RECEIVER });
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toEqual({ distributionId: expect.any(String), pin: expect.stringMatching(/^\d{6}$/), receiverName: '이서연', documentIds: [DOCUMENT, 'seed-citizen-tax-paid'], alreadySent: false, sentAt: expect.stringMatching(/^\d{14}$/) });
    const mine = (await t.call('GET', '/api/v2/distribution', citizen)).json().result.filter((i: { distributionId: string }) => i.distributionId === result.distributionId);
    const theirs = (await t.call('GET', '/api/v2/distribution', await t.login('receiver', { device: 'phone-2' }))).json().result
      .filter((i: { distributionId: string }) => i.distributionId === result.distributionId);
    expect(mine).toHaveLength(2);
    // In the one order of documents (by name): 납세증명서 (valid 30 days from issue, 15 days ago) before 주민등록표 등본 (the wallet's 90 days).
    expect(mine.map((item: { name: string }) => item.name)).toEqual(['납세증명서(국세완납증명)', '주민등록표 등본']);
    expect(mine[0]).toMatchObject({ type: 'SUBMITTED', submitter: '김민준', receiver: '이서연', state: 'NOT_READ_YET', pin: result.pin, remainingDays: 14 });
    expect(mine[1]).toMatchObject({ remainingDays: 89 });
    expect(theirs).toHaveLength(2);
    expect(theirs[0]).toMatchObject({ type: 'RECEIVED', submitter: '김민준', receiver: '이서연', state: 'NOT_READ_YET', pin: result.pin });
  });

  it('a submission to an organisation records its received side too', async () => {
    const response = await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE });
    const { distributionId } = response.json().result;
    expect(await count("SELECT COUNT(*) AS n FROM distributions WHERE distribution_id = ? AND owner_user_id = 'recipient-jongno-office' AND type = 'RECEIVED'", [distributionId])).toBe(1);
  });

  it('a recipient that needs agreement refuses agreed=false (409 DISTRIBUTION_ERROR) and takes agreed=true', async () => {
    const before = await records();
    const refused = await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: BANK });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '약관 동의가 필요해요' });
    expect(await records()).toBe(before);
    expect((await submit({ agreed: true, documentIds: [DOCUMENT], receiverAddress: BANK })).statusCode).toBe(200);
    expect(await records()).toBe(before + 2);
  });

  it('decrements remainingSubmissionCount; a document at 0 is refused and nothing is recorded', async () => {
    await t.app.db.run('UPDATE documents SET remaining_submission_count = 1 WHERE id = ?', [DOCUMENT]);
    expect((await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE })).statusCode).toBe(200);
    expect(await submissionsLeft(DOCUMENT)).toBe(0);
    const before = await records();
    const refused = await submit({ agreed: false, documentIds: ['seed-citizen-tax-paid', DOCUMENT], receiverAddress: RECEIVER });
    expect(refused.statusCode).toBe(409);
    // Only the used-up document is named.
    expect(refused.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', message: submissionTexts.usedUp('주민등록표 등본').message });
    expect(await records()).toBe(before);
    expect(await submissionsLeft(DOCUMENT)).toBe(0);
    expect(await submissionsLeft('seed-citizen-tax-paid')).toBeNull();
    await t.app.db.run('UPDATE documents SET remaining_submission_count = 0 WHERE id = ?', ['seed-citizen-tax-paid']);
    const tax = (await t.app.db.get<{ name: string }>('SELECT name FROM documents WHERE id = ?', ['seed-citizen-tax-paid']))!.name;
    const both = await submit({ agreed: false, documentIds: ['seed-citizen-tax-paid', DOCUMENT], receiverAddress: RECEIVER });
    expect(both.json().message).toBe(submissionTexts.usedUp(`${tax}, 주민등록표 등본`).message);
  });

  it('own address answers MY_WALLET_ADDRESS, a bad or unknown one INVALID_WALLET_ADDRESS; nothing is recorded', async () => {
    const before = await records();
    expect((await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: CITIZEN })).json().code).toBe('MY_WALLET_ADDRESS');
    expect((await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: 'abc-def' })).json().code).toBe('INVALID_WALLET_ADDRESS');
    expect((await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: 'ZZZZ9999' })).json().code).toBe('INVALID_WALLET_ADDRESS');
    expect(await records()).toBe(before);
  });

  it('another user’s, an unknown, an expired or a deleted document is refused and nothing is recorded', async () => {
    const before = await records();
    const theirs = await submit({ agreed: false, documentIds: [DOCUMENT, 'seed-receiver-abstract'], receiverAddress: OFFICE });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    expect((await submit({ agreed: false, documentIds: ['no-such-document'], receiverAddress: OFFICE })).statusCode).toBe(404);
    await t.app.db.run('UPDATE documents SET expires_at = ? WHERE id = ?', [new Date(Date.now() - 2 * 86_400_000).toISOString(), DOCUMENT]);
    const expired = await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE });
    expect(expired.json()).toMatchObject({ code: 'DOCUMENT_EXPIRED' });
    await t.app.db.run('UPDATE documents SET deleted_at = ? WHERE id = ?', [new Date().toISOString(), 'seed-citizen-tax-paid']);
    expect((await submit({ agreed: false, documentIds: ['seed-citizen-tax-paid'], receiverAddress: OFFICE })).json().code).toBe('DOCUMENT_NOT_FOUND');
    expect(await records()).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['agreed missing', { documentIds: [DOCUMENT], receiverAddress: OFFICE }],
    ['agreed not a boolean', { agreed: 'yes', documentIds: [DOCUMENT], receiverAddress: OFFICE }],
    ['no documents', { agreed: false, documentIds: [], receiverAddress: OFFICE }],
    ['eleven documents', { agreed: false, documentIds: Array.from({ length: 11 }, (_, i) => `d${i}`), receiverAddress: OFFICE }],
    ['a repeated document', { agreed: false, documentIds: [DOCUMENT, DOCUMENT], receiverAddress: OFFICE }],
    ['a malformed document id', { agreed: false, documentIds: ['../x'], receiverAddress: OFFICE }],
    ['an empty address', { agreed: false, documentIds: [DOCUMENT], receiverAddress: '' }],
    ['an unknown field', { agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE, extra: 1 }],
  ])('%s answers 400 INVALID_PARAM and records nothing', async (_name, body) => {
    const before = await records();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/submission', cookies: citizen, ...(body ? { payload: body } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
    expect(await records()).toBe(before);
  });

  it('ten identical submits at once with one Idempotency-Key make one record; all ten get the same answer', async () => {
    await t.app.db.run('UPDATE documents SET remaining_submission_count = 3 WHERE id = ?', [DOCUMENT]);
    const before = await records();
    const body = { agreed: false, documentIds: [DOCUMENT], receiverAddress: RECEIVER };
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(body, citizen, 'submit-key-0001')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await records()).toBe(before + 2);
    expect(await submissionsLeft(DOCUMENT)).toBe(2);
  });

  it('ten identical submits at once without a key still make one record: an unread identical submission is the same submission', async () => {
    await t.app.db.run('UPDATE documents SET remaining_submission_count = 3 WHERE id = ?', [DOCUMENT]);
    const before = await records();
    const body = { agreed: false, documentIds: [DOCUMENT], receiverAddress: RECEIVER };
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().result.distributionId)).size).toBe(1);
    // The same submission, with its one viewing number.
    const pins = new Set(answers.map((answer) => answer.json().result.pin));
    expect([...pins]).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(await records()).toBe(before + 2);
    expect(await submissionsLeft(DOCUMENT)).toBe(2);
  });

  it('sending again what the receiver has not read yet answers that sending and says so: already sent, and when', async () => {
    await t.app.db.run('UPDATE documents SET remaining_submission_count = 3 WHERE id = ?', [DOCUMENT]);
    const body = { agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE };
    const first = (await submit(body)).json().result;
    expect(first).toMatchObject({ alreadySent: false, sentAt: expect.stringMatching(/^\d{14}$/) });
    await t.app.db.run('UPDATE distributions SET distributed_at = ? WHERE distribution_id = ?', ['2026-01-02T03:04:05.000Z', first.distributionId]);
    const before = await records();
    const again = (await submit(body)).json().result;
    expect(again).toEqual({ ...first, alreadySent: true, sentAt: '20260102120405' });
    expect(await records()).toBe(before);
  });

  it('once the receiver has read it, the same documents can be sent again as a new submission', async () => {
    const body = { agreed: false, documentIds: [DOCUMENT], receiverAddress: RECEIVER };
    const first = (await submit(body)).json().result;
    await t.call('GET', `/api/v2/distribution/${first.distributionId}/document/${DOCUMENT}/viewer`, await t.login('receiver', { device: 'phone-2' }));
    const second = (await submit(body)).json().result;
    expect(second.distributionId).not.toBe(first.distributionId);
    expect(second.alreadySent).toBe(false);
  });

  it('a refused submit is replayed for its key too, and changes nothing', async () => {
    const before = await records();
    const body = { agreed: false, documentIds: [DOCUMENT], receiverAddress: CITIZEN };
    const first = await submit(body, citizen, 'refused-key-01');
    const again = await submit(body, citizen, 'refused-key-01');
    expect(first.json().code).toBe('MY_WALLET_ADDRESS');
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await records()).toBe(before);
  });

  it('a key reused for another request, or a malformed key, answers 400 INVALID_PARAM', async () => {
    await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: RECEIVER }, citizen, 'reused-key-001');
    const before = await records();
    const other = await submit({ agreed: false, documentIds: ['seed-citizen-tax-paid'], receiverAddress: RECEIVER }, citizen, 'reused-key-001');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('Idempotency-Key');
    expect((await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE }, citizen, 'short')).json().code).toBe('INVALID_PARAM');
    expect(await records()).toBe(before);
  });

  it('the same key of two users are two keys', async () => {
    const mine = await submit({ agreed: false, documentIds: [DOCUMENT], receiverAddress: OFFICE }, citizen, 'shared-key-0001');
    const receiver = await t.login('receiver', { device: 'phone-2' });
    const theirs = await submit({ agreed: false, documentIds: ['seed-receiver-abstract'], receiverAddress: OFFICE }, receiver, 'shared-key-0001');
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});
