import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, screenshot, type TestServer, waitOutClickGuard } from './harness';
import { useServerAndBrowser } from './fixtures';
import { applicationState, choosePurpose, expectViewer, newestApplicationId, openForm, submitToSignPage } from './issuance-helpers';
import { MAX_POLLS } from '../../src/runner/machine';

const NAME = '납세증명서(국세완납증명)';

/** The page's calls of /api/v2/application/{id} ('GET /api/v2/application/A1'), in order, from now on. */
function applicationCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v2\/application\/[^/]+$/.test(pathname)) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The application status page (spec 000 §2.3) shows the newest 납세증명서 as issued. */
async function expectIssuedOnStatusPage(page: Page, server: TestServer): Promise<void> {
  await page.goto(`${server.url}/application`);
  await page.getByRole('heading', { level: 1, name: '신청 현황' }).waitFor();
  await page.getByRole('button', { name: `${NAME} 발급완료` }).first().waitFor();
}

/**
 * The slow journeys of issuance (spec 000 §4.5, docs/api.md "Durability"): a long-lead application
 * that reaches /issue/delayed and then completes, and a server restart while PROCESSING. The
 * agency latency is 6 s here so the restart falls inside the processing.
 */
describe('issuing slowly: the delayed page and a server restart', () => {
  const ctx = useServerAndBrowser({ JIGAP_SIM_LATENCY_MS: '6000' });

  it('long lead (발급 지연 시연): more than 20 polls → /issue/delayed; then it completes, shows 발급완료 and is in the inbox', { timeout: 90_000 }, async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', NAME);
    await choosePurpose(page, '발급 지연 시연');
    await submitToSignPage(page);
    const calls = applicationCalls(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    const id = await newestApplicationId(page, ctx.server);
    await page.waitForURL(/\/issue\/delayed$/, { timeout: 30_000 });
    // After the start (POST), the page polled 20 times at most: the 20th, unsuccessful, went to the delayed page.
    const own = `/api/v2/application/${encodeURIComponent(id)}`;
    const afterStart = calls.slice(calls.lastIndexOf(`POST ${own}`) + 1);
    expect(calls).toContain(`POST ${own}`);
    expect(afterStart).toEqual(Array.from({ length: MAX_POLLS }, () => `GET ${own}`));
    expect(await applicationState(page, ctx.server, id)).toBe('PROCESSING');
    await page.getByRole('heading', { name: '증명서 발급이 늦어지고 있어요' }).waitFor();
    await screenshot(page, 'issuance-delayed');

    await expect.poll(() => applicationState(page, ctx.server, id), { timeout: 15_000, interval: 500 }).toBe('COMPLETE');
    await expectIssuedOnStatusPage(page, ctx.server);
    const application = (await (await page.request.get(`${ctx.server.url}/api/v2/application/${id}`)).json()) as { result: { documentId: string } };
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    const row = page.getByRole('button', { name: new RegExp(`^${NAME.replace(/[()]/g, '\\$&')}`) });
    // The seeded 납세증명서 of the citizen and the new one, newest first (the list may refetch first).
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(2);
    // The 뒤로 가기 tap holds the click guard: the tap on the row comes after it.
    await waitOutClickGuard(page, 'link');
    await row.first().click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/issued/viewer/${application.result.documentId}`);
    await expectViewer(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a server restart while PROCESSING: the application completes after it and shows 발급완료', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', NAME);
    await choosePurpose(page, '금융기관 제출용');
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    const id = await newestApplicationId(page, ctx.server);
    expect(await applicationState(page, ctx.server, id)).toBe('PROCESSING');
    // The server stops well before the agency's 6 s are up, so whatever finishes it is the new server.
    await ctx.server.restart();
    // The job was not lost: still processing (or, on a slow machine, already finished by the new server).
    expect(await applicationState(page, ctx.server, id)).toMatch(/^(PROCESSING|COMPLETE)$/);
    // The progress page kept polling through the restart (network errors are ignored) and opens the
    // document; a loaded machine restarts the server slowly, and when the restart outlasts the page's
    // 20 polls the page says the issuance is late (the delayed page) — either way the job completes.
    await page.waitForURL(/\/(issued\/viewer\/[^/?]+|issue\/delayed)(\?|$)/, { timeout: 90_000 });
    if (new URL(page.url()).pathname !== '/issue/delayed') await expectViewer(page);
    await expect.poll(() => applicationState(page, ctx.server, id), { timeout: 15_000, interval: 500 }).toBe('COMPLETE');
    await expectIssuedOnStatusPage(page, ctx.server);
    expect(problems).toEqual([]);
    await context.close();
  });
});
