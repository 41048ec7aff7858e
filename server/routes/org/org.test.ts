import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisationKey } from '../../desk/plugin.ts';
import { deskCalls, GANGNAM_BRANCH, JONGNO_BRANCH, staffLogin, submitTo, wrongNumber } from '../../desk/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { pdfsig } from '../../test/pdfsig.ts';

let t: TestApp;
let citizen: Cookies;
const jongnoKey = demoOrganisationKey(JONGNO_BRANCH.id);
let api: ReturnType<typeof deskCalls>;

beforeAll(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  api = deskCalls(t, { key: jongnoKey });
});
afterAll(() => t.close());

const rows = async (table: string) => (await t.app.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n;

describe('the organisation API (/org/v1): the desk’s rules with the organisation’s key', () => {
  it('each seeded organisation has its demo key: demo-org-<name>', () => {
    expect(jongnoKey).toBe('demo-org-hanbit-bank-02');
  });

  it('no key, a wrong key or a malformed header answers 401 ORG_UNAUTHORIZED with a Bearer challenge, and stores nothing', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-premium-paid']);
    const before = await t.app.db.get('SELECT failed_attempts, state FROM desk_submissions WHERE distribution_id = ?', [sent.distributionId]);
    for (const authorization of [undefined, 'Bearer nope', `Basic ${jongnoKey}`, 'Bearer ', `Bearer ${jongnoKey} x`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/org/v1/submissions/${sent.distributionId}/open`,
        headers: authorization ? { authorization } : {},
        payload: { viewingNumber: wrongNumber(sent.pin) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ code: 'ORG_UNAUTHORIZED', status: 401 });
    }
    expect(await t.app.db.get('SELECT failed_attempts, state FROM desk_submissions WHERE distribution_id = ?', [sent.distributionId])).toEqual(before);
  });

  it('lists, opens, reads and marks processed: the answers are the desk’s', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-resident-abstract']);
    const listed = (await api.list(`?keyword=${sent.pin}`)).json();
    expect(listed).toMatchObject({ totalCount: 1, result: [{ id: sent.distributionId, state: 'UNOPENED', sender: '김*준' }] });
    expect((await api.download(sent.distributionId, 'seed-citizen-resident-abstract')).json().code).toBe('SUBMISSION_NOT_OPENED');

    const opened = (await api.open(sent.distributionId, sent.pin)).json().result;
    expect(opened).toMatchObject({ accepted: true, submission: { state: 'OPENED', documents: [{ genuine: true }] } });
    const file = await api.download(sent.distributionId, 'seed-citizen-resident-abstract');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdfsig(file.rawPayload)).toContain('Signature is Valid');
    const events = await t.app.desk.repo.events(sent.distributionId);
    expect(events.map((event) => [event.kind, event.actor])).toEqual([
      ['OPENED', `key:${JONGNO_BRANCH.id}`],
      ['DOWNLOADED', `key:${JONGNO_BRANCH.id}`],
    ]);
    // The staff at the desk see what the back office did.
    const desk = deskCalls(t, { cookies: await staffLogin(t, JONGNO_BRANCH.name) });
    expect((await desk.detail(sent.distributionId)).json().result.state).toBe('OPENED');
  });

  it('POST …/processed is Idempotency-Key-safe: a retry with the key replays the answer and records one event; another request with that key is refused', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-driving-career']);
    await api.open(sent.distributionId, sent.pin);
    const first = await api.processed(sent.distributionId, 'back-office-retry-42');
    expect(first.statusCode).toBe(200);
    expect(first.json().result.state).toBe('PROCESSED');
    const retry = await api.processed(sent.distributionId, 'back-office-retry-42');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect((await t.app.desk.repo.events(sent.distributionId)).filter((event) => event.kind === 'PROCESSED')).toHaveLength(1);
    const other = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-income-expiring']);
    const reused = await api.processed(other.distributionId, 'back-office-retry-42');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_PARAM');
  });

  it('another organisation’s key finds nothing of it', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-local-tax-expiry-day']);
    const other = deskCalls(t, { key: demoOrganisationKey(GANGNAM_BRANCH.id) });
    expect((await other.list(`?keyword=${sent.pin}`)).json().totalCount).toBe(0);
    for (const response of [await other.detail(sent.distributionId), await other.open(sent.distributionId, sent.pin)]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await api.detail(sent.distributionId)).json().result.remainingTries).toBe(5);
  });

  it('five wrong 열람번호 at the desk lock it for the API too, and the API’s own tries count the same', async () => {
    const sent = await submitTo(t, citizen, GANGNAM_BRANCH.id, ['seed-citizen-resident-copy']);
    const desk = deskCalls(t, { cookies: await staffLogin(t, GANGNAM_BRANCH.name) });
    const gangnamApi = deskCalls(t, { key: demoOrganisationKey(GANGNAM_BRANCH.id) });
    for (let i = 0; i < 3; i++) await desk.open(sent.distributionId, wrongNumber(sent.pin));
    expect((await gangnamApi.open(sent.distributionId, wrongNumber(sent.pin))).json().result.submission.remainingTries).toBe(1);
    expect((await gangnamApi.open(sent.distributionId, wrongNumber(sent.pin))).json().result.submission).toMatchObject({ locked: true, remainingTries: 0 });
    const refused = await gangnamApi.open(sent.distributionId, sent.pin);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().code).toBe('SUBMISSION_LOCKED');
    expect((await gangnamApi.detail(sent.distributionId)).json().result).toMatchObject({ locked: true, state: 'UNOPENED' });
    expect((await desk.open(sent.distributionId, sent.pin)).json().code).toBe('SUBMISSION_LOCKED');
  });

  it('odd paging and keywords are refused with INVALID_PARAM; unknown paths under /org answer the JSON 404', async () => {
    for (const query of ['?page=0', '?size=51', '?keyword=' + 'x'.repeat(51), '?page=1e309', '?zz=1']) {
      const response = await api.list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAM');
    }
    const unknown = await t.app.inject({ url: '/org/v1/nothing', headers: { accept: 'text/html', authorization: `Bearer ${jongnoKey}` } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(await rows('org_api_keys')).toBeGreaterThanOrEqual(30);
  });
});
