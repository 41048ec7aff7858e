import { expect } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, readCertificateFolder } from '../catalogue/index.ts';
import type { Cookies, TestApp } from '../test/build-test-app.ts';

/** Helpers for the issuance tests: a certificate's sample data, creating, signing and waiting. */

export const sample = (slug: string): Record<string, unknown> => readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug).files.sample ?? {};

export const pathOf = (slug: string): string => String(readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug).files.manifest?.path);

export const NORMAL = 'national-tax-paid';
export const CHANNELING = 'resident-registration-copy';
export const UNIVERSITY = 'university-enrollment';
export const COURT = 'family-relation';

export async function create(t: TestApp, cookies: Cookies, slug: string, overrides: Record<string, unknown> = {}, returnUrl = '/issue/back') {
  const data = { 문서종류: pathOf(slug), ...sample(slug), ...overrides };
  return t.call('POST', '/api/v2/application', cookies, { data, returnUrl, noCallback: true });
}

/** Posts a simulated page's form the way a browser does. */
export function postForm(t: TestApp, url: string, cookies: Cookies, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Creates and signs an application; answers its id. */
export async function createSigned(t: TestApp, cookies: Cookies, slug: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await create(t, cookies, slug, overrides);
  expect(created.statusCode).toBe(200);
  const { id, url } = created.json().result as { id: string; url: string };
  const signed = await postForm(t, url, cookies, { action: 'sign' });
  expect(signed.statusCode).toBe(302);
  return id;
}

export async function poll(t: TestApp, cookies: Cookies, id: string) {
  return (await t.call('GET', `/api/v2/application/${id}`, cookies)).json().result as Record<string, unknown>;
}

/** Polls until the application reaches `state` (the runner ticks every 100 ms). */
export async function waitForState(t: TestApp, cookies: Cookies, id: string, state: string, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const current = await poll(t, cookies, id);
    if (current.state === state) return current;
    if (Date.now() > until) throw new Error(`application ${id} stayed ${String(current.state)}, wanted ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
