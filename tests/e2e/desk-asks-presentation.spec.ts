import { AxeBuilder } from '@axe-core/playwright';
import { digest } from '@sd-jwt/crypto-nodejs';
import { decodeSdJwt, getClaims } from '@sd-jwt/decode';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './fixtures';
import { login, phone, screenshot, screenshots } from './harness';

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
    await poll(() => claims.allTextContents()).toEqual([`현 주소${ADDRESS}필수`, '세대주 성명(한자)김민준필수']);
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
    expect(text).toContain('세대주 성명(한자)김민준');
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
