import { describe, expect, it } from 'vitest';
import { login, phone } from './harness';
import { useServerAndBrowser } from './fixtures';

describe('tab maintenance (spec 000 §8.3)', () => {
  const ctx = useServerAndBrowser({ JIGAP_TAB_MAINTENANCE: 'distribution' });

  it('TAB_MAINTENANCE shows the server title and message in place of the tab', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/distribution' });
    await page.getByRole('heading', { name: /점검/ }).waitFor();
    await page.getByText(/다시 이용해 주세요/).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home/distribution');
    // The other tabs still work: 내 증명서 opens and lists the citizen's documents by issuer.
    await page.getByRole('link', { name: '내 증명서' }).click();
    await page.waitForURL((url) => url.pathname === '/home/inbox');
    await page.getByRole('heading', { name: '국토교통부' }).waitFor();
    await page.getByRole('button', { name: /^주민등록표 등본, / }).waitFor();
    await context.close();
  });
});

describe('service maintenance (spec 000 §8.3)', () => {
  const ctx = useServerAndBrowser({ JIGAP_MAINTENANCE: '12월 6일 06:00까지 정기 점검해요.' });

  it('MAINTENANCE shows the maintenance page with the server message', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen');
    await page.getByRole('heading', { name: '서비스 점검 중이에요' }).waitFor();
    await page.getByText('12월 6일 06:00까지 정기 점검해요.').waitFor();
    await context.close();
  });
});
