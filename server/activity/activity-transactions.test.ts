import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityKind } from '../../shared/activity.ts';
import { deskCalls, JONGNO_BRANCH, staffLogin, submitTo } from '../desk/test-kit.ts';
import { DEMO_FAIL_VALUE } from '../sim/agency.ts';
import { createSigned, NORMAL, waitForState } from '../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { DAY_MS } from '../time.ts';
import { seededWalletAddress } from '../wallet-address.ts';
import { allEvents, eventCount, failAfterEventInsert, makeOnceLink, wrongPin } from './test-kit.ts';

/**
 * No event without its action, no action without its event: each action writes exactly one event,
 * in the action's own transaction. Proven for each by making the event's insert succeed and the
 * action fail right after it — then neither the action's change nor the event is kept — and by
 * running it for real, which keeps both, with exactly one new event.
 */
let t: TestApp;
let citizen: Cookies;
beforeEach(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
});
afterEach(() => t.close());

const RESIDENT = 'seed-citizen-resident-copy';
const value = async <T>(sql: string, params: string[] = []): Promise<T | undefined> =>
  (await t.app.db.get<{ v: T }>(sql, params))?.v;
const recordState = (distributionId: string, owner: string) =>
  value<string>('SELECT state AS v FROM distributions WHERE distribution_id = ? AND owner_user_id = ?', [distributionId, owner]);
const recordDeleted = async (distributionId: string, owner: string) =>
  (await value<string | null>('SELECT deleted_at AS v FROM distributions WHERE distribution_id = ? AND owner_user_id = ?', [distributionId, owner])) != null;
const deskState = (distributionId: string) => value<string>('SELECT state AS v FROM desk_submissions WHERE distribution_id = ?', [distributionId]);
const count = async (sql: string, params: string[] = []) => Number((await value<number>(sql, params)) ?? 0);

interface Action {
  kind: ActivityKind;
  /** What the action needs first (done for real: its own events do not count). */
  setup?: () => Promise<Record<string, string>>;
  /** Does the action once. */
  act: (given: Record<string, string>) => Promise<unknown>;
  /** Whether the action's own change is there. */
  done: (given: Record<string, string>) => Promise<boolean>;
}

const get = (url: string, cookies: Cookies) => t.call('GET', url, cookies);
const post = (url: string, cookies: Cookies, body?: unknown) => t.call('POST', url, cookies, body);
const record = (submission: string, document: string) => `/api/v2/distribution/${submission}/document/${document}`;
const isResponse = (value: unknown): value is { statusCode: number } => !!value && typeof value === 'object' && 'statusCode' in value;
const okUrl = async (response: Promise<{ statusCode: number; json(): { result?: { url?: string } } }>) => {
  const answer = await response;
  return answer.statusCode === 200 ? (answer.json().result?.url ?? '') : '';
};

const actions: Record<string, Action> = {
  'opening a document in the viewer': {
    kind: 'VIEWED',
    act: async (given) => {
      const response = await get(`/api/v2/inbox/${RESIDENT}/viewer`, citizen);
      given.url = response.statusCode === 200 ? (response.json().result.url as string) : '';
      return response;
    },
    // Opening writes nothing else: the viewer's url is what it gives.
    done: async (given) => !!given.url,
  },
  'saving it as a password-protected PDF': {
    kind: 'DOWNLOADED',
    setup: async () => ({ url: await okUrl(get(`/api/v2/inbox/${RESIDENT}/download?pinCode=246813`, citizen)) }),
    act: (given) => get(given.url as string, citizen),
    done: async () => (await count('SELECT COUNT(*) AS v FROM document_downloads')) === 1,
  },
  'making a one-time link': {
    kind: 'ONCE_LINK_CREATED',
    act: () => get(`/api/v2/inbox/once?documentIds=${RESIDENT}`, citizen),
    done: async () => (await count('SELECT COUNT(*) AS v FROM once_links')) === 1,
  },
  'a wrong PIN on the link': {
    kind: 'ONCE_LINK_WRONG_PIN',
    setup: () => makeOnceLink(t, citizen, [RESIDENT]),
    act: (given) => post(`/api/v2/shared/${given.token}/pin`, {}, { pinCode: wrongPin(given.pinCode as string) }),
    done: async () => (await count('SELECT failed_attempts AS v FROM once_links')) === 1,
  },
  'the fifth wrong PIN locks the link': {
    kind: 'ONCE_LINK_LOCKED',
    setup: async () => {
      const link = await makeOnceLink(t, citizen, [RESIDENT]);
      for (let i = 0; i < 4; i++) await post(`/api/v2/shared/${link.token}/pin`, {}, { pinCode: wrongPin(link.pinCode) });
      return link;
    },
    act: (given) => post(`/api/v2/shared/${given.token}/pin`, {}, { pinCode: wrongPin(given.pinCode as string) }),
    done: async () => (await count('SELECT failed_attempts AS v FROM once_links')) === 5,
  },
  'the right PIN opens the link': {
    kind: 'ONCE_LINK_OPENED',
    setup: () => makeOnceLink(t, citizen, [RESIDENT]),
    act: (given) => post(`/api/v2/shared/${given.token}/pin`, {}, { pinCode: given.pinCode }),
    done: async () => (await count('SELECT COUNT(*) AS v FROM once_links WHERE used_at IS NOT NULL')) === 1 && (await count('SELECT COUNT(*) AS v FROM once_link_sessions')) === 1,
  },
  'submitting to another wallet': {
    kind: 'SUBMITTED',
    act: () => post('/api/v1/submission', citizen, { agreed: false, documentIds: [RESIDENT], receiverAddress: seededWalletAddress('receiver') }),
    done: async () => (await count("SELECT COUNT(*) AS v FROM distributions WHERE document_id = ? AND type = 'SUBMITTED'", [RESIDENT])) === 1,
  },
  'the other wallet opening what it received': {
    kind: 'RECIPIENT_OPENED',
    act: () => get(`${record('seed-delivery-08', 'seed-receiver-abstract')}/viewer`, citizen),
    done: async () => (await recordState('seed-delivery-08', 'receiver')) === 'READ',
  },
  'the organisation’s desk opening a submission': {
    kind: 'RECIPIENT_OPENED',
    setup: async () => ({ ...(await submitTo(t, citizen, JONGNO_BRANCH.id, [RESIDENT])), staff: JSON.stringify(await staffLogin(t, JONGNO_BRANCH.name)) }),
    act: (given) => deskCalls(t, { cookies: JSON.parse(given.staff as string) as Cookies }).open(given.distributionId as string, given.pin as string),
    done: async (given) => (await deskState(given.distributionId as string)) === 'OPENED',
  },
  'rejecting a received document': {
    kind: 'REJECTED',
    act: () => post(`${record('seed-delivery-08', 'seed-receiver-abstract')}/reject?reason=${encodeURIComponent('다른 서류가 필요해요')}`, citizen),
    done: async () => (await recordState('seed-delivery-08', 'receiver')) === 'RETURNED',
  },
  'cancelling a sending': {
    kind: 'CANCELED',
    act: () => post(`${record('seed-delivery-01', 'seed-citizen-driving-career')}/cancel`, citizen),
    done: async () => (await recordState('seed-delivery-01', 'citizen')) === 'CANCELED',
  },
  'deleting documents from the inbox': {
    kind: 'DELETED',
    act: () => post('/api/v2/inbox/delete', citizen, { documentIds: [RESIDENT] }),
    done: async () => (await value<string | null>('SELECT deleted_at AS v FROM documents WHERE id = ?', [RESIDENT])) != null,
  },
  'deleting a sent record': {
    kind: 'RECORD_DELETED',
    act: () => t.call('DELETE', record('seed-delivery-02', 'seed-citizen-health-history'), citizen),
    done: () => recordDeleted('seed-delivery-02', 'citizen'),
  },
  'the recipient deleting its received record': {
    kind: 'RECIPIENT_DELETED',
    act: () => t.call('DELETE', record('seed-delivery-09', 'seed-receiver-health-card'), citizen),
    done: () => recordDeleted('seed-delivery-09', 'citizen'),
  },
  'asking the recipient to delete': {
    kind: 'DELETION_REQUESTED',
    act: () => post(`${record('seed-delivery-02', 'seed-citizen-health-history')}/deletion-request`, citizen),
    done: async () => (await count("SELECT COUNT(*) AS v FROM submission_deletions WHERE distribution_id = 'seed-delivery-02' AND requested_at IS NOT NULL")) === 1,
  },
  'the desk deleting a submission its sender asked it to delete': {
    kind: 'RECIPIENT_DELETED',
    setup: async () => {
      const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, [RESIDENT]);
      const staff = await staffLogin(t, JONGNO_BRANCH.name);
      await deskCalls(t, { cookies: staff }).open(sent.distributionId, sent.pin);
      await post(`${record(sent.distributionId, RESIDENT)}/deletion-request`, citizen);
      return { ...sent, staff: JSON.stringify(staff) };
    },
    act: (given) => deskCalls(t, { cookies: JSON.parse(given.staff as string) as Cookies }).call('POST', `/submissions/${given.distributionId}/delete`),
    done: async (given) => (await deskState(given.distributionId as string)) === 'DELETED',
  },
  'the desk’s retention deleting a submission': {
    kind: 'RECIPIENT_DELETED',
    setup: async () => {
      const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, [RESIDENT]);
      // Only this submission is due: each deletion is its own action.
      await t.app.db.run("UPDATE desk_submissions SET state = 'DELETED' WHERE distribution_id <> ?", [sent.distributionId]);
      return sent;
    },
    // Past the day its documents expire on: an unopened submission goes.
    act: () => t.app.desk.retention.sweep(Date.now() + 200 * DAY_MS).catch((error: unknown) => error),
    done: async (given) => (await deskState(given.distributionId as string)) === 'DELETED',
  },
  'the daily notice of a document with 10 days left': {
    kind: 'EXPIRING',
    setup: async () => {
      // One document due (the seeded one 7 days from expiry): each notice is its own action.
      await t.app.db.run("UPDATE documents SET expiry_noticed_at = ? WHERE id <> 'seed-citizen-income-expiring'", [new Date().toISOString()]);
      return {};
    },
    act: () => t.app.activity.sweeper.expiryNotices(Date.now()).catch((error: unknown) => error),
    done: async () => (await value<string | null>("SELECT expiry_noticed_at AS v FROM documents WHERE id = 'seed-citizen-income-expiring'")) != null,
  },
  'a link whose reading session is over': {
    kind: 'ONCE_LINK_SPENT',
    setup: async () => {
      const link = await makeOnceLink(t, citizen, [RESIDENT]);
      await post(`/api/v2/shared/${link.token}/pin`, {}, { pinCode: link.pinCode });
      return link;
    },
    act: () => t.app.activity.sweeper.closeOnceLinks(Date.now() + DAY_MS).catch((error: unknown) => error),
    done: async () => (await count('SELECT COUNT(*) AS v FROM once_links WHERE closed_at IS NOT NULL')) === 1,
  },
  'a link that expired unused': {
    kind: 'ONCE_LINK_EXPIRED',
    setup: () => makeOnceLink(t, citizen, [RESIDENT]),
    act: () => t.app.activity.sweeper.closeOnceLinks(Date.now() + 2 * DAY_MS).catch((error: unknown) => error),
    done: async () => (await count('SELECT COUNT(*) AS v FROM once_links WHERE closed_at IS NOT NULL')) === 1,
  },
};

describe('each action writes exactly one event, in its own transaction', () => {
  it.each(Object.entries(actions))('%s', async (_name, action) => {
    const given = action.setup ? await action.setup() : {};
    const known = new Set((await allEvents(t)).map((event) => event.id));

    const restore = failAfterEventInsert(t);
    const failed = await action.act(given);
    restore();
    if (isResponse(failed)) expect(failed.statusCode).toBe(500);
    else expect(failed).toBeInstanceOf(Error);
    expect(await action.done(given)).toBe(false);
    expect(await eventCount(t)).toBe(known.size);

    await action.act(given);
    expect(await action.done(given)).toBe(true);
    const added = (await allEvents(t)).filter((event) => !known.has(event.id));
    expect(added.map((event) => event.kind)).toEqual([action.kind]);
  });
});

describe('the issuance job’s events', () => {
  const startIssuance = async (overrides: Record<string, unknown> = {}) => {
    const id = await createSigned(t, citizen, NORMAL, overrides);
    expect((await post(`/api/v2/application/${id}`, citizen)).statusCode).toBe(200);
    return id;
  };
  const attempted = async (id: string) => {
    for (let tries = 0; tries < 200; tries++) {
      const job = await t.app.issuance.jobs.find(id);
      if (job?.lastError) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job never ran');
  };

  it.each([
    ['an issued document', 'ISSUED', {}, 'COMPLETE'],
    ['a failed application', 'APPLICATION_FAILED', { 사용용도: DEMO_FAIL_VALUE }, 'FAIL'],
  ] as const)('%s: the attempt that fails after its event keeps neither; the next one keeps both', async (_name, kind, overrides, finalState) => {
    const before = await eventCount(t);
    const restore = failAfterEventInsert(t);
    const id = await startIssuance(overrides);
    await attempted(id);
    restore();
    expect(await value<string>('SELECT state AS v FROM applications WHERE id = ?', [id])).toBe('PROCESSING');
    expect(await count('SELECT COUNT(*) AS v FROM documents WHERE application_id = ?', [id])).toBe(0);
    expect(await eventCount(t)).toBe(before);

    await waitForState(t, citizen, id, finalState);
    const events = (await allEvents(t)).slice(before);
    expect(events.map((event) => event.kind)).toEqual([kind]);
    expect(await count('SELECT COUNT(*) AS v FROM activity_events WHERE application_id = ?', [id])).toBe(1);
  });
});
