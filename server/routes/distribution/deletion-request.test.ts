import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoOrganisationKey } from '../../desk/plugin.ts';
import { deskCalls, GANGNAM_BRANCH, JONGNO_BRANCH, staffLogin, submitTo } from '../../desk/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { seededWalletAddress } from '../../wallet-address.ts';

/**
 * 삭제 요청 (beyond the spec): on a delivered submission the sender asks the recipient to delete it;
 * the other wallet or the organisation's desk sees the request and deletes, or the desk's retention
 * does at its next round; the sender's record shows 요청함 and 삭제됨 with their times.
 */
let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
beforeEach(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  receiver = await t.login('receiver', { device: 'receiver-phone' });
});
afterEach(() => t.close());

const RESIDENT = 'seed-citizen-resident-copy';
const path = (distributionId: string, documentId = RESIDENT) => `/api/v2/distribution/${distributionId}/document/${documentId}`;
const ask = (distributionId: string, cookies = citizen) => t.call('POST', `${path(distributionId)}/deletion-request`, cookies);
const recordOf = async (distributionId: string, cookies: Cookies) => (await t.call('GET', path(distributionId), cookies)).json().result;
const eventsOf = (distributionId: string) =>
  t.app.db.all<{ kind: string; detail: string | null }>('SELECT kind, detail FROM activity_events WHERE distribution_id = ? ORDER BY at, id', [distributionId]);

async function submitToReceiver(): Promise<string> {
  const sent = await t.call('POST', '/api/v1/submission', citizen, { agreed: false, documentIds: [RESIDENT], receiverAddress: seededWalletAddress('receiver') });
  return sent.json().result.distributionId as string;
}

describe('to another wallet', () => {
  it('only once it is opened; asking twice asks once; the other wallet sees it and deletes; the sender sees 요청함 and 삭제됨', async () => {
    const id = await submitToReceiver();
    const early = await ask(id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '삭제를 요청할 수 없어요' });
    expect((await recordOf(id, citizen)).deletionRequestedAt).toBeNull();

    await t.call('GET', `${path(id)}/viewer`, receiver);
    const [first, second] = [await ask(id), await ask(id)];
    expect(first.statusCode).toBe(200);
    expect(first.json().result.deletionRequestedAt).toMatch(/^\d{14}$/);
    expect(second.json().result).toEqual(first.json().result);
    const theirs = await recordOf(id, receiver);
    expect(theirs).toMatchObject({ type: 'RECEIVED', deletionRequestedAt: first.json().result.deletionRequestedAt });

    expect((await t.call('DELETE', path(id), receiver)).json()).toEqual({ result: { deleted: true } });
    const mine = await recordOf(id, citizen);
    expect(mine).toMatchObject({ deletionRequestedAt: first.json().result.deletionRequestedAt, recipientDeletedAt: expect.stringMatching(/^\d{14}$/), state: 'READ' });
    expect(await eventsOf(id)).toEqual([
      { kind: 'SUBMITTED', detail: null },
      { kind: 'RECIPIENT_OPENED', detail: null },
      { kind: 'DELETION_REQUESTED', detail: null },
      { kind: 'RECIPIENT_DELETED', detail: 'REQUESTED' },
    ]);
  });

  it('a recipient asked may delete a record it returned, which it otherwise keeps until it expires', async () => {
    const id = await submitToReceiver();
    await t.call('POST', `${path(id)}/reject?reason=${encodeURIComponent('필요 없어요')}`, receiver);
    expect((await t.call('DELETE', path(id), receiver)).json().code).toBe('DISTRIBUTION_ERROR');
    expect((await ask(id)).statusCode).toBe(200);
    expect((await t.call('DELETE', path(id), receiver)).statusCode).toBe(200);
    expect((await recordOf(id, citizen)).recipientDeletedAt).toMatch(/^\d{14}$/);
  });

  it('the receiver cannot ask from its side; another user’s or an unknown record is not found; a cancelled one cannot be asked', async () => {
    const id = await submitToReceiver();
    await t.call('GET', `${path(id)}/viewer`, receiver);
    expect((await ask(id, receiver)).json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '삭제를 요청할 수 없어요' });
    const stranger = await t.login('guest', { device: 'guest-phone' });
    expect((await ask(id, stranger)).json().code).toBe('NOT_FOUND');
    expect((await t.call('POST', '/api/v2/distribution/nope/document/nope/deletion-request', citizen)).json().code).toBe('NOT_FOUND');
    expect((await t.call('POST', `/api/v2/distribution/seed-delivery-05/document/seed-citizen-health-history/deletion-request`, citizen)).statusCode).toBe(409);
    expect(await eventsOf(id)).not.toContainEqual(expect.objectContaining({ kind: 'DELETION_REQUESTED' }));
  });
});

describe('to an organisation’s desk', () => {
  async function openedAtDesk() {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, [RESIDENT]);
    const desk = deskCalls(t, { cookies: await staffLogin(t, JONGNO_BRANCH.name) });
    await desk.open(sent.distributionId, sent.pin);
    return { ...sent, desk };
  }

  it('the desk sees the request and deletes at once; the citizen’s record says 삭제됨; without a request it keeps it', async () => {
    const { distributionId, desk } = await openedAtDesk();
    expect((await desk.call('POST', `/submissions/${distributionId}/delete`)).json().code).toBe('DELETION_NOT_REQUESTED');
    expect((await desk.detail(distributionId)).json().result.deletionRequestedAt).toBeNull();

    await ask(distributionId);
    const requestedAt = (await recordOf(distributionId, citizen)).deletionRequestedAt;
    expect((await desk.detail(distributionId)).json().result.deletionRequestedAt).toBe(requestedAt);
    const api = deskCalls(t, { key: demoOrganisationKey(JONGNO_BRANCH.id) });
    expect((await api.detail(distributionId)).json().result.deletionRequestedAt).toBe(requestedAt);
    // Another organisation's staff cannot.
    const other = deskCalls(t, { cookies: await staffLogin(t, GANGNAM_BRANCH.name) });
    expect((await other.call('POST', `/submissions/${distributionId}/delete`)).statusCode).toBe(404);

    expect((await desk.call('POST', `/submissions/${distributionId}/delete`)).json()).toEqual({ result: { deleted: true } });
    expect((await desk.detail(distributionId)).statusCode).toBe(404);
    expect(await t.app.db.get('SELECT state, deleted_reason FROM desk_submissions WHERE distribution_id = ?', [distributionId])).toEqual({ state: 'DELETED', deleted_reason: null });
    expect((await recordOf(distributionId, citizen)).recipientDeletedAt).toMatch(/^\d{14}$/);
    expect((await eventsOf(distributionId)).at(-1)).toEqual({ kind: 'RECIPIENT_DELETED', detail: 'REQUESTED' });
    expect((await t.app.desk.repo.events(distributionId)).map((event) => event.kind)).toContain('DELETED');
  });

  it('the desk’s retention honours a request at its next round, long before the retention days are over', async () => {
    const { distributionId } = await openedAtDesk();
    await ask(distributionId);
    expect(await t.app.desk.retention.sweep(Date.now() + 60_000)).toBe(1);
    expect((await t.app.db.get<{ state: string }>('SELECT state FROM desk_submissions WHERE distribution_id = ?', [distributionId]))?.state).toBe('DELETED');
    expect((await recordOf(distributionId, citizen)).recipientDeletedAt).toMatch(/^\d{14}$/);
    expect((await eventsOf(distributionId)).at(-1)).toEqual({ kind: 'RECIPIENT_DELETED', detail: 'REQUESTED' });
    // The next round deletes nothing twice.
    expect(await t.app.desk.retention.sweep(Date.now() + 120_000)).toBe(0);
  });

  it('a retention round that deletes without a request tells the citizen why', async () => {
    const { distributionId } = await openedAtDesk();
    await t.app.db.run("UPDATE desk_submissions SET state = 'DELETED' WHERE distribution_id <> ?", [distributionId]);
    await t.app.desk.retention.sweep(Date.now() + 31 * 86_400_000);
    expect((await eventsOf(distributionId)).at(-1)).toEqual({ kind: 'RECIPIENT_DELETED', detail: 'RETENTION' });
    expect((await recordOf(distributionId, citizen))).toMatchObject({ deletionRequestedAt: null, recipientDeletedAt: expect.stringMatching(/^\d{14}$/) });
  });
});
