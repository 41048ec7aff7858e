import { describe, expect, it } from 'vitest';
import { login, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';

describe('look and feel at 360×740 in light and dark (house rules)', () => {
  const ctx = useServerAndBrowser();

  it.each(['light', 'dark'] as const)('home in %s mode: 16 px body text, 48 px touch targets, no CSP violation', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'citizen');
    await page.getByRole('link', { name: '증명서 신청' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-apply-${colorScheme}`);

    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    for (const name of ['닫기', '내 지갑 주소']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(colorScheme === 'dark' ? background !== 'rgb(255, 255, 255)' : background === 'rgb(255, 255, 255)').toBe(true);
    expect(problems).toEqual([]);

    await page.getByRole('link', { name: '내 증명서' }).click();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-inbox-${colorScheme}`);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('agreement sheet and error page in %s mode', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'newcomer');
    await page.getByRole('button', { name: '시작하기' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: '전체 동의' }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, `agreement-${colorScheme}`);
    await page.goto(`${ctx.server.url}/error?code=UNDER_14&status=403`);
    await page.getByRole('heading', { name: '서비스를 이용할 수 없습니다' }).waitFor();
    await screenshot(page, `error-${colorScheme}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
