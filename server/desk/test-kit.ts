import type { LightMyRequestResponse } from 'fastify';
import type { Cookies, TestApp } from '../test/build-test-app.ts';
import { seededWalletAddress } from '../wallet-address.ts';
import { DESK_COOKIE } from './callers.ts';

/** 한빛은행 종로지점 and another branch (server/db/seed-data/recipients.ts). */
export const JONGNO_BRANCH = { id: 'recipient-hanbit-bank-02', name: '한빛은행 종로지점' } as const;
export const GANGNAM_BRANCH = { id: 'recipient-hanbit-bank-03', name: '한빛은행 강남역지점' } as const;
export const TWO_DOCUMENTS = ['seed-citizen-resident-copy', 'seed-citizen-health-history'];

/** Signs a staff member of `organisation` in through the simulated organisation login; the desk cookie. */
export async function staffLogin(t: TestApp, organisation: string): Promise<Cookies> {
  const response = await t.app.inject({ url: `/sim/org-login?${new URLSearchParams({ organisation, returnUrl: '/desk' }).toString()}` });
  if (response.statusCode !== 302) throw new Error(`staff login for ${organisation} failed: ${response.statusCode}`);
  const cookie = response.cookies.find((c) => c.name === DESK_COOKIE);
  if (!cookie) throw new Error('no desk cookie');
  return { [DESK_COOKIE]: cookie.value };
}

/** The citizen's submission to an organisation through the wallet's own call. */
export async function submitTo(t: TestApp, citizen: Cookies, organisationId: string, documentIds = TWO_DOCUMENTS): Promise<{ distributionId: string; pin: string }> {
  const response = await t.call('POST', '/api/v1/submission', citizen, { agreed: true, documentIds, receiverAddress: seededWalletAddress(organisationId) });
  if (response.statusCode !== 200) throw new Error(`submission failed: ${response.body}`);
  return response.json().result;
}

/** A 6-digit number that is not `pin`. */
export const wrongNumber = (pin: string): string => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

/** The calls of one desk caller: a staff member's cookies (the desk page's calls) or an organisation key (`/org/v1`). */
export function deskCalls(t: TestApp, who: { cookies: Cookies } | { key: string }) {
  const prefix = 'cookies' in who ? '/api/v1/desk' : '/org/v1';
  const auth = 'key' in who ? { authorization: `Bearer ${who.key}` } : {};
  const cookies = 'cookies' in who ? who.cookies : {};
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `${prefix}${url}`, cookies, headers: { ...auth, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    call,
    list: (query = '') => call('GET', `/submissions${query}`),
    detail: (id: string) => call('GET', `/submissions/${id}`),
    open: (id: string, viewingNumber: string) => call('POST', `/submissions/${id}/open`, { viewingNumber }),
    processed: (id: string, key?: string) => call('POST', `/submissions/${id}/processed`, undefined, key ? { 'idempotency-key': key } : {}),
    download: (id: string, documentId: string) => call('GET', `/submissions/${id}/documents/${documentId}${prefix === '/org/v1' ? '' : '/download'}`),
  };
}
