import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../../errors.ts';
import { DAY_MS } from '../../time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  // These tests count exactly the documents they insert; the seeded ones are tested below.
  await t.app.db.run("DELETE FROM documents WHERE id LIKE 'seed-%'");
});
afterEach(async () => {
  await t.close();
});

async function insertDocument(id: string, owner: string, issuedDaysAgo: number): Promise<void> {
  const now = Date.now();
  await t.app.db.run(
    `INSERT INTO documents (id, owner_user_id, edoc_path, name, issuer_name, issued_at, expires_at, is_paid, sort_order, remaining_submission_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      owner,
      '주민등록표등본',
      '주민등록표등본',
      '행정안전부',
      new Date(now - issuedDaysAgo * DAY_MS).toISOString(),
      new Date(now + (90 - issuedDaysAgo) * DAY_MS).toISOString(),
      0,
      0,
      null,
    ],
  );
}

describe('GET /api/v2/inbox', () => {
  it('is empty for a new wallet, with totalCount 0', async () => {
    const response = await t.call('GET', '/api/v2/inbox?pageNumber=1&pageSize=20', await t.login('citizen'));
    expect(response.json()).toEqual({ result: [], totalCount: 0 });
  });

  it('lists the fields of an inbox document (000 §3), dates as 14 digits', async () => {
    await insertDocument('doc-1', 'citizen', 1);
    const [document] = (await t.call('GET', '/api/v2/inbox', await t.login('citizen'))).json().result;
    expect(document).toEqual({
      id: 'doc-1',
      path: '주민등록표등본',
      name: '주민등록표등본',
      issuerName: '행정안전부',
      issueDate: expect.stringMatching(/^\d{14}$/),
      remainingDays: 89,
      isPaid: false,
      packageName: null,
      packageId: null,
      order: 0,
      remainingSubmissionCount: null,
      revokedAt: null,
    });
  });

  it('lists only certificates issued within 90 days, and only the owner’s', async () => {
    await insertDocument('recent', 'citizen', 10);
    await insertDocument('old', 'citizen', 91);
    await insertDocument('someone-else', 'receiver', 1);
    const response = await t.call('GET', '/api/v2/inbox', await t.login('citizen'));
    expect(response.json().result.map((d: { id: string }) => d.id)).toEqual(['recent']);
    expect(response.json().totalCount).toBe(1);
  });

  it('pages by pageNumber (from 1) and pageSize (default 20), newest first, with the full totalCount', async () => {
    for (let i = 0; i < 25; i++) await insertDocument(`doc-${String(i).padStart(2, '0')}`, 'citizen', i);
    const cookies = await t.login('citizen');
    const first = (await t.call('GET', '/api/v2/inbox', cookies)).json();
    expect(first.result).toHaveLength(20);
    expect(first.totalCount).toBe(25);
    expect(first.result[0].id).toBe('doc-00');
    const second = (await t.call('GET', '/api/v2/inbox?pageNumber=2&pageSize=20', cookies)).json();
    expect(second.result.map((d: { id: string }) => d.id)).toEqual(['doc-20', 'doc-21', 'doc-22', 'doc-23', 'doc-24']);
    const small = (await t.call('GET', '/api/v2/inbox?pageNumber=3&pageSize=2', cookies)).json();
    expect(small.result.map((d: { id: string }) => d.id)).toEqual(['doc-04', 'doc-05']);
  });

  it.each([['pageNumber=0'], ['pageSize=101'], ['pageSize=0'], ['pageNumber=abc']])(
    '%s answers 400 INVALID_PARAM naming the field',
    async (query) => {
      const response = await t.call('GET', `/api/v2/inbox?${query}`, await t.login('citizen'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: `입력값이 올바르지 않아요: ${query.split('=')[0]}` });
    },
  );

  it('answers 503 TAB_MAINTENANCE with a title, a message and Retry-After while the inbox tab is under maintenance', async () => {
    await t.close();
    t = await buildTestApp({ tabMaintenance: ['inbox'] });
    const response = await t.call('GET', '/api/v2/inbox', await t.login('citizen'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'TAB_MAINTENANCE',
      title: '내 증명서 점검 중',
      message: expect.stringMatching(/[가-힣]/),
      status: 503,
    });
    expect(response.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    expect((await t.call('GET', '/api/v2/distribution', await t.login('citizen'))).statusCode).toBe(200);
  });

  it('tab maintenance still answers 401 to a caller without a session first', async () => {
    await t.close();
    t = await buildTestApp({ tabMaintenance: ['inbox'] });
    expect((await t.call('GET', '/api/v2/inbox')).statusCode).toBe(401);
  });
});
