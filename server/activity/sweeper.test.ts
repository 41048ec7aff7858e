import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityDueRepo } from '../db/activity-due.ts';
import { TaskLeasesRepo } from '../db/task-leases.ts';
import { MAX_PIN_TRIES } from '../routes/inbox/once/link-state.ts';
import { READING_SESSION_TTL_MS } from '../routes/inbox/once/links.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { DAY_MS } from '../time.ts';
import { ActivitySweeper, EXPIRY_NOTICE_INTERVAL_MS, EXPIRY_NOTICE_TASK } from './sweeper.ts';
import { makeOnceLink, wrongPin } from './test-kit.ts';

/**
 * The log's rounds with a fixed clock: each round is run at a chosen time (`expiryNotices(now)`,
 * `closeOnceLinks(now)`, `tick(now)`), never waited for. A second sweeper on the same database stands
 * for a second server process.
 */
let t: TestApp;
let citizen: Cookies;
/** Noon in Korea, so day boundaries are clear of the test's own time. */
const NOON = Date.parse('2031-06-10T03:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  // Only this test's documents: the seeded ones are noticed already.
  await t.app.db.run('UPDATE documents SET expiry_noticed_at = ?', [new Date(NOON).toISOString()]);
});
afterAll(() => t.close());

const anotherProcess = () =>
  new ActivitySweeper({
    db: t.app.db,
    activity: t.app.repos.activity,
    due: new ActivityDueRepo(t.app.db),
    leases: new TaskLeasesRepo(t.app.db),
    readingSessionMs: READING_SESSION_TTL_MS,
    maxPinTries: MAX_PIN_TRIES,
    log: t.app.log,
  });

async function insertDocument(id: string, expiresAt: number, deleted = false): Promise<void> {
  await t.app.db.run(
    `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at, is_paid, sort_order, deleted_at)
     VALUES (?, 'citizen', '소득금액증명', '국세청', ?, ?, 0, 0, ?)`,
    [id, new Date(expiresAt - 90 * DAY_MS).toISOString(), new Date(expiresAt).toISOString(), deleted ? new Date(NOON).toISOString() : null],
  );
}
const notices = (documentId: string) =>
  t.app.db.all<{ at: string; detail: string }>(
    `SELECT e.at, e.detail FROM activity_events e JOIN activity_event_documents d ON d.event_id = e.id WHERE e.kind = 'EXPIRING' AND d.document_id = ?`,
    [documentId],
  );

describe('the daily expiry notice', () => {
  it('records one event when a document crosses 10 days left, not a day before, never twice', async () => {
    await insertDocument('crossing', NOON + 11 * DAY_MS);
    const sweeper = t.app.activity.sweeper;
    await sweeper.expiryNotices(NOON);
    expect(await notices('crossing')).toEqual([]);
    await sweeper.expiryNotices(NOON + DAY_MS);
    expect(await notices('crossing')).toEqual([{ at: new Date(NOON + DAY_MS).toISOString(), detail: '10' }]);
    await sweeper.expiryNotices(NOON + DAY_MS + 60_000);
    await sweeper.expiryNotices(NOON + 5 * DAY_MS);
    expect(await notices('crossing')).toHaveLength(1);
  });

  it('a document found later with fewer days left is noticed with those; an expired or deleted one is not', async () => {
    await insertDocument('late', NOON + 3 * DAY_MS);
    await insertDocument('gone', NOON - DAY_MS);
    await insertDocument('deleted', NOON + 2 * DAY_MS, true);
    await t.app.activity.sweeper.expiryNotices(NOON);
    expect((await notices('late')).map((notice) => notice.detail)).toEqual(['3']);
    expect(await notices('gone')).toEqual([]);
    expect(await notices('deleted')).toEqual([]);
  });

  it('two processes running the same round at once notice each document once', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `race-${i}`);
    for (const id of ids) await insertDocument(id, NOON + 7 * DAY_MS);
    await Promise.all([t.app.activity.sweeper.expiryNotices(NOON), anotherProcess().expiryNotices(NOON)]);
    for (const id of ids) expect(await notices(id)).toHaveLength(1);
  });

  it('runs once a day in one process: the task is leased until the next day', async () => {
    const leases = new TaskLeasesRepo(t.app.db);
    const now = Date.parse('2032-01-01T00:00:00Z');
    expect(await leases.claim(EXPIRY_NOTICE_TASK, 'process-a', now, now + EXPIRY_NOTICE_INTERVAL_MS)).toBe(true);
    const other = anotherProcess();
    let rounds = 0;
    other.expiryNotices = async () => {
      rounds += 1;
      return 0;
    };
    other.closeOnceLinks = async () => 0;
    await other.tick(now + EXPIRY_NOTICE_INTERVAL_MS - 1);
    expect(rounds).toBe(0);
    await other.tick(now + EXPIRY_NOTICE_INTERVAL_MS);
    expect(rounds).toBe(1);
  });
});

describe('one-time links that ended', () => {
  const closings = (onceLinkId: string) =>
    t.app.db.all<{ kind: string; at: string }>("SELECT kind, at FROM activity_events WHERE once_link_id = ? AND kind IN ('ONCE_LINK_SPENT', 'ONCE_LINK_EXPIRED')", [onceLinkId]);
  const shareOf = async (token: string) =>
    (await t.app.db.get<{ id: string; used_at: string | null; expires_at: string }>('SELECT id, used_at, expires_at FROM once_links WHERE token_hash = ?', [
      createHash('sha256').update(token).digest('hex'),
    ]))!;

  it('a spent link is recorded when its reading session ends, at that time; an unused one when it expires; a locked one not again', async () => {
    const spent = await makeOnceLink(t, citizen, ['seed-citizen-resident-copy']);
    await t.call('POST', `/api/v2/shared/${spent.token}/pin`, {}, { pinCode: spent.pinCode });
    const spentRow = await shareOf(spent.token);
    const usedAt = Date.parse(spentRow.used_at as string);
    await t.app.activity.sweeper.closeOnceLinks(usedAt + READING_SESSION_TTL_MS - 1);
    expect(await closings(spentRow.id)).toEqual([]);
    await t.app.activity.sweeper.closeOnceLinks(usedAt + READING_SESSION_TTL_MS);
    expect(await closings(spentRow.id)).toEqual([{ kind: 'ONCE_LINK_SPENT', at: new Date(usedAt + READING_SESSION_TTL_MS).toISOString() }]);

    const unused = await makeOnceLink(t, citizen, ['seed-citizen-resident-copy']);
    const unusedRow = await shareOf(unused.token);
    await t.app.activity.sweeper.closeOnceLinks(Date.parse(unusedRow.expires_at) + 5 * 60_000);
    expect(await closings(unusedRow.id)).toEqual([{ kind: 'ONCE_LINK_EXPIRED', at: unusedRow.expires_at }]);

    const locked = await makeOnceLink(t, citizen, ['seed-citizen-resident-copy']);
    const lockedRow = await shareOf(locked.token);
    for (let i = 0; i < MAX_PIN_TRIES; i++) await t.call('POST', `/api/v2/shared/${locked.token}/pin`, {}, { pinCode: wrongPin(locked.pinCode) });
    await t.app.activity.sweeper.closeOnceLinks(Date.parse(lockedRow.expires_at) + DAY_MS);
    expect(await closings(lockedRow.id)).toEqual([]);
    // A later round records nothing twice.
    await t.app.activity.sweeper.closeOnceLinks(Date.parse(lockedRow.expires_at) + 2 * DAY_MS);
    expect(await closings(spentRow.id)).toHaveLength(1);
    expect(await closings(unusedRow.id)).toHaveLength(1);
  });
});
