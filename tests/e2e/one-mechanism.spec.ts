import { describe, expect, it } from 'vitest';
import { MESSENGER_USER_AGENT, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';
import { choosePurpose, expectViewer, openForm, submitToSignPage } from './issuance-helpers';

/**
 * Issue 9, "one mechanism per concern" in the browser: the messenger's own user agent (the native
 * bridge's scheme calls, not the demo cookie), and layers that always settle their waiter.
 */
describe('inside the messenger (its user agent, the native bridge)', () => {
  const ctx = useServerAndBrowser();

  it('issues one certificate and opens it in the viewer; scheme calls nobody handles never freeze the page', async () => {
    const { page, context, problems } = await phone(ctx.browser, { userAgent: MESSENGER_USER_AGENT });
    const schemeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('kakaotalk:')) schemeCalls.push(request.url());
    });
    await openForm(page, ctx.server, 'citizen', '납세증명서', '납세증명서(국세완납증명)');
    expect(await page.evaluate(() => navigator.userAgent)).toContain('KAKAOTALK 11.3.0');
    await choosePurpose(page, '대금 수령');
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    await expectViewer(page);
    await page.getByRole('heading', { level: 1, name: '납세증명서(국세완납증명)' }).waitFor();
    // The messenger was spoken to through its scheme (no demo log), and taps still reach the page.
    expect(schemeCalls.some((url) => url.startsWith('kakaotalk://jigap/changeStatusBarColor'))).toBe(true);
    expect(schemeCalls.some((url) => url.startsWith('kakaotalk://jigap/preventCapture?on=true'))).toBe(true);
    expect(await page.evaluate(() => window.__jigapBridgeCalls)).toBeUndefined();
    await page.waitForTimeout(1500);
    expect(await page.locator('iframe[aria-hidden="true"]').count()).toBe(0);
    await screenshot(page, 'messenger-ua-viewer');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL(/\/home\/inbox/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
