import { describe, expect, it } from 'vitest';
import { MESSENGER_USER_AGENT, phone, schemeCallsOf, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';
import { choosePurpose, expectViewer, openForm, submitToSignPage } from './issuance-helpers';

/** The signed-in user's applications (the polling list). */
async function applicationCount(page: import('playwright-core').Page, url: string): Promise<number> {
  const response = await page.request.get(`${url}/api/v2/application?pageNumber=1&pageSize=50`);
  return ((await response.json()) as { result: { applications: unknown[] } }).result.applications.length;
}

/**
 * "One mechanism per concern" in the browser: the messenger's own user agent (the native
 * bridge's scheme calls, not the demo cookie), and layers that always settle their waiter.
 */
const ctx = useServerAndBrowser();

describe('inside the messenger (its user agent, the native bridge)', () => {
  it('issues one certificate and opens it in the viewer; scheme calls nobody handles never freeze the page', async () => {
    const { page, context, problems } = await phone(ctx.browser, { userAgent: MESSENGER_USER_AGENT });
    const schemeCalls = schemeCallsOf(page);
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
    await expect.poll(() => page.locator('iframe[aria-hidden="true"]').count(), { timeout: 5000 }).toBe(0);
    await screenshot(page, 'messenger-ua-viewer');
    await page.getByRole('button', { name: '닫기' }).click();
    await page.waitForURL(/\/home\/inbox/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('layers always answer the page that waits (src/lib/layer-results)', () => {
  it('the browser’s back on the agreement layer: the form is usable again, a second 신청 opens it again, one application', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', '납세증명서(국세완납증명)');
    await choosePurpose(page, '대금 수령');
    const before = await applicationCount(page, ctx.server.url);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/application') creates.push(request.url());
    });
    await page.getByRole('button', { name: '신청하기', exact: true }).click();
    await page.waitForURL(/\/layer\/agreement\?types=APPLICATION/);
    await page.getByRole('dialog').getByRole('checkbox', { name: '전체 동의' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/issue/납세증명서');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The form answers taps again: its picker opens and closes, and 신청하기 opens the terms once more.
    await choosePurpose(page, '금융기관 제출용');
    await page.getByRole('button', { name: '신청하기', exact: true }).click();
    await page.waitForURL(/\/layer\/agreement\?types=APPLICATION/);
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
    await sheet.getByRole('button', { name: '인증 후 신청하기' }).click();
    await page.waitForURL(/\/sim\/sign\//);
    // The abandoned first 신청 was answered "dismissed": it applied for nothing. The form's page is
    // gone (the signing page replaced it), so it can ask for nothing more: one creation, answered.
    expect(creates).toHaveLength(1);
    expect(await applicationCount(page, ctx.server.url)).toBe(before + 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a reload on a picker layer URL: the layer still works and the picked value reaches the form', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', '납세증명서(국세완납증명)');
    await page.getByRole('button', { name: /사용 용도/ }).click();
    await page.waitForURL(/\/layer\/issue-purpose\?/);
    const layerUrl = page.url();
    await page.reload();
    await page.getByRole('dialog').getByRole('radio', { name: '대금 수령' }).waitFor();
    expect(page.url()).toBe(layerUrl);
    await page.getByRole('dialog').getByRole('radio', { name: '대금 수령' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/납세증명서');
    await page.getByRole('button', { name: /사용 용도/ }).filter({ hasText: '대금 수령' }).waitFor();
    // Back from the form leaves the page: the reload did not leave a second layer entry behind.
    await page.goBack();
    await page.waitForURL((url) => !/\/layer\//.test(url.pathname) && decodeURIComponent(url.pathname) !== '/issue/납세증명서/layer/issue-purpose');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a reload on the agreement layer: agreeing still goes on to signing', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', '납세증명서(국세완납증명)');
    await choosePurpose(page, '대금 수령');
    await page.getByRole('button', { name: '신청하기', exact: true }).click();
    await page.waitForURL(/\/layer\/agreement\?types=APPLICATION/);
    await page.reload();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
    await sheet.getByRole('button', { name: '인증 후 신청하기' }).click();
    await page.waitForURL(/\/sim\/sign\//);
    expect(problems).toEqual([]);
    await context.close();
  });
});
