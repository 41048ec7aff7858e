import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, staffLogin, submitTo } from '../../desk/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';

/**
 * The desk's list as a clerk works it: filtered by the state the desk shows (and by a pending
 * deletion request), sorted by received time or by state, a page at a time with the total, and a
 * summary of how many are in each state. One organisation holds one submission in each state.
 */
const BRANCH = { id: 'recipient-hanbit-bank-04', name: '한빛은행 잠실지점', key: 'demo-org-hanbit-bank-04' } as const;
let t: TestApp;
let citizen: Cookies;
let desk: ReturnType<typeof deskCalls>;
let api: ReturnType<typeof deskCalls>;
/** The submissions by the state they were brought to, received an hour apart in this order. */
const ids: Record<string, string> = {};

const path = (distributionId: string, documentId: string) => `/api/v2/distribution/${distributionId}/document/${documentId}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  desk = deskCalls(t, { cookies: await staffLogin(t, BRANCH.name) });
  api = deskCalls(t, { key: BRANCH.key });
  const plan: Array<[string, string]> = [
    ['UNOPENED', 'seed-citizen-resident-copy'],
    ['OPENED', 'seed-citizen-resident-abstract'],
    ['PROCESSED', 'seed-citizen-tax-paid'],
    ['CANCELED', 'seed-citizen-driving-career'],
    ['EXPIRED', 'seed-citizen-health-history'],
    ['RETURNED', 'seed-citizen-premium-paid'],
    ['DELETION_REQUESTED', 'seed-citizen-income-expiring'],
  ];
  for (const [index, [state, documentId]] of plan.entries()) {
    const sent = await submitTo(t, citizen, BRANCH.id, [documentId]);
    ids[state] = sent.distributionId;
    await t.app.db.run('UPDATE desk_submissions SET received_at = ? WHERE distribution_id = ?', [hoursAgo(plan.length - index), sent.distributionId]);
    if (['OPENED', 'PROCESSED', 'RETURNED', 'DELETION_REQUESTED'].includes(state)) await desk.open(sent.distributionId, sent.pin);
    if (state === 'PROCESSED') await desk.processed(sent.distributionId);
    if (state === 'CANCELED') await t.call('POST', `${path(sent.distributionId, documentId)}/cancel`, citizen);
    if (state === 'EXPIRED') await t.app.db.run('UPDATE distributions SET expires_at = ? WHERE distribution_id = ?', [hoursAgo(48), sent.distributionId]);
    if (state === 'RETURNED') await t.app.db.run("UPDATE distributions SET state = 'RETURNED' WHERE distribution_id = ?", [sent.distributionId]);
    if (state === 'DELETION_REQUESTED') await t.call('POST', `${path(sent.distributionId, documentId)}/deletion-request`, citizen);
  }
});
afterAll(() => t.close());

const idsOf = async (query: string, caller = desk) => {
  const response = await caller.list(query);
  expect(response.statusCode).toBe(200);
  return { ids: response.json().result.map((submission: { id: string }) => submission.id) as string[], total: response.json().totalCount as number };
};

describe('the desk’s list: filter, order, pages, summary', () => {
  it('each submission shows the state it was brought to (a deletion request leaves it 열람)', async () => {
    const shown = Object.fromEntries((await desk.list('?size=50')).json().result.map((s: { id: string; state: string }) => [s.id, s.state]));
    expect(Object.entries(ids).map(([state, id]) => [state, shown[id]])).toEqual([
      ['UNOPENED', 'UNOPENED'],
      ['OPENED', 'OPENED'],
      ['PROCESSED', 'PROCESSED'],
      ['CANCELED', 'CANCELED'],
      ['EXPIRED', 'EXPIRED'],
      ['RETURNED', 'RETURNED'],
      ['DELETION_REQUESTED', 'OPENED'],
    ]);
  });

  it('?state keeps those the desk shows in it; DELETION_REQUESTED those whose sender asked', async () => {
    for (const state of ['UNOPENED', 'PROCESSED', 'CANCELED', 'EXPIRED', 'RETURNED', 'DELETION_REQUESTED']) {
      expect(await idsOf(`?state=${state}`)).toEqual({ ids: [ids[state]], total: 1 });
    }
    expect(await idsOf('?state=OPENED')).toEqual({ ids: [ids.DELETION_REQUESTED, ids.OPENED], total: 2 });
    // With a search: both must hold.
    expect((await idsOf('?state=OPENED&keyword=%EA%B9%80%EB%AF%BC%EC%A4%80')).total).toBe(2);
    expect((await idsOf('?state=OPENED&keyword=000000')).total).toBe(0);
  });

  it('newest first by default, oldest first with order=asc; by state, what needs the clerk first, newest first within a state', async () => {
    const newest = Object.values(ids).reverse();
    expect((await idsOf('?size=50')).ids).toEqual(newest);
    expect((await idsOf('?sort=received&order=desc&size=50')).ids).toEqual(newest);
    expect((await idsOf('?sort=received&order=asc&size=50')).ids).toEqual(Object.values(ids));
    expect((await idsOf('?sort=state&size=50')).ids).toEqual([ids.CANCELED, ids.EXPIRED, ids.RETURNED, ids.PROCESSED, ids.DELETION_REQUESTED, ids.OPENED, ids.UNOPENED]);
    expect((await idsOf('?sort=state&order=asc&size=50')).ids).toEqual([ids.UNOPENED, ids.DELETION_REQUESTED, ids.OPENED, ids.PROCESSED, ids.RETURNED, ids.EXPIRED, ids.CANCELED]);
  });

  it('pages keep the total; the last page holds the rest', async () => {
    const pages = [await idsOf('?size=3&page=1'), await idsOf('?size=3&page=2'), await idsOf('?size=3&page=3')];
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap((page) => page.ids)).toEqual(Object.values(ids).reverse());
    expect((await idsOf('?size=3&page=4')).ids).toEqual([]);
  });

  it('the summary counts every state and the deletion requests; the organisation API answers the same', async () => {
    const summary = (await desk.call('GET', '/summary')).json().result;
    expect(summary).toEqual({
      total: 7,
      deletionRequested: 1,
      states: { UNOPENED: 1, OPENED: 2, PROCESSED: 1, CANCELED: 1, EXPIRED: 1, RETURNED: 1 },
    });
    expect((await api.call('GET', '/summary')).json().result).toEqual(summary);
    expect(await idsOf('?state=EXPIRED', api)).toEqual({ ids: [ids.EXPIRED], total: 1 });
  });

  it('an unknown state, sort or order is refused as INVALID_PARAM, and nothing is listed for it', async () => {
    for (const query of ['?state=DELETED', '?sort=sender', '?order=up', '?state=']) {
      const response = await desk.list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAM');
    }
  });
});
