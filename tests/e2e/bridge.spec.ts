import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { QrcodeInfoEntry } from '../../contracts/generated/api';
import { login, schemeCallsOf, screenshot, screenshots } from './harness';
import { useServerAndBrowser } from './fixtures';

/**
 * The public bridge page `/` and its QR layers (spec 001 §2.3, §2.4, §4.3, §8 Bridge, §9),
 * in a desktop browser (a PC: a desktop user agent and a mouse) at 1280 and 360 px wide, and
 * on a phone (a mobile user agent and a touch screen).
 */
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function pc(browser: Browser, { width = 1280, height = 800, colorScheme = 'light' as 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR', colorScheme, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

const list = (page: Page) => page.getByRole('list', { name: '증명서 목록' });
const rows = (page: Page) => list(page).getByRole('link');
const row = (page: Page, name: string) => list(page).getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `) });
const rowName = async (locator: Locator) => (await locator.locator('span').first().textContent())?.trim();
const names = async (page: Page) => Promise.all((await rows(page).all()).map(rowName));

async function catalogue(page: Page, base: string): Promise<QrcodeInfoEntry[]> {
  const response = await page.request.get(`${base}/zzng_static/macaron/qrcode/qrcodeInfo.json`);
  return (await response.json()) as QrcodeInfoEntry[];
}

const byPopularity = (entries: QrcodeInfoEntry[]) => [...entries].sort((a, b) => a.popularityOrder - b.popularityOrder).map((e) => e.formDisplayName);
const byName = (entries: QrcodeInfoEntry[]) => [...entries].sort((a, b) => a.displayNameOrder - b.displayNameOrder).map((e) => e.formDisplayName);

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** On a PC: the bridge's row of the certificate at `formPath` clicked, its QR layer open and its code shown. */
async function openQrLayer(page: Page, base: string, formPath: string) {
  await page.goto(`${base}/`);
  const target = (await catalogue(page, base)).find((e) => e.formPath === formPath)!;
  await row(page, target.formDisplayName).click();
  await page.waitForURL(/\/layer\/qr\//);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/layer/qr/${formPath}`);
  const dialog = page.getByRole('dialog', { name: target.formDisplayName });
  const image = dialog.getByRole('img', { name: `${target.formDisplayName} QR 코드` });
  await image.waitFor();
  return { target, dialog, image };
}

/** QR 다운로드 saves a png named after the certificate whose code is its link; URL 복사 copies the link. */
async function expectSavedAndCopied(page: Page, dialog: Locator, target: QrcodeInfoEntry) {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'QR 저장' }).click()]);
  expect(download.suggestedFilename()).toBe(`${target.formDisplayName}.png`);
  expect(decodeQr(readFileSync((await download.path())!))).toBe(target.shortenUrl);
  await dialog.getByRole('button', { name: '주소 복사' }).click();
  await page.getByText('주소가 복사되었습니다.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target.shortenUrl);
}

async function expectTargetsAtLeast48(page: Page, locators: Locator[]) {
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box?.height, await locator.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(48);
  }
}

describe('the bridge page (spec 001 §2.3)', () => {
  const ctx = useServerAndBrowser();

  it.each(['light', 'dark'] as const)('at 1280 px (%s): two alternating columns, sorting, 더보기, accessible', async (colorScheme) => {
    const { page, context, problems } = await pc(ctx.browser, { colorScheme });
    await page.goto(`${ctx.server.url}/`);
    await rows(page).first().waitFor();
    const entries = await catalogue(page, ctx.server.url);
    expect(await page.title()).toBe('전자증명서 지갑');
    await page.getByRole('heading', { level: 1, name: '전자증명서 지갑' }).waitFor();
    await page.getByText(`${entries.length}종`).waitFor();

    // 40 by popularity, alternating left and right.
    expect(await names(page)).toEqual(byPopularity(entries).slice(0, 40));
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => rows(page).nth(i).boundingBox()));
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.x).toBe(first!.x);
    expect(third!.y).toBeGreaterThan(first!.y);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `bridge-1280-${colorScheme}`);

    await page.getByRole('button', { name: '가나다순' }).click();
    expect(await page.getByRole('button', { name: '가나다순' }).getAttribute('aria-pressed')).toBe('true');
    expect(await names(page)).toEqual(byName(entries).slice(0, 40));
    await page.getByRole('button', { name: '더 보기' }).click();
    expect(await names(page)).toEqual(byName(entries));
    expect(await page.getByRole('button', { name: '더 보기' }).count()).toBe(0);
    await page.getByRole('button', { name: '인기순' }).click();
    expect(await names(page)).toEqual(byPopularity(entries));

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('heading', { name: '이용 안내' }).scrollIntoViewIfNeeded();
    await screenshot(page, `bridge-1280-footer-${colorScheme}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('at 360 px (%s): one column, sorting and 더보기, 48 px targets, footer links', async (colorScheme) => {
    const { page, context, problems } = await pc(ctx.browser, { width: 360, height: 740, colorScheme });
    await page.goto(`${ctx.server.url}/`);
    await rows(page).first().waitFor();
    const entries = await catalogue(page, ctx.server.url);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `bridge-360-${colorScheme}`);

    const [first, second] = await Promise.all([0, 1].map((i) => rows(page).nth(i).boundingBox()));
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(await rows(page).count()).toBe(40);
    await page.getByRole('button', { name: '가나다순' }).click();
    expect(await rowName(rows(page).first())).toBe(byName(entries)[0]);
    await page.getByRole('button', { name: '더 보기' }).click();
    expect(await rows(page).count()).toBe(entries.length);
    // Focus moves to the first row 더보기 revealed.
    expect(await rows(page).nth(40).evaluate((node) => node === document.activeElement)).toBe(true);

    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    const footer = page.getByRole('navigation', { name: '회사 정보와 정책' });
    await expectTargetsAtLeast48(page, [
      page.getByRole('button', { name: '공유하기' }),
      page.getByRole('button', { name: '서비스 바로가기' }),
      page.getByRole('button', { name: '인기순' }),
      page.getByRole('button', { name: '가나다순' }),
      rows(page).first(),
      ...(await footer.getByRole('link').all()),
    ]);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, `bridge-360-footer-${colorScheme}`);
    await footer.getByRole('link', { name: '개인정보처리방침' }).click();
    await page.waitForURL(/\/policy$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a browser outside the messenger reads where the service is and how to reach it; the share button copies the page address', async () => {
    const { page, context, problems } = await pc(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    await page.getByText('전자증명서 지갑은 휴대폰의 카카오톡에서 이용할 수 있어요. 증명서를 누르면 나오는 QR 코드를 휴대폰 카메라로 스캔해 주세요.').waitFor();
    await page.getByRole('button', { name: '공유하기' }).click();
    await page.getByText('주소가 복사되었습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ctx.server.url}/`);
    // 서비스 바로가기 on a PC: the service's own QR (/layer/qr).
    await page.getByRole('button', { name: '서비스 바로가기' }).click();
    await page.waitForURL(/\/layer\/qr$/);
    const dialog = page.getByRole('dialog', { name: '전자증명서 지갑' });
    const image = dialog.getByRole('img', { name: '전자증명서 지갑 QR 코드' });
    await image.waitFor();
    const src = (await image.getAttribute('src'))!;
    expect(decodeQr(await (await page.request.get(`${ctx.server.url}${src}`)).body())).toBe(`${ctx.server.url}/home/apply`);
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    // The share button's toast has gone: the picture shows the layer alone.
    await page.getByText('주소가 복사되었습니다.').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshots(page, 'bridge-service-qr-1280');
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/$/);
    expect(await dialog.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the QR layer of a certificate (spec 001 §2.3, §7, §8 Bridge)', () => {
  const ctx = useServerAndBrowser();

  it('on a PC a certificate opens its QR layer: QR download saves its png under its name, copy URL copies its link', async () => {
    const { page, context, problems } = await pc(ctx.browser);
    const { target, dialog, image } = await openQrLayer(page, ctx.server.url, '주민등록표등본');
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    await screenshots(page, 'bridge-qr-layer-1280');

    expect(target.formDisplayName).toBe('주민등록표 등본');
    expect(target.shortenUrl).toBe(`${ctx.server.url}/home/apply?directApply=${encodeURIComponent('주민등록표등본')}`);
    await expectSavedAndCopied(page, dialog, target);

    // Close returns to the bridge, with focus back on the certificate.
    await dialog.getByRole('button', { name: '닫기' }).click();
    await page.waitForURL(/\/$/);
    expect(await dialog.count()).toBe(0);
    expect(await row(page, target.formDisplayName).evaluate((node) => node === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('the QR layer at 360×740 (%s), opened by its address; /qr/{edocName} is the same layer', async (colorScheme) => {
    const { page, context, problems } = await pc(ctx.browser, { width: 360, height: 740, colorScheme });
    await page.goto(`${ctx.server.url}/qr/${encodeURIComponent('가족관계증명서')}`);
    await page.waitForURL(/\/layer\/qr\//);
    const dialog = page.getByRole('dialog', { name: '가족관계증명서' });
    await dialog.getByRole('img', { name: '가족관계증명서 QR 코드' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await screenshot(page, `bridge-qr-layer-360-${colorScheme}`);
    await expectTargetsAtLeast48(page, [dialog.getByRole('button', { name: 'QR 저장' }), dialog.getByRole('button', { name: '주소 복사' }), dialog.getByRole('button', { name: '닫기' })]);
    // Opened by its address, close lands on the bridge (not out of the site).
    await dialog.getByRole('button', { name: '닫기' }).click();
    await page.waitForURL(`${ctx.server.url}/`);
    await rows(page).first().waitFor();

    // The service's own QR layer (/layer/qr) at the same size.
    await page.goto(`${ctx.server.url}/layer/qr`);
    const service = page.getByRole('dialog', { name: '전자증명서 지갑' });
    const serviceImage = service.getByRole('img', { name: '전자증명서 지갑 QR 코드' });
    await expect.poll(() => serviceImage.evaluate((node) => (node as HTMLImageElement).naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await screenshot(page, `bridge-service-qr-360-${colorScheme}`);
    await expectTargetsAtLeast48(page, [service.getByRole('button', { name: 'QR 저장' }), service.getByRole('button', { name: '주소 복사' }), service.getByRole('button', { name: '닫기' })]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 360 px on a PC a certificate row opens its QR layer: QR download saves its png under its name, copy URL copies its link', async () => {
    const { page, context, problems } = await pc(ctx.browser, { width: 360, height: 740 });
    const { target, dialog } = await openQrLayer(page, ctx.server.url, '건강보험자격득실확인서');
    await expectSavedAndCopied(page, dialog, target);
    await screenshot(page, 'bridge-qr-layer-360-copied-light');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await page.waitForURL(/\/$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a QR download that fails is reported, and the user sees nothing', async () => {
    const { page, context } = await pc(ctx.browser);
    const reports: string[] = [];
    await page.route('**/zzng_static/macaron/qrcode/qr-*.png?download=true', (route) => route.fulfill({ status: 503, body: '' }));
    await page.route('**/api/v1/client-errors', async (route) => {
      reports.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, json: { result: { received: true } } });
    });
    await page.goto(`${ctx.server.url}/layer/qr/${encodeURIComponent('주민등록표등본')}`);
    const dialog = page.getByRole('dialog', { name: '주민등록표 등본' });
    await dialog.getByRole('button', { name: 'QR 저장' }).click();
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(reports[0]!)).toMatchObject({ level: 'error', message: expect.stringContaining('QR download failed') });
    expect(await page.getByRole('status').filter({ hasText: /.+/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});

describe('a phone and the apply tab (spec 001 §2.3, §2.4)', () => {
  const ctx = useServerAndBrowser();

  it('on a phone a certificate opens the apply tab with directApply, which opens its form', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: ANDROID_UA, locale: 'ko-KR' });
    const page = await context.newPage();
    await login(page, ctx.server, 'citizen', { returnUrl: '/' });
    const target = row(page, '건강보험 자격득실 확인서');
    await target.waitFor();
    expect(await target.getAttribute('href')).toBe(`${ctx.server.url}/home/apply?directApply=${encodeURIComponent('건강보험자격득실확인서')}`);
    // Inside the messenger (the demo login's cookie) the promotion leads to the service itself.
    expect(await page.getByRole('link', { name: '서비스 바로가기' }).getAttribute('href')).toBe('/home/apply');
    expect(await page.getByText(/^전자증명서 지갑은 휴대폰의 카카오톡에서/).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshots(page, 'bridge-phone-messenger');
    await target.tap();
    await page.waitForURL(/\/home\/apply\?directApply=/);
    await page.waitForURL(/\/issue\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/건강보험자격득실확인서');
    await context.close();
  });

  it('on a phone outside the messenger a tap opens the messenger at once with directApply (001 §2.3); only when it does not come up does the page offer to try again or install it (000 §8.4, §9)', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: ANDROID_UA, locale: 'ko-KR' });
    const page = await context.newPage();
    const calls = schemeCallsOf(page);
    await page.goto(`${ctx.server.url}/`);
    await page.getByText('전자증명서 지갑은 휴대폰의 카카오톡에서 이용할 수 있어요. 증명서를 누르면 카카오톡에서 열 수 있어요.').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshots(page, 'bridge-phone-browser');
    await row(page, '건강보험 자격득실 확인서').tap();
    const opened = `kakaotalk://inappbrowser?url=${encodeURIComponent(`${ctx.server.url}/home/apply?directApply=${encodeURIComponent('건강보험자격득실확인서')}`)}`;
    await expect.poll(() => calls).toEqual([opened]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // No messenger here: the page is still in front after the fallback time (1.3 s on Android).
    const missing = page.getByRole('alertdialog', { name: '앱이 설치되지 않았습니다. 앱을 설치해주세요' });
    await missing.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshots(page, 'bridge-phone-not-installed');
    await missing.getByRole('button', { name: '카카오톡에서 다시 열기' }).tap();
    await expect.poll(() => calls).toEqual([opened, opened]);
    await missing.waitFor();
    // The store opens (offline here: a stand-in page answers for it).
    await context.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }));
    const store = page.waitForEvent('popup');
    await missing.getByRole('button', { name: '설치하기' }).tap();
    const storePage = await store;
    await storePage.waitForURL(/play\.google\.com\/store\/apps\/details\?id=com\.kakao\.talk/);
    await context.close();
  });

  it('an edocName that is not a certificate goes to the apply tab, keeping the query string', async () => {
    const { page, context } = await pc(ctx.browser, { width: 360, height: 740 });
    await login(page, ctx.server, 'citizen', { returnUrl: `/layer/qr/${encodeURIComponent('없는증명서')}?from=bridge&utm_source=qr` });
    await page.waitForURL(/\/home\/apply\?/);
    expect(new URL(page.url()).search).toBe('?from=bridge&utm_source=qr');
    await page.getByRole('list', { name: '신청할 수 있는 증명서' }).waitFor();
    await context.close();
  });
});
