import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfsig } from '../../server/test/pdfsig';
import { seededWalletAddress } from '../../server/wallet-address';
import { deskMessages } from '../../src/features/desk/messages';
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
async function staff(
  browser: Browser,
  server: TestServer,
  organisation: string,
  options: { phone?: boolean; colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
) {
  const context = options.phone
    ? (await phone(browser, { colorScheme: options.colorScheme ?? 'light' })).context
    : await browser.newContext({ viewport: options.viewport ?? DESKTOP, locale: 'ko-KR', colorScheme: options.colorScheme ?? 'light', acceptDownloads: true });
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
  // A server of its own, as the table's below: each opens desk copies, one on each database (tests/e2e/databases.ts).
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
    const row = desk.page.getByRole('table', { name: '제출받은 증명서 표' }).getByRole('row').filter({ hasText: '김*준' });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('열람전');
    await screenshot(desk.page, 'desk-list-desktop');
    expect(await axeViolations(desk.page)).toEqual([]);
    await row.click();
    await desk.page.waitForURL(/\/desk\/submissions\/[^/]+$/);
    const distributionId = decodeURIComponent(new URL(desk.page.url()).pathname.split('/').at(-1) ?? '');

    await enterNumber(desk.page, wrong(pin));
    await desk.page.getByRole('alert').filter({ hasText: deskMessages.wrongPin(4) }).waitFor();
    expect(await desk.page.getByRole('region', { name: /진위 확인$/ }).count()).toBe(0);
    await enterNumber(desk.page, pin);
    for (const name of ['주민등록표 등본', '건강보험 자격득실 확인서']) {
      const verdict = desk.page.getByRole('region', { name: `${name} 진위 확인` });
      await verdict.waitFor({ timeout: 30_000 });
      const lines = verdict.getByRole('listitem');
      // Signature, chain, unaltered, validity, not revoked by the agency, not cancelled.
      expect(await lines.count()).toBe(6);
      // Neither states a validity: that line says so, neither passed nor failed.
      expect(await lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-passed')))).toEqual(['true', 'true', 'true', 'null', 'true', 'true']);
      // Green, and said in words too.
      expect(await lines.getByText('확인됨').count()).toBe(5);
      expect(await lines.getByText('기간 없음').count()).toBe(1);
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
      desk.page.getByRole('article', { name: '주민등록표 등본' }).getByRole('link', { name: '원본 PDF 저장' }).click(),
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
    expect(await record.locator('dt', { hasText: '열람 일시' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(openedAt);
    expect(await record.locator('dt', { hasText: '처리 일시' }).count()).toBe(0);
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

/**
 * A clerk's day at 한빛은행 신촌지점: 22 submissions (one the sender asked to delete, one already
 * done, the oldest a 납세증명서 valid 30 days from issue). At 1,366 × 850 the desk is a table —
 * sorted, narrowed, paged and worked from the keyboard — and a submission keeps 처리완료 in view;
 * at 360 × 740 it is the phone's list. Both themes pictured; the citizen's record and log then say
 * 처리완료 with its time.
 */
const SINCHON = { id: 'recipient-hanbit-bank-05', name: '한빛은행 신촌지점', key: 'demo-org-hanbit-bank-05' } as const;
const DESK = { width: 1366, height: 850 } as const;
const SUBMITTABLE = [
  'seed-citizen-resident-copy',
  'seed-citizen-health-history',
  'seed-citizen-resident-abstract',
  'seed-citizen-premium-paid',
  'seed-citizen-driving-career',
  'seed-citizen-income-expiring',
  'seed-citizen-local-tax-expiry-day',
];

describe('the desk at a desk and on a phone', () => {
  const ctx = useServerAndBrowser();

  it('a table at 1,366 × 850 (sort, state filter, pages, ↑/↓ and Enter, a sticky 처리완료, back where it was left) and the list at 360 × 740, light and dark; the citizen then sees 처리완료 with its time', async () => {
    const { server, browser } = ctx;
    const citizen = await phone(browser);
    await login(citizen.page, server, 'citizen', { returnUrl: '/home/inbox' });
    const submit = async (documentIds: string[]) => {
      const response = await citizen.page.request.post(`${server.url}/api/v1/submission`, { data: { agreed: true, documentIds, receiverAddress: seededWalletAddress(SINCHON.id) } });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).result as { distributionId: string; pin: string };
    };
    const orgApi = (path: string, body?: unknown) =>
      fetch(`${server.url}/org/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SINCHON.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    // Oldest first: the 납세증명서, then singles and pairs of the other documents (each set once: none is the same unread submission).
    const sets = [['seed-citizen-tax-paid'], ...SUBMITTABLE.map((id) => [id]), ...SUBMITTABLE.flatMap((a, i) => SUBMITTABLE.slice(i + 1).map((b) => [a, b]))].slice(0, 22);
    const sent = [];
    for (const set of sets) sent.push(await submit(set));
    const [taxPaid] = sent;
    const requested = sent[5]!;
    const done = sent[9]!;
    for (const one of [requested, done]) expect((await orgApi(`/submissions/${one.distributionId}/open`, { viewingNumber: one.pin })).status).toBe(200);
    expect((await orgApi(`/submissions/${done.distributionId}/processed`)).status).toBe(200);
    const [first] = sets[5]!;
    expect((await citizen.page.request.post(`${server.url}/api/v2/distribution/${requested.distributionId}/document/${first}/deletion-request`)).status()).toBe(200);

    const desk = await staff(browser, server, SINCHON.name, { viewport: DESK });
    const table = desk.page.getByRole('table', { name: '제출받은 증명서 표' });
    const rows = table.locator('tbody tr');
    await poll(() => rows.count()).toBe(20);
    await desk.page.getByRole('navigation', { name: '페이지' }).getByText('전체 22건 · 2쪽 중 1쪽').waitFor();
    await desk.page.getByText('삭제 요청 1건이 기다리고 있어요. 요청대로 삭제해 주세요.').waitFor();
    expect(await desk.page.getByText('한빛은행 신촌지점 · 담당자').count()).toBe(1);
    // The header's back and logout line up with the table's edges.
    const [header, frame] = [await desk.page.locator('header').boundingBox(), await table.boundingBox()];
    const logout = await desk.page.getByRole('link', { name: '로그아웃' }).boundingBox();
    expect(Math.abs(logout!.x + logout!.width - (frame!.x + frame!.width))).toBeLessThanOrEqual(24);
    expect(header!.width).toBe(DESK.width);
    await screenshots(desk.page, 'desk-table');
    expect(await axeViolations(desk.page)).toEqual([]);

    // Sort by state: what needs the clerk first (열람전), then 열람, then 처리완료; again, the other way.
    await desk.page.getByRole('button', { name: '상태 순으로 정렬' }).click();
    await desk.page.waitForURL(/\/desk\?sort=state&order=asc$/);
    await poll(() => rows.first().textContent()).toContain('열람전');
    expect(await table.getByRole('columnheader', { name: /상태/ }).getAttribute('aria-sort')).toBe('ascending');
    await desk.page.getByRole('button', { name: '상태 순으로 정렬' }).click();
    await desk.page.waitForURL(/\/desk\?sort=state$/);
    await poll(() => rows.first().textContent()).toContain('처리 완료');
    expect(await rows.nth(1).textContent()).toMatch(/^열람삭제 요청/);

    // The state filter: only the deletion request, badged; the filtered list pictured.
    await desk.page.getByRole('radio', { name: '삭제 요청 1' }).click();
    await desk.page.waitForURL(/state=DELETION_REQUESTED/);
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('삭제 요청');
    // Its 열람번호 shows (it was opened); an unopened one's is masked.
    expect(await rows.first().textContent()).toContain(requested.pin);
    await screenshots(desk.page, 'desk-table-filtered');
    await desk.page.getByRole('radio', { name: '열람전 20' }).click();
    await poll(() => rows.count()).toBe(20);
    expect(await rows.first().getByRole('img', { name: '열람 전이라 가려져 있어요' }).textContent()).toBe('••••••');

    // Pages: back to everything, newest first, page 2 holds the two oldest.
    await desk.page.getByRole('radio', { name: '전체 22' }).click();
    await desk.page.getByRole('button', { name: '받은 일시 순으로 정렬' }).click();
    await desk.page.waitForURL((url) => url.search === '');
    await desk.page.getByRole('button', { name: '2페이지' }).click();
    await desk.page.waitForURL(/\/desk\?page=2$/);
    await poll(() => rows.count()).toBe(2);
    expect(await desk.page.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');

    // The keyboard: ↓ to the second row (the oldest, the 납세증명서), Enter opens it.
    await rows.first().focus();
    await desk.page.keyboard.press('ArrowDown');
    expect(await desk.page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(taxPaid!.distributionId);
    await desk.page.keyboard.press('Enter');
    await desk.page.waitForURL(new RegExp(`/desk/submissions/${taxPaid!.distributionId}$`));
    await enterNumber(desk.page, taxPaid!.pin);
    const verdict = desk.page.getByRole('region', { name: '납세증명서(국세완납증명) 진위 확인' });
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.locator('[data-check="NOT_EXPIRED"]').textContent()).toMatch(/유효기간확인됨발급일로부터 30일, \d{4}년 \d{1,2}월 \d{1,2}일까지 유효해요\./);
    await desk.page.getByRole('region', { name: '납세증명서(국세완납증명) 미리보기' }).getByRole('img').first().waitFor({ timeout: 30_000 });
    // 처리완료 stays in view wherever the page is scrolled.
    const bar = desk.page.getByRole('region', { name: '제출 처리' });
    for (const y of [0, 100_000]) {
      await desk.page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await bar.getByRole('button', { name: '처리 완료로 표시' }).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(DESK.height);
      expect(box!.y).toBeGreaterThanOrEqual(0);
    }
    await desk.page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(desk.page, 'desk-table-opened');
    expect(await axeViolations(desk.page)).toEqual([]);
    await bar.getByRole('button', { name: '처리 완료로 표시' }).click();
    await desk.page.getByRole('alertdialog').getByRole('button', { name: '처리 완료' }).click();
    await bar.getByText(/^처리 완료 · \d{4}\.\d\d\.\d\d \d\d:\d\d$/).waitFor();
    const processedAt = ((await bar.getByText(/^처리 완료 · /).textContent()) ?? '').replace('처리 완료 · ', '');
    // Back: the list where it was left (page 2), that row in focus.
    await bar.getByRole('button', { name: '목록으로 돌아가기' }).click();
    await desk.page.waitForURL(/\/desk\?page=2$/);
    await poll(() => desk.page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(taxPaid!.distributionId);
    expect(await rows.nth(1).textContent()).toContain(`처리 ${processedAt}`);

    // The citizen: the sent record says 처리완료 with its time, beside its 열람 일시; so does the log.
    // (It is the oldest of the day's 22: its record is opened by its address rather than found past 더 보기.)
    await citizen.page.goto(`${server.url}/home/distribution/layer/submitted/${taxPaid!.distributionId}/seed-citizen-tax-paid`);
    const record = citizen.page.getByRole('dialog', { name: '보낸 증명서' });
    await record.getByText('처리 완료', { exact: true }).waitFor();
    expect(await record.locator('dt', { hasText: '처리 일시' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(`처리 완료 ${processedAt}`);
    expect(await record.locator('dt', { hasText: '열람 일시' }).locator('xpath=following-sibling::dd[1]').textContent()).toMatch(/^\d{4}\.\d\d\.\d\d \d\d:\d\d$/);
    await citizen.page.goto(`${server.url}/activity`);
    const logRow = citizen.page.getByRole('listitem').filter({ hasText: '받는 곳 처리 완료' }).filter({ hasText: '한빛은행 신촌지점' });
    await logRow.first().waitFor();
    expect(await logRow.first().textContent()).toContain(processedAt.slice(-5));
    await screenshots(citizen.page, 'desk-citizen-activity');
    await citizen.page.setViewportSize(DESK);
    await screenshots(citizen.page, 'desk-citizen-activity-wide');

    // At 360 × 740 the desk is the phone's list, searched by the 열람번호 (the filtered list) and a submission.
    const small = await staff(browser, server, SINCHON.name, { phone: true, colorScheme: 'dark' });
    await small.page.getByRole('list', { name: '제출받은 증명서 목록' }).waitFor();
    expect(await small.page.getByRole('table').count()).toBe(0);
    await screenshots(small.page, 'desk-phone-list', 'dark');
    await small.page.getByRole('searchbox', { name: '보낸 분 이름 또는 열람번호' }).fill(requested.pin);
    await small.page.getByRole('button', { name: '검색', exact: true }).click();
    await small.page.getByText('검색 결과 1건').waitFor();
    await screenshots(small.page, 'desk-phone-filtered', 'dark');
    await small.page.getByRole('link', { name: /삭제 요청/ }).click();
    await small.page.getByRole('heading', { name: '보낸 분이 삭제를 요청했어요' }).waitFor();
    await screenshots(small.page, 'desk-phone-opened', 'dark');
    expect(await axeViolations(small.page)).toEqual([]);

    expect([...desk.problems, ...small.problems, ...citizen.problems]).toEqual([]);
    for (const context of [citizen.context, desk.context, small.context]) await context.close();
  });
});
