import { AxeBuilder } from '@axe-core/playwright';
import { digest } from '@sd-jwt/crypto-nodejs';
import { decodeSdJwt, getClaims } from '@sd-jwt/decode';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { DeskPresentation, WalletPresentation } from '../../contracts/generated/api';
import { keyProof, walletKey } from '../../server/credentials/test-kit';
import { presentCredential, type ClaimPath } from '../../shared/presentation';
import { useServerAndBrowser } from './fixtures';
import { login, phone, PHONE, screenshot, screenshots, type TestServer } from './harness';
import { choosePurpose, submitToSignPage } from './issuance-helpers';

/**
 * Show only what is asked: staff of 한빛은행 종로지점 ask for 주소 확인 at the desk; the citizen
 * scans the desk's QR code with Jigap (the page's QR image read back), sees who asks, why and the
 * two claims, and presents; the desk shows the address and the head of household and nothing else.
 * Two browser contexts, the real server.
 */
const BRANCH = '한빛은행 종로지점';
const ADDRESS = '서울특별시 종로구 율곡로 190, 101동 1502호 (원남동, 지갑아파트)';
const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) => expect.poll(read, { timeout });
const axeViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  return (await (include ? builder.include(include) : builder).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/**
 * 김민준's wallet on a phone of its own answers the desk's request for `templateId` over the API,
 * as the wallet's page would: its key registered for the device, the request opened by its link,
 * the `claims` presented.
 */
async function presentOverApi(browser: Browser, server: TestServer, desk: BrowserContext, templateId: string, claims: ClaimPath[]): Promise<void> {
  const wallet = await browser.newContext();
  const call = async (method: 'post' | 'put', path: string, data?: unknown, from = wallet) => {
    const response = await from.request[method](`${server.url}${path}`, data === undefined ? {} : { data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { result: unknown; c_nonce: string };
  };
  await wallet.request.get(`${server.url}/sim/login?persona=citizen`);
  const key = await walletKey();
  const { c_nonce: nonce } = await call('post', '/oid4vci/nonce');
  await call('put', '/api/v2/wallet/holder-key', { proof: await keyProof(key, { audience: server.url, nonce }) });
  const { link } = (await call('post', '/api/v1/desk/presentation-requests', { templateId }, desk)).result as DeskPresentation;
  const view = (await call('post', '/api/v2/wallet/presentation-requests', { uri: link })).result as WalletPresentation;
  const presentation = await presentCredential(view.credential!, claims, { aud: view.audience, nonce: view.nonce, iat: Math.floor(Date.now() / 1000) }, key.privateKey);
  await call('post', `/api/v2/wallet/presentation-requests/${view.id}/response`, { presentation });
  await wallet.close();
}

/** The leaf claims a presentation discloses, as dotted paths (the SD-JWT's own fields left out). */
async function disclosedPaths(presentation: string): Promise<string[]> {
  const decoded = await decodeSdJwt(presentation, digest);
  const claims = await getClaims<Record<string, unknown>>(decoded.jwt.payload, decoded.disclosures, digest);
  const paths: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (node && typeof node === 'object') Object.entries(node).forEach(([key, value]) => walk(value, [...path, key]));
    else paths.push(path.join('.'));
  };
  const { iss: _iss, iat: _iat, exp: _exp, vct: _vct, cnf: _cnf, status: _status, ...disclosed } = claims;
  walk(disclosed, []);
  return paths.sort();
}

describe('the desk asks for a presentation and receives only what it asked', () => {
  const ctx = useServerAndBrowser();

  it('staff ask 주소 확인; the citizen scans the QR, sees the two claims and presents; the desk shows the address and 세대주 and nothing else, at the same time as the citizen', async () => {
    const { server, browser } = ctx;
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ko-KR' });
    const desk = await deskContext.newPage();
    const deskProblems: string[] = [];
    desk.on('pageerror', (error) => deskProblems.push(error.message));
    await desk.goto(`${server.url}/sim/org-login?${new URLSearchParams({ organisation: BRANCH, returnUrl: '/desk' }).toString()}`);
    await desk.waitForURL(/\/desk$/);
    await desk.getByRole('button', { name: '주소 확인 요청하기' }).click();
    const qr = desk.getByRole('img', { name: '주소 확인 요청 QR 코드' });
    await qr.waitFor();
    const link = decodeQr(await qr.screenshot());
    expect(link).toMatch(/^openid4vp:\/\/\?client_id=x509_hash%3A.+&request_uri=/);
    await screenshot(desk, 'desk-presentation-waiting');

    const citizen = await phone(browser);
    await login(citizen.page, server, 'citizen', { returnUrl: '/home/inbox' });
    await citizen.page.evaluate((text) => (window.__jigapQrScanResult = text), link);
    await citizen.page.getByRole('button', { name: '증명 요청 QR' }).click();
    await citizen.page.getByRole('button', { name: 'QR 스캔' }).click();
    await citizen.page.getByText(BRANCH).waitFor({ timeout: 20_000 });
    const claims = citizen.page.getByRole('listitem');
    await poll(() => claims.allTextContents()).toEqual([`현 주소${ADDRESS}필수`, '세대주 성명김민준필수']);
    const consentedTo = await citizen.page.getByRole('listitem').locator('span > span:first-child').allTextContents();
    await screenshots(citizen.page, 'presentation-request');
    expect(await axeViolations(citizen.page)).toEqual([]);

    const sent = citizen.page.waitForRequest((request) => /\/api\/v2\/wallet\/presentation-requests\/[^/]+\/response$/.test(request.url()));
    await citizen.page.getByRole('button', { name: '제출', exact: true }).click();
    const presentation = ((await sent).postDataJSON() as { presentation: string }).presentation;
    expect(await disclosedPaths(presentation)).toEqual(['household.headName', 'person.address']);
    await citizen.page.getByRole('heading', { name: '제출했어요' }).waitFor();
    const citizenTime = ((await citizen.page.getByText(/^제출 일시 /).textContent()) ?? '').replace('제출 일시 ', '');
    await screenshots(citizen.page, 'presentation-done');

    const received = desk.getByRole('article', { name: '받은 정보' }).first();
    await received.waitFor({ timeout: 20_000 });
    const text = (await received.textContent()) ?? '';
    expect(text).toContain(ADDRESS);
    expect(text).toContain('세대주 성명김민준');
    // The desk reads the very words the citizen consented to.
    expect(await received.locator('dt').allTextContents()).toEqual(expect.arrayContaining(consentedTo));
    expect(consentedTo).toEqual(['현 주소', '세대주 성명']);
    for (const absent of ['980315', '이정희', '김하준', '정조로', '관악로']) expect(text).not.toContain(absent);
    expect(await received.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-passed')))).toEqual(['true', 'true', 'true', 'true']);
    expect(text).toContain(citizenTime);
    await screenshot(desk, 'desk-presentation-received');
    expect(await axeViolations(desk, '[aria-labelledby="desk-presentations"]')).toEqual([]);
    expect([...deskProblems, ...citizen.problems]).toEqual([]);
    await deskContext.close();
    await citizen.context.close();
  });
});

describe('the desk deletes a presentation when its citizen asks', () => {
  // A server of its own: the address's above runs on one database, this one on the other (tests/e2e/databases.ts).
  const ctx = useServerAndBrowser();

  it('국세 완납 확인 of a citizen without 납세증명서: 발급받기 issues it and returns to the request; 체납액 없음 goes, 관할 세무서 stays; 보낸 내역 keeps it, and its 삭제 요청 reaches the desk, which deletes that one only', async () => {
    const { server, browser } = ctx;
    const deskContext = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'ko-KR' });
    const desk = await deskContext.newPage();
    await desk.goto(`${server.url}/sim/org-login?${new URLSearchParams({ organisation: BRANCH, returnUrl: '/desk' }).toString()}`);
    await desk.getByRole('button', { name: '국세 완납 확인 요청하기' }).waitFor();
    await screenshots(desk, 'desk-presentation-desktop-templates');
    await desk.getByRole('button', { name: '국세 완납 확인 요청하기' }).click();
    const link = decodeQr(await desk.getByRole('img', { name: '국세 완납 확인 요청 QR 코드' }).screenshot());
    await screenshots(desk, 'desk-presentation-desktop-waiting');
    // The desk's 증명 요청 sits at the top at a desk's width and on a phone.
    await desk.setViewportSize(PHONE);
    await screenshots(desk, 'desk-presentation-phone-waiting');
    await desk.setViewportSize({ width: 1366, height: 850 });

    // 이서연 holds no 납세증명서: the request says which, and 발급받기 opens its form.
    const citizen = await phone(browser);
    const { page } = citizen;
    await login(page, server, 'receiver', { returnUrl: '/home/inbox' });
    await page.evaluate((text) => (window.__jigapQrScanResult = text), link);
    await page.getByRole('button', { name: '증명 요청 QR' }).click();
    await page.getByRole('button', { name: 'QR 스캔' }).click();
    await page.getByRole('heading', { name: '납세증명서(국세완납증명)이(가) 지갑에 없어요' }).waitFor({ timeout: 20_000 });
    const request = new URL(page.url());
    await page.getByRole('button', { name: '발급받기' }).click();
    await page.getByRole('heading', { level: 1, name: '납세증명서(국세완납증명)' }).waitFor();
    await page.getByRole('button', { name: '신청하기', exact: true }).waitFor();
    await choosePurpose(page, '대금 수령');
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    // Issued: back to the request (not the viewer), now answerable with the new certificate.
    await page.waitForURL((url) => url.pathname === '/presentation' && url.search === request.search, { timeout: 30_000 });
    await poll(() => page.getByRole('listitem').allTextContents()).toEqual(['성명(상호)이서연필수', '체납액없음필수', '관할 세무서강남세무서']);
    await page.getByRole('switch', { name: '관할 세무서 함께 제출' }).uncheck();
    const sent = page.waitForRequest((each) => /\/presentation-requests\/[^/]+\/response$/.test(each.url()));
    await page.getByRole('button', { name: '제출', exact: true }).click();
    expect(await disclosedPaths(((await sent).postDataJSON() as { presentation: string }).presentation)).toEqual(['person.name', 'tax.arrears']);
    await page.getByRole('heading', { name: '제출했어요' }).waitFor();

    const received = desk.getByRole('region', { name: '국세 완납 확인' }).getByRole('article', { name: '받은 정보' });
    await received.waitFor({ timeout: 20_000 });
    expect(await received.locator('dt').allTextContents()).toEqual(['성명(상호)', '체납액', '증명서', '제출 일시']);
    expect(await received.locator('dd').first().textContent()).toBe('이서연');
    expect(await received.textContent()).toContain('체납액없음');
    expect(await received.textContent()).not.toContain('강남세무서');
    await screenshots(desk, 'desk-presentation-desktop-received');
    await desk.setViewportSize(PHONE);
    await screenshots(desk, 'desk-presentation-phone-received');
    await desk.setViewportSize({ width: 1366, height: 850 });

    // Meanwhile 김민준 answers the desk's 주소 확인 from a wallet of his own: the deletion below leaves it.
    await presentOverApi(browser, server, deskContext, 'address', [['person', 'address'], ['household', 'headName']]);

    // 보낸 내역: the record (to whom, why, which claims, when), and 삭제 요청 as a sent document's.
    await page.getByRole('button', { name: '보낸 내역 보기' }).click();
    const record = page.getByRole('dialog', { name: '보낸 정보' });
    await record.getByText('성명(상호), 체납액').waitFor();
    expect(await record.textContent()).toContain(BRANCH);
    await screenshots(page, 'presentation-record');
    await record.getByRole('button', { name: '삭제 요청' }).click();
    await page.getByRole('alertdialog', { name: '받는 곳에 삭제를 요청할까요?' }).getByRole('button', { name: '삭제 요청' }).click();
    await record.getByText(/^요청함 /).waitFor();
    await desk.getByRole('button', { name: '요청대로 삭제' }).first().click({ timeout: 20_000 });
    await desk.getByRole('button', { name: '요청대로 삭제' }).first().waitFor({ state: 'detached', timeout: 20_000 });
    await page.reload();
    await page.getByRole('dialog', { name: '보낸 정보' }).getByText(/^삭제됨 /).waitFor({ timeout: 20_000 });
    await page.getByRole('dialog', { name: '보낸 정보' }).getByRole('button', { name: '닫기' }).click();
    await page.getByRole('button', { name: /납세증명서\(국세완납증명\)/ }).filter({ hasText: '필요한 정보만 제출' }).getByText('삭제됨').waitFor();
    await desk.reload();
    const kept = desk.getByRole('list', { name: '증명 요청으로 받은 정보 목록' }).getByRole('article', { name: '받은 정보' });
    await poll(() => kept.allTextContents()).toEqual([expect.stringContaining(ADDRESS)]);
    expect(await axeViolations(page)).toEqual([]);
    expect(citizen.problems).toEqual([]);
    await deskContext.close();
    await citizen.context.close();
  }, 120_000);
});
