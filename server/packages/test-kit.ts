import { expect } from 'vitest';
import { postForm } from '../issuance/test-kit.ts';
import type { Cookies, TestApp } from '../test/build-test-app.ts';
import { DEMO_PARTNER } from '../db/seed-data/partners.ts';

/** Helpers for the package tests: a partner request, creating, signing, the portal and waiting. */

export const PARTNER_AUTH = { authorization: `Bearer ${DEMO_PARTNER.key}` };

export const REGION = { 문서종류: '주민등록표등본', 시도: '서울특별시', 시군구: '종로구' };
export const PATRIOT = (number: string) => ({ 문서종류: '보훈보상대상자유족확인원', 보훈번호: number });
export const DISABILITY = { 문서종류: '장애인증명서', 주소: '서울특별시 종로구 세종대로 209', 행정구역코드: '11110', 처리기관: '11110-01', 부서코드: '11110100' };

export const INPUTS: Record<string, Record<string, unknown>[]> = {
  'loan-basic': [REGION],
  'veteran-benefit': [PATRIOT('58-123456')],
  'disability-benefit': [DISABILITY],
};

export async function requestPackage(t: TestApp, key: string, body: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/partner/v1/requests', headers: PARTNER_AUTH, payload: { package: key, ...body } });
  expect(response.statusCode).toBe(200);
  return (response.json().result as { papas: string }).papas;
}

export async function info(t: TestApp, cookies: Cookies, papas: string) {
  return t.call('GET', `/api/v2/papas/${papas}`, cookies);
}

export async function createPackage(t: TestApp, cookies: Cookies, papas: string, key: string, inputs = INPUTS[key] ?? []) {
  return t.call('POST', '/api/v2/application/package', cookies, { papas, package: key, inputs, returnUrl: `/papas/${papas}/start?resume=1` });
}

/** Requests, opens, creates and signs a package; answers the request and the package application ids. */
export async function signedPackage(t: TestApp, cookies: Cookies, key: string, inputs?: Record<string, unknown>[]): Promise<{ papas: string; id: string }> {
  const papas = await requestPackage(t, key);
  expect((await info(t, cookies, papas)).statusCode).toBe(200);
  const created = await createPackage(t, cookies, papas, key, inputs);
  expect(created.statusCode).toBe(200);
  const { applicationId, url } = created.json().result as { applicationId: string; url: string };
  const signed = await postForm(t, url, cookies, { action: 'sign' });
  expect(signed.statusCode).toBe(302);
  return { papas, id: applicationId };
}

export async function status(t: TestApp, cookies: Cookies, id: string) {
  return (await t.call('GET', `/api/v2/application/package/${id}`, cookies)).json().result as {
    packageState: string;
    signStatus: string;
    documents: { documentId: string | null; state: string }[];
  };
}

export async function waitForPackage(t: TestApp, cookies: Cookies, id: string, state: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const current = await status(t, cookies, id);
    if (current.packageState === state) return current;
    if (Date.now() > until) throw new Error(`package ${id} stayed ${current.packageState}, wanted ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Starts a signed package and passes the portal when it asks for it. */
export async function startAndPass(t: TestApp, cookies: Cookies, id: string) {
  const started = await t.call('POST', `/api/v2/application/package/${id}`, cookies);
  expect(started.statusCode).toBe(200);
  const { packageState, url } = started.json().result as { packageState: string; url: string | null };
  if (packageState === 'CHANNELING') {
    expect(url).toMatch(/^\/sim\/portal-package\//);
    expect((await postForm(t, url as string, cookies, { action: 'verify' })).statusCode).toBe(302);
  }
  return started.json().result as { packageState: string; url: string | null };
}

export const count = async (t: TestApp, table: string): Promise<number> => (await t.app.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0;
