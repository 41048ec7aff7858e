import type { LightMyRequestResponse } from 'fastify';
import type { ActivityKind } from '../../shared/activity.ts';
import type { Cookies, TestApp } from '../test/build-test-app.ts';

/** Every event of the log, oldest first: kind, owner, other wallet, documents. */
export async function allEvents(t: TestApp): Promise<Array<{ id: string; kind: ActivityKind; owner: string; other: string | null; at: string }>> {
  return await t.app.db.all(
    'SELECT id, kind, owner_user_id AS owner, other_user_id AS other, at FROM activity_events ORDER BY at, id',
  );
}

export const eventCount = async (t: TestApp): Promise<number> => (await allEvents(t)).length;

/**
 * Makes every event insert fail right after it is written (the insert succeeds, then the action
 * throws): what an action that fails after its event looks like. Answers the undo.
 */
export function failAfterEventInsert(t: TestApp): () => void {
  const repo = t.app.repos.activity;
  const original = repo.record.bind(repo);
  repo.record = async (event) => {
    await original(event);
    throw new Error('the action failed after writing its event');
  };
  return () => {
    repo.record = original;
  };
}

/** The signed-in user's log through the API. */
export async function logOf(t: TestApp, cookies: Cookies, query = ''): Promise<LightMyRequestResponse> {
  return t.call('GET', `/api/v2/activity${query}`, cookies);
}

/** A one-time link of these documents, made through the wallet's call: its token and PIN. */
export async function makeOnceLink(t: TestApp, cookies: Cookies, ids: readonly string[]): Promise<{ token: string; pinCode: string }> {
  const response = await t.call('GET', `/api/v2/inbox/once?${ids.map((id) => `documentIds=${id}`).join('&')}`, cookies);
  if (response.statusCode !== 200) throw new Error(`share failed: ${response.body}`);
  const { url, pinCode } = response.json().result as { url: string; pinCode: string };
  return { token: url.slice(url.lastIndexOf('/') + 1), pinCode };
}

export const wrongPin = (pin: string): string => (pin === '000000' ? '000001' : '000000');
