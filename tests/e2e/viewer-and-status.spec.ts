import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, phone, screenshot, type TestServer, waitOutClickGuard } from './harness';
import { useServerAndBrowser } from './fixtures';

const SEEDED_DOCUMENT = 'seed-citizen-resident-copy';

/** Counts the canvas pixels that are not white: a rendered page has text and lines. */
async function inkedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++;
    return inked;
  });
}

/** One NORMAL application through the API and the simulated signing page, started so the agency issues it. */
async function applyForHealthHistory(page: Page, server: TestServer): Promise<string> {
  return apply(page, server, { 문서종류: '건강보험자격득실확인서', 발급대상: '본인', 주민등록번호표기: '전체표기' });
}

/** A demo usage purpose of the simulated agency (server/sim/agency.ts) makes it fail or take long. */
async function applyForTaxPaid(page: Page, server: TestServer, demo: string): Promise<string> {
  return apply(page, server, { 문서종류: '납세증명서', 사용용도: demo, 주소공개: true, 주민등록번호표기: '전체표기' });
}

async function apply(page: Page, server: TestServer, data: Record<string, unknown>): Promise<string> {
  const created = await page.request.post(`${server.url}/api/v2/application`, { data: { data, returnUrl: '/application', noCallback: true } });
  expect(created.status()).toBe(200);
  const { result } = (await created.json()) as { result: { url: string; id: string } };
  await page.goto(`${server.url}${result.url}`);
  await page.getByRole('button', { name: '서명하기' }).click();
  await page.waitForURL(/\/application/);
  const started = await page.request.post(`${server.url}/api/v2/application/${result.id}`);
  expect(started.status()).toBe(200);
  return result.id;
}

describe('viewer and application status (spec 000 §2.3)', () => {
  const ctx = useServerAndBrowser();

  it.each(['light', 'dark'] as const)('the citizen opens a document: pdf.js renders it, capture is prevented, no CSP violation (%s)', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'citizen', { returnUrl: `/issued/viewer/${SEEDED_DOCUMENT}` });
    await page.getByRole('heading', { level: 1, name: '주민등록표 등본' }).waitFor();
    await page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(() => inkedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);
    const calls = await page.evaluate(() => window.__jigapBridgeCalls?.filter((call) => call.name === 'preventCapture').map((call) => call.args[0]));
    expect(calls).toEqual([true]);
    await screenshot(page, `viewer-${colorScheme}`);

    await page.getByRole('button', { name: 'PDF로 저장' }).click();
    const confirm = page.getByRole('button', { name: '확인' });
    for (const digit of '12345') await page.getByRole('button', { name: digit, exact: true }).click();
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '6', exact: true }).click();
    expect(await confirm.isEnabled()).toBe(true);
    await screenshot(page, `viewer-password-${colorScheme}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('another user’s or a missing document goes to the error page', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'receiver', { returnUrl: `/issued/viewer/${SEEDED_DOCUMENT}` });
    await page.waitForURL(/\/error\?/);
    expect(new URL(page.url()).searchParams.get('path')).toBe(`/issued/viewer/${SEEDED_DOCUMENT}`);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('/application lists the applications of the last 90 days (%s)', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await page.getByRole('link', { name: '내 증명서' }).waitFor();
    await applyForTaxPaid(page, ctx.server, '발급 실패 시연');
    await applyForTaxPaid(page, ctx.server, '발급 지연 시연');
    const id = await applyForHealthHistory(page, ctx.server);
    await expect
      .poll(async () => ((await (await page.request.get(`${ctx.server.url}/api/v2/application/${id}`)).json()) as { result: { state: string } }).result.state, { timeout: 15_000 })
      .toMatch(/^COMPLETE/);
    await page.goto(`${ctx.server.url}/application`);
    await page.getByRole('heading', { level: 1, name: '신청 현황' }).waitFor();
    const row = page.getByRole('button', { name: '건강보험 자격득실 확인서 발급완료' }).first();
    await row.waitFor();
    await page.getByText('발급대기').first().waitFor();
    const failed = page.getByRole('listitem').filter({ hasText: '발급실패' }).first();
    await failed.waitFor();
    // The certificate is still in the catalogue and available: reissue opens its form.
    await failed.getByRole('button', { name: '납세증명서(국세완납증명) 재발급' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `application-status-${colorScheme}`);
    await row.click();
    await page.waitForURL(/\/issued\/viewer\//);
    await page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    // The row's tap holds the click guard: a viewer drawn sooner would drop the close, as it would a citizen's.
    await waitOutClickGuard(page, 'link');
    await page.getByRole('button', { name: '닫기' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a qualification pass from a held document opens in the pass viewer; one the user lacks offers the form', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/apply/layer/cert-pass-list?institutionCode=HANBIT-BANK-YEOUIDO' });
    const sheet = page.getByRole('dialog', { name: '한빛은행 여의도지점' });
    const held = sheet.getByRole('button', { name: /대출 상담 주민등록표 등본 확인/ });
    await held.waitFor();
    expect(await held.textContent()).toContain('보유');
    await page.waitForTimeout(300);
    await screenshot(page, 'cert-pass-list-light');
    await held.click();
    await page.waitForURL(/\/issued\/cert-pass\?url=/);
    const frame = page.frameLocator('iframe[title="대출 상담 주민등록표 등본 확인"]');
    await frame.getByRole('heading', { name: '대출 상담 주민등록표 등본 확인' }).waitFor();
    await screenshot(page, 'cert-pass-viewer-light');

    await page.goto(`${ctx.server.url}/home/apply/layer/cert-pass-list?institutionCode=SNU-STUDENT-CENTER`);
    await page.getByRole('button', { name: /기숙사 입사 재학 확인/ }).click();
    await page.getByRole('alertdialog', { name: '증명서가 필요해요' }).getByRole('button', { name: '증명서 발급받기' }).click();
    await page.waitForURL(/\/issue\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(/^\/issue\/대학재학증명서/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
