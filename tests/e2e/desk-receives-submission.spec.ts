import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfsig } from '../../server/test/pdfsig';
import { seededWalletAddress } from '../../server/wallet-address';
import { useServerAndBrowser } from './fixtures';
import { login, phone, screenshot, screenshots, type TestServer } from './harness';

/**
 * The other end of a submission: a citizen submits two documents to 한빛은행 종로지점; a staff
 * member of that branch opens them at the desk with the 열람번호 and finds them genuine; the
 * citizen's sent record then says 열람완료 with the time. Two browser contexts, the real server.
 */
const BRANCH = '한빛은행 종로지점';
const DESKTOP = { width: 1280, height: 800 } as const;
const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) => expect.poll(read, { timeout });
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/** A staff member's browser (desktop-sized, or a phone), signed in at the simulated organisation login. */
async function staff(browser: Browser, server: TestServer, organisation: string, options: { phone?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  const context = options.phone
    ? (await phone(browser, { colorScheme: options.colorScheme ?? 'light' })).context
    : await browser.newContext({ viewport: DESKTOP, locale: 'ko-KR', colorScheme: options.colorScheme ?? 'light', acceptDownloads: true });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.goto(`${server.url}/sim/org-login?${new URLSearchParams({ organisation, returnUrl: '/desk' }).toString()}`);
  await page.waitForURL(/\/desk$/);
  return { context, page, problems };
}

const enterNumber = async (page: Page, viewingNumber: string) => {
  await page.getByRole('textbox', { name: '열람번호 6자리' }).fill(viewingNumber);
  await page.getByRole('button', { name: '열람하기' }).click();
};
const wrong = (pin: string) => (pin === '000000' ? '999999' : '000000');

describe('the organisation’s desk receives a submission', () => {
  const ctx = useServerAndBrowser();

  it('citizen submits two documents to 한빛은행 종로지점; its staff open them with the 열람번호, every line green, download the signed original; the citizen sees 열람완료 with the time; another branch gets not found', async () => {
    const { server, browser } = ctx;
    // The citizen submits through the wallet's own pages.
    const citizen = await phone(browser);
    await login(citizen.page, server, 'citizen', { returnUrl: '/home/inbox' });
    await citizen.page.goto(`${server.url}/submission?documentIds=seed-citizen-resident-copy&documentIds=seed-citizen-health-history`);
    await citizen.page.getByRole('button', { name: '제출기관을 검색해 주세요' }).click();
    await citizen.page.getByRole('searchbox', { name: '기관명 또는 지역명' }).fill('한빛은행 종로');
    await citizen.page.getByRole('button', { name: '검색', exact: true }).click();
    await citizen.page.getByRole('button', { name: new RegExp(`^${BRANCH}`) }).click();
    await citizen.page.getByRole('button', { name: '다음' }).click();
    const terms = citizen.page.getByRole('dialog').filter({ hasText: `${BRANCH}에 증명서를 제출하려면 동의가 필요해요` });
    await terms.getByRole('checkbox', { name: '전체 동의' }).check();
    await terms.getByRole('button', { name: '동의하기' }).click();
    await citizen.page.waitForURL(/\/submission\/complete$/);
    const pin = ((await citizen.page.getByTestId('submission-pin').textContent()) ?? '').replace(/\D/g, '');
    expect(pin).toMatch(/^\d{6}$/);

    // Without a desk session the desk sends the browser to the organisation login.
    const stranger = await browser.newContext({ viewport: DESKTOP });
    const lost = await stranger.newPage();
    await lost.goto(`${server.url}/desk`);
    await lost.waitForURL((url) => url.pathname === '/sim/org-login' && url.searchParams.get('returnUrl') === '/desk');
    await stranger.close();

    const desk = await staff(browser, server, BRANCH);
    const row = desk.page.getByRole('link', { name: /주민등록표 등본|건강보험 자격득실 확인서/ }).filter({ hasText: '김*준' });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('열람전');
    await screenshot(desk.page, 'desk-list-desktop');
    expect(await axeViolations(desk.page)).toEqual([]);
    await row.click();
    await desk.page.waitForURL(/\/desk\/submissions\/[^/]+$/);
    const distributionId = decodeURIComponent(new URL(desk.page.url()).pathname.split('/').at(-1) ?? '');

    await enterNumber(desk.page, wrong(pin));
    await desk.page.getByRole('alert').filter({ hasText: '열람번호가 일치하지 않아요. (남은 횟수 4회)' }).waitFor();
    expect(await desk.page.getByRole('region', { name: /진위 확인$/ }).count()).toBe(0);
    await enterNumber(desk.page, pin);
    for (const name of ['주민등록표 등본', '건강보험 자격득실 확인서']) {
      const verdict = desk.page.getByRole('region', { name: `${name} 진위 확인` });
      await verdict.waitFor({ timeout: 30_000 });
      const lines = verdict.getByRole('listitem');
      // Signature, chain, unaltered, not expired, not revoked by the agency, not cancelled.
      expect(await lines.count()).toBe(6);
      expect(await lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-passed')))).toEqual(['true', 'true', 'true', 'true', 'true', 'true']);
      // Green, and said in words too.
      expect(await lines.getByText('확인됨').count()).toBe(6);
      const colour = await verdict.evaluate((element) => getComputedStyle(element).borderTopColor);
      expect(colour).toBe('rgb(19, 122, 58)');
    }
    // pdf.js draws each document's pages (a page is drawn once it scrolls into view).
    for (const name of ['건강보험 자격득실 확인서', '주민등록표 등본']) {
      const pages = desk.page.getByRole('region', { name: `${name} 미리보기` });
      await pages.scrollIntoViewIfNeeded();
      await pages.getByRole('img').first().waitFor({ timeout: 30_000 });
    }
    await desk.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(desk.page, 'desk-opened-desktop');
    expect(await axeViolations(desk.page)).toEqual([]);

    const [download] = await Promise.all([
      desk.page.waitForEvent('download'),
      desk.page.getByRole('article', { name: '주민등록표 등본' }).getByRole('link', { name: '원본 PDF 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('주민등록표 등본.pdf');
    const report = pdfsig(readFileSync((await download.path()) ?? ''));
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    const openedAt = (await desk.page.locator('dt', { hasText: '열람 일시' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
    expect(openedAt).toMatch(/^\d{4}\.\d\d\.\d\d \d\d:\d\d$/);

    // The citizen's sent record: 열람완료, with the time the desk opened it.
    await citizen.page.goto(`${server.url}/home/distribution`);
    await citizen.page.getByRole('button', { name: new RegExp(`주민등록표 등본.*${BRANCH}`) }).click();
    const record = citizen.page.getByRole('dialog', { name: '보낸 증명서' });
    await record.getByText('열람완료').waitFor();
    expect(await record.locator('dt', { hasText: '처리 일시' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(openedAt);
    await screenshot(citizen.page, 'desk-citizen-record-read');

    // Staff of another branch: not in their list, and not found by its address.
    const other = await staff(browser, server, '한빛은행 강남역지점');
    await other.page.getByText('제출받은 증명서가 없어요.').waitFor();
    await other.page.goto(`${server.url}/desk/submissions/${encodeURIComponent(distributionId)}`);
    await other.page.getByText('제출을 찾을 수 없어요.').waitFor();
    expect((await other.page.request.get(`${server.url}/api/v1/desk/submissions/${encodeURIComponent(distributionId)}`)).status()).toBe(404);

    // The opened submission at 360 px, light and dark.
    const small = await staff(browser, server, BRANCH, { phone: true });
    await small.page.goto(`${server.url}/desk/submissions/${encodeURIComponent(distributionId)}`);
    await small.page.getByRole('region', { name: '주민등록표 등본 진위 확인' }).waitFor();
    await screenshots(small.page, 'desk-opened');
    expect(await axeViolations(small.page)).toEqual([]);

    expect([...desk.problems, ...other.problems, ...small.problems, ...citizen.problems]).toEqual([]);
    for (const context of [citizen.context, desk.context, other.context, small.context]) await context.close();
  });

  it('five wrong 열람번호 lock the submission at the desk, and the organisation API answers the same; the screens at 360 px, light and dark', async () => {
    const { server, browser } = ctx;
    const citizen = await phone(browser);
    await login(citizen.page, server, 'citizen', { returnUrl: '/home/inbox' });
    const response = await citizen.page.request.post(`${server.url}/api/v1/submission`, {
      data: { agreed: true, documentIds: ['seed-citizen-resident-abstract'], receiverAddress: seededWalletAddress('recipient-hanbit-bank-02') },
    });
    const { distributionId, pin } = (await response.json()).result as { distributionId: string; pin: string };

    const desk = await staff(browser, server, BRANCH, { phone: true });
    await desk.page.getByRole('link', { name: /주민등록표 초본/ }).waitFor();
    await screenshots(desk.page, 'desk-list');
    await desk.page.goto(`${server.url}/desk/submissions/${encodeURIComponent(distributionId)}`);
    for (let tries = 4; tries >= 1; tries--) {
      await enterNumber(desk.page, wrong(pin));
      await desk.page.getByRole('alert').filter({ hasText: `(남은 횟수 ${tries}회)` }).waitFor();
    }
    await screenshots(desk.page, 'desk-wrong-number');
    await enterNumber(desk.page, wrong(pin));
    await desk.page.getByRole('heading', { name: '잠긴 제출이에요' }).waitFor();
    expect(await desk.page.getByRole('textbox', { name: '열람번호 6자리' }).count()).toBe(0);
    await screenshots(desk.page, 'desk-locked');

    const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${server.url}/org/v1${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: 'Bearer demo-org-hanbit-bank-02', 'content-type': 'application/json' },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    const refused = await api(`/submissions/${encodeURIComponent(distributionId)}/open`, { method: 'POST', body: { viewingNumber: pin } });
    expect(refused.status).toBe(423);
    expect(((await refused.json()) as { code: string }).code).toBe('SUBMISSION_LOCKED');
    const detail = (await (await api(`/submissions/${encodeURIComponent(distributionId)}`)).json()) as { result: { locked: boolean; remainingTries: number } };
    expect(detail.result).toMatchObject({ locked: true, remainingTries: 0 });

    await desk.page.goto(`${server.url}/desk`);
    await poll(() => desk.page.getByRole('link', { name: /주민등록표 초본/ }).textContent()).toContain('잠김');
    expect(desk.problems).toEqual([]);
    await desk.context.close();
    await citizen.context.close();
  });
});
