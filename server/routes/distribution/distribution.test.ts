import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

async function insertDistribution(distributionId: string, owner: string, type: 'SUBMITTED' | 'RECEIVED', daysAgo: number): Promise<void> {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  await t.app.db.run(
    `INSERT INTO distributions (owner_user_id, distribution_id, document_id, type, name, submitter, receiver,
       distributed_at, expires_at, issuer_name, pin, state, last_updated_at, reason_for_refusal)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [owner, distributionId, `doc-${distributionId}`, type, '건강보험자격득실확인서', '김민준', '이서연', at,
      new Date(Date.now() + 7 * DAY_MS).toISOString(), '국민건강보험공단', '123456', 'NOT_READ_YET', at, null],
  );
}

const clearSeeded = () => t.app.db.run('DELETE FROM distributions');

describe('GET /api/v2/distribution', () => {
  it('is empty for a wallet with no records, with totalCount 0', async () => {
    await clearSeeded();
    const response = await t.call('GET', '/api/v2/distribution?pageNumber=1', await t.login('citizen'));
    expect(response.json()).toEqual({ result: [], totalCount: 0 });
  });

  it('lists the fields of a distribution item (000 §3)', async () => {
    await clearSeeded();
    await insertDistribution('d1', 'citizen', 'SUBMITTED', 0);
    const [item] = (await t.call('GET', '/api/v2/distribution', await t.login('citizen'))).json().result;
    expect(item).toEqual({
      type: 'SUBMITTED',
      distributionId: 'd1',
      id: 'doc-d1',
      name: '건강보험자격득실확인서',
      submitter: '김민준',
      receiver: '이서연',
      distributedAt: expect.stringMatching(/^\d{14}$/),
      remainingDays: 7,
      issuerName: '국민건강보험공단',
      pin: '123456',
      state: 'NOT_READ_YET',
      lastUpdatedAt: expect.stringMatching(/^\d{14}$/),
      reasonForRefusal: null,
      // Beyond the spec: when it was opened and processed (처리완료 at an organisation's desk), the submission's deletion request and the recipient's deletion.
      readAt: null,
      processedAt: null,
      deletionRequestedAt: null,
      recipientDeletedAt: null,
    });
  });

  it('pages by pageNumber with 20 a page, newest first, only the owner’s records', async () => {
    await clearSeeded();
    for (let i = 0; i < 23; i++) await insertDistribution(`d${String(i).padStart(2, '0')}`, 'citizen', 'RECEIVED', i);
    await insertDistribution('other', 'receiver', 'RECEIVED', 0);
    const cookies = await t.login('citizen');
    const first = (await t.call('GET', '/api/v2/distribution?pageNumber=1', cookies)).json();
    expect(first.result).toHaveLength(20);
    expect(first.totalCount).toBe(23);
    expect(first.result[0].distributionId).toBe('d00');
    const second = (await t.call('GET', '/api/v2/distribution?pageNumber=2', cookies)).json();
    expect(second.result.map((item: { distributionId: string }) => item.distributionId)).toEqual(['d20', 'd21', 'd22']);
  });

  it('pageNumber 0 answers 400 INVALID_PARAM', async () => {
    const response = await t.call('GET', '/api/v2/distribution?pageNumber=0', await t.login('citizen'));
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '입력값이 올바르지 않아요: pageNumber' });
  });

  it('answers 503 TAB_MAINTENANCE while the distribution tab is under maintenance', async () => {
    await t.close();
    t = await buildTestApp({ tabMaintenance: ['distribution'] });
    const response = await t.call('GET', '/api/v2/distribution', await t.login('citizen'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'TAB_MAINTENANCE', title: '보낸/받은 내역 점검 중' });
  });
});

describe('a submission is recorded on both sides', () => {
  it('deliver gives the sender SUBMITTED and the receiver RECEIVED rows; setState moves both', async () => {
    await clearSeeded();
    const at = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    await t.app.db.transaction(() =>
      t.app.repos.distributions.recordSubmission({
        distributionId: 'dv1',
        sender: { userId: 'citizen', name: '김민준' },
        receiver: { userId: 'receiver', name: '이서연' },
        documents: [{ id: 'seed-citizen-resident-copy', name: '주민등록표 등본', issuerName: '행정안전부', expiresAt }],
        pin: '482913',
        at,
      }),
    );
    const sent = (await t.call('GET', '/api/v2/distribution', await t.login('citizen'))).json().result;
    const received = (await t.call('GET', '/api/v2/distribution', await t.login('receiver'))).json().result;
    expect(sent).toMatchObject([{ type: 'SUBMITTED', distributionId: 'dv1', receiver: '이서연', state: 'NOT_READ_YET', pin: '482913', remainingDays: 30 }]);
    expect(received).toMatchObject([{ type: 'RECEIVED', distributionId: 'dv1', submitter: '김민준', state: 'NOT_READ_YET' }]);

    await t.app.repos.distributions.setState('dv1', 'seed-citizen-resident-copy', 'RETURNED', new Date().toISOString(), '서류가 잘못되었습니다');
    for (const persona of ['citizen', 'receiver']) {
      const [item] = (await t.call('GET', '/api/v2/distribution', await t.login(persona))).json().result;
      expect(item).toMatchObject({ state: 'RETURNED', reasonForRefusal: '서류가 잘못되었습니다' });
    }
  });
});
