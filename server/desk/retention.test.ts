import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskLeasesRepo } from '../db/task-leases.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { DAY_MS } from '../time.ts';
import { DeskRetention, RETENTION_INTERVAL_MS, RETENTION_TASK } from './retention.ts';
import { checkRetentionDays } from './rules.ts';
import { deskCalls, JONGNO_BRANCH, staffLogin, submitTo } from './test-kit.ts';

/**
 * Retention at the desk with a fixed clock: the sweep is run at chosen times (`sweep(now)`), never
 * waited for. JIGAP_DESK_RETENTION_DAYS is the app option deskRetentionDays (7 here, not the default 30).
 */
const RETENTION_DAYS = 7;
let t: TestApp;
let citizen: Cookies;
let desk: ReturnType<typeof deskCalls>;

beforeAll(async () => {
  t = await buildTestApp({ deskRetentionDays: RETENTION_DAYS });
  citizen = await t.login('citizen');
  desk = deskCalls(t, { cookies: await staffLogin(t, JONGNO_BRANCH.name) });
});
afterAll(() => t.close());

const row = (id: string) => t.app.db.get<{ state: string; deleted_at: string | null; deleted_reason: string | null }>(
  'SELECT state, deleted_at, deleted_reason FROM desk_submissions WHERE distribution_id = ?',
  [id],
);
const count = async (sql: string, params: string[]) => Number((await t.app.db.get<{ n: number }>(sql, params))?.n ?? 0);

describe('retention (JIGAP_DESK_RETENTION_DAYS), with a fixed clock', () => {
  it('an opened submission is deleted its retention days after opening, not a moment before; the copies and the organisation’s records go, the citizen’s stay', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-resident-copy']);
    const opened = (await desk.open(sent.distributionId, sent.pin)).json().result.submission;
    expect(opened.daysLeft).toBe(RETENTION_DAYS);
    const openedAt = Date.parse((await t.app.db.get<{ opened_at: string }>('SELECT opened_at FROM desk_submissions WHERE distribution_id = ?', [sent.distributionId]))!.opened_at);
    expect(await count('SELECT COUNT(*) AS n FROM desk_files WHERE distribution_id = ?', [sent.distributionId])).toBe(1);

    await t.app.desk.retention.sweep(openedAt + RETENTION_DAYS * DAY_MS - 1);
    expect((await row(sent.distributionId))?.state).toBe('OPENED');

    expect(await t.app.desk.retention.sweep(openedAt + RETENTION_DAYS * DAY_MS)).toBeGreaterThanOrEqual(1);
    expect(await row(sent.distributionId)).toMatchObject({ state: 'DELETED', deleted_reason: 'RETENTION' });
    expect(await count('SELECT COUNT(*) AS n FROM desk_files WHERE distribution_id = ?', [sent.distributionId])).toBe(0);
    expect((await desk.detail(sent.distributionId)).statusCode).toBe(404);
    expect((await desk.list()).json().result.map((s: { id: string }) => s.id)).not.toContain(sent.distributionId);
    // The citizen keeps the sent record (열람완료) and the document itself.
    const record = (await t.call('GET', `/api/v2/distribution/${sent.distributionId}/document/seed-citizen-resident-copy`, citizen)).json().result;
    expect(record.state).toBe('READ');
    expect((await t.call('GET', '/api/v2/inbox/seed-citizen-resident-copy', citizen)).statusCode).toBe(200);
    expect((await t.app.desk.repo.events(sent.distributionId)).map((event) => [event.kind, event.actor])).toContainEqual(['DELETED', 'retention']);
    // A later round deletes nothing twice.
    await t.app.desk.retention.sweep(openedAt + RETENTION_DAYS * DAY_MS + DAY_MS);
    expect((await t.app.desk.repo.events(sent.distributionId)).filter((event) => event.kind === 'DELETED')).toHaveLength(1);
  });

  it('an unopened submission stays until the Korean day its documents expire on is over; the desk counts the days down', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-income-expiring']);
    const submission = (await desk.detail(sent.distributionId)).json().result;
    expect(submission.state).toBe('UNOPENED');
    const expiresAt = Date.parse((await t.app.db.get<{ expires_at: string }>('SELECT expires_at FROM desk_submissions WHERE distribution_id = ?', [sent.distributionId]))!.expires_at);
    // The last moment of the expiry day in Korea, then the first of the next.
    const dayOver = Math.floor((expiresAt + 9 * 3600_000) / DAY_MS) * DAY_MS + DAY_MS - 9 * 3600_000;
    expect(submission.daysLeft).toBe(submission.documents[0].remainingDays + 1);

    await t.app.desk.retention.sweep(dayOver - 1);
    expect((await row(sent.distributionId))?.state).toBe('RECEIVED');
    await t.app.desk.retention.sweep(dayOver);
    expect(await row(sent.distributionId)).toMatchObject({ state: 'DELETED', deleted_reason: 'EXPIRED' });
  });

  it('a round runs in one process at a time: the task is leased until the next round is due', async () => {
    const leases = new TaskLeasesRepo(t.app.db);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(await leases.claim(RETENTION_TASK, 'process-a', now, now + RETENTION_INTERVAL_MS)).toBe(true);
    expect(await leases.claim(RETENTION_TASK, 'process-b', now + 1000, now + 1000 + RETENTION_INTERVAL_MS)).toBe(false);
    expect(await leases.claim(RETENTION_TASK, 'process-b', now + RETENTION_INTERVAL_MS, now + 2 * RETENTION_INTERVAL_MS)).toBe(true);

    let swept = 0;
    const retention = new DeskRetention({ db: t.app.db, desk: t.app.desk.repo, ...t.app.repos, leases, retentionDays: () => RETENTION_DAYS, log: t.app.log });
    retention.sweep = async () => {
      swept += 1;
      return 0;
    };
    await retention.tick(now + RETENTION_INTERVAL_MS + 1);
    expect(swept).toBe(0);
    await retention.tick(now + 2 * RETENTION_INTERVAL_MS);
    expect(swept).toBe(1);
  });

  it('a retention outside 1 to 3650 days stops the server at start', () => {
    for (const days of [0, -1, 1.5, 3651, Number.NaN]) expect(() => checkRetentionDays(days)).toThrow(/retention/);
    expect(checkRetentionDays(1)).toBe(1);
  });
});
