import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPdf } from '../../server/test/pdf-text';
import { login, phone, screenshot, screenshots } from './harness';
import { useServerAndBrowser } from './fixtures';
import { inkedPixels } from './issuance-helpers';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\(`) });
const bar = (page: Page, name: string) => page.getByRole('toolbar', { name: '선택한 증명서' }).getByRole('button', { name });
const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}, `) });

describe('the inbox tab (spec 000 §2.3, §4.8, §5, §8.4)', () => {
  const ctx = useServerAndBrowser();

  it.each(['light', 'dark'] as const)('rows grouped by issuer with remaining days; an 11th selection is refused (%s)', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await page.getByRole('heading', { name: '국토교통부' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await row(page, '소득금액증명').getAttribute('aria-label')).toMatch(/, 7일남음$/);
    expect(await row(page, '지방세 납세증명서').getAttribute('aria-label')).toMatch(/, 만료일$/);
    expect(await row(page, '건강보험료 완납증명서').getAttribute('aria-label')).toMatch(/, 만료$/);
    const red = await row(page, '소득금액증명').getByTestId('remaining-days').evaluate((el) => getComputedStyle(el).color);
    const grey = await row(page, '주민등록표 등본').getByTestId('remaining-days').evaluate((el) => getComputedStyle(el).color);
    expect(red).not.toBe(grey);
    await screenshot(page, `inbox-${colorScheme}`);
    if (colorScheme === 'dark') {
      expect(problems).toEqual([]);
      await context.close();
      return;
    }

    const boxes = page.getByRole('checkbox');
    expect(await boxes.count()).toBe(12);
    for (let i = 0; i < 10; i++) await boxes.nth(i).check();
    await page.getByText('10/10건 선택').waitFor();
    await boxes.nth(10).click();
    await page.getByText('증명서는 최대 10건까지 선택할 수 있어요.').waitFor();
    expect(await boxes.nth(10).isChecked()).toBe(false);
    await screenshot(page, 'inbox-selection-full-light');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('deleting asks first; then the document is gone for good', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await checkbox(page, '운전경력증명서').check();
    await bar(page, '삭제').click();
    const ask = page.getByRole('alertdialog', { name: '선택한 증명서 1건을 삭제할까요?' });
    await ask.getByText('삭제 후에는 복구가 불가합니다.').waitFor();
    await page.waitForTimeout(300);
    await screenshots(page, 'inbox-delete-confirm');
    await ask.getByRole('button', { name: '취소' }).click();
    expect(await row(page, '운전경력증명서').count()).toBe(1);

    await bar(page, '삭제').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText('증명서를 삭제했어요.').waitFor();
    await row(page, '운전경력증명서').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: '국토교통부' }).waitFor();
    expect(await row(page, '운전경력증명서').count()).toBe(0);
    expect(await page.getByText(/건 선택$/).count()).toBe(0);
    await context.close();
  });

  it('the password download needs its password: the saved file does not open without it', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/issued/viewer/seed-citizen-resident-copy' });
    await page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByRole('button', { name: 'PDF로 저장' }).click();
    for (const digit of '314159') await page.getByRole('button', { name: digit, exact: true }).first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '확인' }).click()]);
    await page.getByText('PDF 파일을 저장했어요. 열 때는 방금 정한 비밀번호를 입력해 주세요.').waitFor();
    expect(download.suggestedFilename()).toBe('주민등록표 등본.pdf');
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await openPdf(bytes)).toEqual({ opened: false, reason: 'PASSWORD_NEEDED' });
    expect(await openPdf(bytes, '271828')).toEqual({ opened: false, reason: 'WRONG_PASSWORD' });
    const opened = await openPdf(bytes, '314159');
    expect(opened.opened && opened.text).toContain('세대주 성명(한자) 김민준');
    expect(opened.opened && opened.text).toContain('문서확인번호 JG-');
    await context.close();
  });

  it('a deleted document: 삭제된 증명서입니다., then the viewer closes to a refreshed inbox; an expired one: 열람할 수 없는 문서입니다.', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await row(page, '주민등록표 초본').waitFor();
    const deleted = await page.request.post(`${ctx.server.url}/api/v2/inbox/delete`, { data: { documentIds: ['seed-citizen-resident-abstract'] } });
    expect(deleted.status()).toBe(200);
    await page.goto(`${ctx.server.url}/issued/viewer/seed-citizen-resident-abstract`);
    const popup = page.getByRole('alertdialog', { name: '삭제된 증명서입니다.' });
    await popup.waitFor();
    await screenshots(page, 'viewer-document-not-found');
    await popup.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    await page.getByRole('heading', { name: '국토교통부' }).waitFor();
    expect(await row(page, '주민등록표 초본').count()).toBe(0);

    await row(page, '건강보험료 완납증명서').click();
    const expired = page.getByRole('alertdialog', { name: '열람할 수 없는 문서입니다.' });
    await expired.waitFor();
    await screenshots(page, 'viewer-document-expired');
    await expired.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    expect(await inkedPixels(page)).toBe(0);

    // /submission with the deleted document (a reload, history, another tab): said once in place, never a popup loop.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/inbox/seed-citizen-resident-abstract')) asked.push(request.url());
    });
    await page.goto(`${ctx.server.url}/submission?documentIds=seed-citizen-resident-copy&documentIds=seed-citizen-resident-abstract`);
    await page.getByRole('alert').filter({ hasText: '삭제된 증명서입니다.' }).waitFor();
    // Every answer is in (no request for half a second): none of them opened a popup or asked again.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(asked).toHaveLength(1);
    expect(await page.getByRole('button', { name: '제출하기' }).count()).toBe(0);
    await screenshots(page, 'submission-document-gone');
    await page.getByRole('button', { name: '내 증명서로 가기' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    await row(page, '주민등록표 등본').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a paid document cannot be shared and one submitted once cannot be submitted again: the message, then the selection is cleared', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await checkbox(page, '건축물대장').check();
    await bar(page, '공유').click();
    const share = page.getByRole('alertdialog', { name: '공유할 수 없는 증명서가 있어요' });
    await share.getByText('유료 증명서와 마이데이터 증명서는 공유할 수 없어요. 해당 증명서를 빼고 다시 선택해 주세요.').waitFor();
    await screenshots(page, 'inbox-share-refused');
    await share.getByRole('button', { name: '확인' }).click();
    expect(await checkbox(page, '건축물대장').isChecked()).toBe(false);

    await checkbox(page, '자동차등록원부(갑)').check();
    await bar(page, '제출').click();
    const submit = page.getByRole('alertdialog', { name: '제출할 수 없는 증명서가 있어요' });
    await submit.getByText('유료 및 마이데이터 증명서는 1회만 제출할 수 있어요.').waitFor();
    await screenshots(page, 'inbox-submit-refused');
    await submit.getByRole('button', { name: '확인' }).click();
    expect(await checkbox(page, '자동차등록원부(갑)').isChecked()).toBe(false);
    expect(page.url()).toMatch(/\/home\/inbox$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
