import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, phone, screenshot, withoutBootAnswers } from './harness';
import { useServerAndBrowser } from './fixtures';

const LIST = '신청할 수 있는 증명서';

/** The name of the folder with the lowest popularity order: derived, not named. */
function mostPopularName(): string {
  const manifests = readdirSync('certificates', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => JSON.parse(readFileSync(join('certificates', entry.name, 'certificate.json'), 'utf8')) as { name: string; popularityOrder: number });
  return manifests.sort((a, b) => a.popularityOrder - b.popularityOrder)[0]!.name;
}
const rows = (page: Page) => page.getByRole('list', { name: LIST }).getByRole('button');

describe('the apply tab (spec 000 §2.3, §9; spec 001 §2.3 directApply)', () => {
  const ctx = useServerAndBrowser();

  it('citizen sees 20 rows and 더보기, searches by word and 초성, and opens a certificate', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen');
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    expect(await rows(page).count()).toBe(20);
    // The most popular certificate (the lowest popularityOrder of the folders) comes first.
    expect((await rows(page).first().textContent())?.startsWith(mostPopularName())).toBe(true);
    await page.getByRole('button', { name: '더 보기' }).click();
    expect(await rows(page).count()).toBeGreaterThan(20);

    await page.getByRole('button', { name: '증명서 검색' }).click();
    await page.waitForURL(/\/home\/apply\/layer\/search-edoc/);
    const input = page.getByRole('searchbox', { name: '증명서 검색' });
    await input.waitFor();
    expect(await input.evaluate((node) => node === document.activeElement)).toBe(true);
    await input.fill('등본');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^주민등록표 등본/ }).waitFor();
    await input.fill('ㅈㅁ');
    await dialog.getByRole('button', { name: /^주민등록표 초본/ }).waitFor();
    await input.fill('없는증명서이름');
    await dialog.getByText('검색 결과가 없어요.').waitFor();
    await input.fill('ㅈㅁㄷㄹㅍㄷㅂ');
    await dialog.getByRole('button', { name: /^주민등록표 등본/ }).click();
    await page.waitForURL(/\/issue\/(%EC%A3%BC|주)/);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/주민등록표등본');

    // Back returns to the search with its words.
    await page.goBack();
    await page.waitForURL(/\/layer\/search-edoc\?keyword=/);
    expect(await input.inputValue()).toBe('ㅈㅁㄷㄹㅍㄷㅂ');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('newcomer pressing a certificate gets the agreement, which leads to the form', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'newcomer');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: /^주민등록표 등본/ }).click();
    await page.waitForURL(/\/home\/apply\/layer\/agreement\?types=NEW/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/issue/${encodeURIComponent('주민등록표등본')}`);
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
    await sheet.getByRole('button', { name: '시작하기' }).click();
    await page.waitForURL(/\/issue\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/주민등록표등본');
    await context.close();
  });

  it('directApply opens the form once, and back does not loop', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: `/home/apply?directApply=${encodeURIComponent('주민등록표등본')}` });
    await page.waitForURL(/\/issue\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/주민등록표등본');
    await page.goBack();
    await page.waitForURL(/\/home\/apply$/);
    await rows(page).first().waitFor();
    expect(page.url()).not.toContain('directApply');
    await context.close();
  });

  it('an unknown directApply is ignored with a toast', async () => {
    const { page, context } = await phone(ctx.browser);
    // Encoded: /sim/login answers 500 for a raw Korean returnUrl (it puts it in Location as is).
    await login(page, ctx.server, 'citizen', { returnUrl: `/home/apply?directApply=${encodeURIComponent('없는증명서')}` });
    await page.getByText('지금은 신청할 수 없는 증명서예요. 목록에서 다른 증명서를 골라 주세요.').waitFor();
    await page.waitForURL(/\/home\/apply$/);
    await context.close();
  });

  it('/policy shows the privacy policy with a personal-data table', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await page.goto(`${ctx.server.url}/policy`);
    const table = page.getByRole('table', { name: '증명서별 수집하는 개인정보 항목' });
    await table.waitFor();
    expect(await page.title()).toBe('개인정보 처리방침 | 전자증명서 지갑');
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(50);
    await table.getByRole('rowheader', { name: '주민등록표 등본' }).waitFor();
    await screenshot(page, 'policy-light');
    await table.getByRole('rowheader', { name: '주민등록표 등본' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'policy-table-light');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('the apply tab and the search layer in %s mode', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'citizen');
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    // No seeded certificate is under maintenance: show how one looks by marking the fifth (the
    // page loaded again, reading its list over the network).
    await withoutBootAnswers(page);
    await page.route('**/api/v2/application/form', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { maintenanceType: string; available: boolean }[] };
      Object.assign(body.result[4] ?? {}, { maintenanceType: '정부24점검', available: false });
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `apply-tab-${colorScheme}`);
    await rows(page).nth(8).scrollIntoViewIfNeeded();
    await screenshot(page, `apply-tab-banner-${colorScheme}`);
    const closed = rows(page).nth(4);
    expect(await closed.getAttribute('aria-disabled')).toBe('true');
    // Its name is its text (label in name), the reason after the label on screen.
    expect(await closed.getAttribute('aria-label')).toBeNull();
    expect(await closed.evaluate((element) => element.textContent)).toMatch(/, 정부24 점검 중, 지금은 신청할 수 없어요\. 잠시 후 다시 신청해 주세요\.$/);
    for (const name of ['증명서 검색', '더 보기']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
    await page.getByRole('button', { name: '증명서 검색' }).click();
    await page.getByRole('searchbox', { name: '증명서 검색' }).fill('ㄱㄱ');
    await page.waitForTimeout(450);
    await screenshot(page, `search-edoc-${colorScheme}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
