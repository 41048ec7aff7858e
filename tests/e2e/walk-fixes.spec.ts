import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, phone, screenshots } from './harness';
import { useServerAndBrowser } from './fixtures';

/**
 * What a citizen's walk at 360×740 found, screen by screen (both colour schemes): each screen is
 * pictured in light and dark (screenshots/walk-*.png) and checked for what was wrong on it.
 */

/** The element shows all of its text: nothing cut off or scrolled out of its box. */
const showsAllItsText = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1 && getComputedStyle(element).textOverflow !== 'ellipsis');

/** WCAG contrast ratio of an element's text against its own background. */
const contrastOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });

async function signedIn(ctx: ReturnType<typeof useServerAndBrowser>, returnUrl: string, colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; close: () => Promise<void>; problems: string[] }> {
  const { page, context, problems } = await phone(ctx.browser, { colorScheme });
  await login(page, ctx.server, 'citizen', { returnUrl });
  return { page, problems, close: () => context.close() };
}

describe('what the walk found, fixed (360×740, light and dark)', () => {
  const ctx = useServerAndBrowser();

  it('보낸/받은 내역: a row shows its whole document name; the notice bar its whole notice', async () => {
    const { page, close, problems } = await signedIn(ctx, '/home/distribution');
    const row = page.getByRole('button', { name: /납세증명서\(국세완납증명\)/ }).first();
    await row.waitFor();
    expect(await showsAllItsText(row.getByText('납세증명서(국세완납증명)'))).toBe(true);
    const notice = page.getByRole('complementary', { name: '공지사항' }).getByText(/정부24 정기 점검으로 일부 증명서 발급이 중단돼요$/);
    expect(await showsAllItsText(notice)).toBe(true);
    await screenshots(page, 'walk-distribution');
    expect(problems).toEqual([]);
    await close();
  });

  it('the wallet address layer: 지갑 삭제 apart from 주소 복사, in the danger colour, and asked first', async () => {
    const { page, close } = await signedIn(ctx, '/home/apply');
    await page.getByRole('button', { name: '내 지갑 주소' }).click();
    const sheet = page.getByRole('dialog', { name: '내 지갑 주소' });
    const copy = sheet.getByRole('button', { name: '주소 복사' });
    const dispose = sheet.getByRole('button', { name: '지갑 삭제' });
    await dispose.waitFor();
    const [copyBox, disposeBox] = [await copy.boundingBox(), await dispose.boundingBox()];
    expect(disposeBox!.y - (copyBox!.y + copyBox!.height)).toBeGreaterThanOrEqual(40);
    const colours = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-danger)';
      document.body.append(probe);
      const danger = getComputedStyle(probe).color;
      probe.remove();
      return danger;
    });
    expect(await dispose.evaluate((element) => getComputedStyle(element).color)).toBe(colours);
    await page.waitForTimeout(450);
    await screenshots(page, 'walk-wallet-address');
    await dispose.click();
    const ask = page.getByRole('alertdialog', { name: '전자증명서 지갑을 삭제할까요?' });
    await ask.getByRole('button', { name: '삭제' }).waitFor();
    await screenshots(page, 'walk-wallet-delete');
    await ask.getByRole('button', { name: '취소' }).click();
    await ask.waitFor({ state: 'detached' });
    // Nothing was deleted: the address is still there.
    await sheet.getByTestId('wallet-address').waitFor();
    await close();
  });

  it('the organisation search: its placeholder fits the field and the browser adds no clear button', async () => {
    const { page, close } = await signedIn(ctx, '/submission?documentIds=seed-citizen-resident-copy');
    await page.getByRole('button', { name: '제출기관을 검색해 주세요' }).click();
    const field = page.getByRole('searchbox', { name: '기관명 또는 지역명' });
    await field.waitFor();
    const fits = await field.evaluate((input) => {
      const element = input as HTMLInputElement;
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(element.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await screenshots(page, 'walk-agency-search');
    await field.fill('종로');
    // The browser's clear button is hidden by the field's own rule (computed styles do not reach that part).
    const hidesClearButton = await field.evaluate((input) => {
      const classes = [...input.classList].map((name) => `.${name}::-webkit-search-cancel-button`);
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
      return rules.some((rule) => classes.some((selector) => rule.selectorText?.includes(selector)) && rule.style?.display === 'none');
    });
    expect(hidesClearButton).toBe(true);
    await screenshots(page, 'walk-agency-search-typed');
    await close();
  });

  it('the disabled 제출하기 (nothing chosen yet) reads clearly in dark mode', async () => {
    const { page, close } = await signedIn(ctx, '/submission?documentIds=seed-citizen-resident-copy', 'dark');
    await page.getByText('주민등록표 등본').waitFor();
    await page.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }).click();
    await page.getByRole('textbox', { name: '지갑 주소' }).blur();
    const submit = page.getByRole('button', { name: /^(다음|제출하기)$/ });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(await contrastOf(submit)).toBeGreaterThanOrEqual(4.5);
    await screenshots(page, 'walk-submission-disabled', 'dark');
    await close();
  });

  it('the cancel confirmation of a sending speaks one politeness level', async () => {
    const { page, close } = await signedIn(ctx, '/home/distribution/layer/submitted/seed-delivery-01/seed-citizen-driving-career');
    await page.getByRole('dialog').getByRole('button', { name: '보내기 취소' }).click();
    const ask = page.getByRole('alertdialog', { name: '보내기를 취소할까요?' });
    await ask.getByText('취소하면 받는 곳에서 이 증명서를 열람할 수 없어요.').waitFor();
    await screenshots(page, 'walk-cancel-sending');
    await ask.getByRole('button', { name: '닫기' }).click();
    await close();
  });

  it('the viewer’s × is named 닫기, and /verify has one control named PDF 파일 선택', async () => {
    const { page, close } = await signedIn(ctx, '/issued/viewer/seed-citizen-resident-copy');
    await page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.getByRole('button', { name: '뒤로 가기' }).count()).toBe(0);
    await page.getByRole('button', { name: '닫기' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    await page.goto(`${ctx.server.url}/verify`);
    await page.getByRole('heading', { level: 2, name: 'PDF 파일이 진본인지 확인해 보세요' }).waitFor();
    expect(await page.getByRole('button', { name: 'PDF 파일 선택' }).count()).toBe(1);
    await screenshots(page, 'walk-verify');
    await close();
  });

  it('the simulated sign page breaks its Korean between words', async () => {
    const { page, close } = await signedIn(ctx, '/home/apply');
    const response = await page.request.post(`${ctx.server.url}/api/v2/application`, {
      data: { data: { 문서종류: '폐업사실증명', ...JSON.parse(readFileSync('certificates/business-closure/sample.json', 'utf8')) }, returnUrl: '/home/apply', noCallback: true },
    });
    const { url } = (await response.json()).result as { url: string };
    await page.goto(`${ctx.server.url}${url}`);
    await page.getByRole('button', { name: '서명하기' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
    await screenshots(page, 'walk-sign-page');
    await close();
  });
});
