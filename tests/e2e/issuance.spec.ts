import { describe, expect, it } from 'vitest';
import { phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';
import { pdfText } from '../../server/test/pdf-text';
import { applyWithAgreement, choosePurpose, expectViewer, openForm, submitToSignPage } from './issuance-helpers';
import { WARM_UP_DOCUMENT_PATH } from '../../shared/warm-up';

/**
 * Issuance end to end (spec 000 §4.3–4.7, §8.4): from the form to the viewer in Chromium
 * against the real server, with the simulated messenger, portal, court site, simple
 * authentication and certificate signup (docs/api.md "Issuance"). Agency latency 300 ms.
 */
/** The polling call (GET /api/v2/application/{id}). */
const APPLICATION_READ = /\/api\/v2\/application\/[0-9a-f-]{36}$/;

describe('issuing a certificate: from the form to the viewer', () => {
  const ctx = useServerAndBrowser();

  it('NORMAL (납세증명서): pickers, 신청하기, 서명하기, progress, viewer', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', '납세증명서(국세완납증명)');
    await choosePurpose(page, '대금 수령');
    await page.locator('label', { hasText: '뒷자리 표기 안 함' }).click();
    expect(await page.getByRole('radio', { name: /뒷자리 표기 안 함/ }).isChecked()).toBe(true);
    await submitToSignPage(page);
    await screenshot(page, 'issuance-sign');
    // pdf.js, its warm-up document and the issued document load while the progress sheet shows: all
    // are first asked for before the viewer opens (the document by its url call; on a slow machine
    // its bytes may come later).
    const askedFrom: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const what = /^\/api\/v2\/inbox\/[^/]+\/viewer$/.test(pathname)
        ? 'document'
        : /\/pdf\.worker[^/]*$/.test(pathname)
          ? 'pdf.js worker'
          : pathname === WARM_UP_DOCUMENT_PATH
            ? 'warm-up document'
            : null;
      if (what) askedFrom.push(`${what} on ${decodeURIComponent(new URL(page.url()).pathname)}`);
    });
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/issue/납세증명서');
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    await page.getByRole('progressbar').waitFor();
    await screenshot(page, 'issuance-progress');
    await expectViewer(page);
    const firstOf = (what: string) => askedFrom.find((entry) => entry.startsWith(`${what} on `));
    expect([firstOf('pdf.js worker'), firstOf('warm-up document'), firstOf('document')]).toEqual([
      'pdf.js worker on /issue/납세증명서',
      'warm-up document on /issue/납세증명서',
      'document on /issue/납세증명서',
    ]);
    await page.getByRole('heading', { level: 1, name: '납세증명서(국세완납증명)' }).waitFor();
    await screenshot(page, 'issuance-viewer');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('CHANNELING (지방세납세증명서): the portal embedded at /issue/channeling, 본인확인, progress, viewer', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '지방세납세증명서', '지방세 납세증명서');
    await choosePurpose(page, '금융기관 제출용');
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.getByRole('dialog', { name: '정부24로 이동 중이에요' }).waitFor();
    await page.waitForURL(/\/issue\/channeling\?/);
    const frame = page.frameLocator('iframe[title="정부24 본인 확인"]');
    await frame.getByRole('button', { name: '본인확인' }).waitFor();
    await screenshot(page, 'issuance-portal');
    await frame.getByRole('button', { name: '본인확인' }).click();
    // The portal's return takes over the window: the form with the issue progress.
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/지방세납세증명서');
    await expectViewer(page);
    await page.getByRole('heading', { level: 1, name: '지방세 납세증명서' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('family relation (가족관계증명서): 상세 on the form, the court site shows it pre-filled, 전자문서지갑, 신청하기, checking the certificate, viewer, the PDF is the 상세 variant', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '가족관계증명서', '가족관계증명서');
    // The cards' radios are drawn by their labels: the label is what a finger taps.
    await page.locator('label', { hasText: '상세증명서' }).click();
    await page.locator('label', { hasText: '뒷자리 표기 안 함' }).click();
    expect(await page.getByRole('radio', { name: /상세증명서/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /뒷자리 표기 안 함/ }).isChecked()).toBe(true);
    await applyWithAgreement(page);
    await page.waitForURL(/\/sim\/court\//);
    // The wallet's choices arrive pre-filled on the court site, for the user to confirm.
    expect(await page.getByRole('radio', { name: '상세증명서' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '뒷자리 표기 안 함' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '전자문서지갑' }).check();
    await screenshot(page, 'issuance-court');
    // At 300 ms the agency may be done before the wallet's first read, which then opens the viewer
    // at once (§4.7): the reads are slowed so the 'checking certificate' progress can be seen.
    await page.route(APPLICATION_READ, async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.getByRole('button', { name: '신청하기' }).click();
    await page.getByRole('dialog', { name: '증명서를 확인하고 있어요' }).waitFor();
    await page.unroute(APPLICATION_READ);
    const documentId = await expectViewer(page);
    await page.getByRole('heading', { level: 1, name: '가족관계증명서' }).waitFor();
    // The issued document is drawn from the confirmed choices: the 상세 variant, the number masked.
    const viewer = (await (await page.request.get(`${ctx.server.url}/api/v2/inbox/${encodeURIComponent(documentId)}/viewer`)).json()) as { result: { url: string } };
    const text = await pdfText(await (await page.request.get(new URL(viewer.result.url, ctx.server.url).href)).body());
    expect(text).toContain('(상세)');
    expect(text).toContain('상세증명서입니다');
    expect(text).not.toContain('(일반)');
    expect(text).toMatch(/\d{6}-\*{7}/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('university (대학졸업증명서): the university portal opened by its full url, 본인확인, viewer', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '대학졸업증명서', '졸업증명서(대학)');
    // The university picker belongs to the form specs: the choice is restored from this session.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'jigap:issue-form:대학졸업증명서',
        JSON.stringify({ 대학: '서울대학교', 대학코드: '0000001', 학번필요: true, 학위과정: '학사', 학번: '2017-12345', 생년월일: '19990101', 언어: '국문' }),
      ),
    );
    await page.reload();
    await page.getByRole('textbox', { name: /학번/ }).waitFor();
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    // Not embedded: the whole window goes to the university's portal.
    await page.waitForURL(/\/sim\/portal\/[^?]+\?.*university=0000001/);
    await page.getByRole('heading', { name: /서울대학교/ }).waitFor();
    await page.getByRole('button', { name: '본인확인' }).click();
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    await expectViewer(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('guest on a CHANNELING certificate: the {hash} popup, 비회원으로 신청하기, 간편인증, progress, viewer', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'guest', '지방세납세증명서', '지방세 납세증명서');
    await choosePurpose(page, '관공서 제출용');
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    const popup = page.getByRole('alertdialog', { name: /정부24 회원이 아니거나/ });
    await popup.waitFor();
    await screenshot(page, 'issuance-hash-popup');
    await popup.getByRole('button', { name: '비회원으로 신청하기' }).click();
    await page.waitForURL(/\/sim\/simple-auth\?/);
    await page.getByRole('button', { name: '간편인증' }).click();
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    await expectViewer(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('nocert: certificate signup (인증서 발급), then it continues to signing and the viewer', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'nocert', '납세증명서', '납세증명서(국세완납증명)');
    await choosePurpose(page, '해외 이주');
    await applyWithAgreement(page);
    await page.waitForURL(/\/sim\/cert-signup\?/);
    await page.getByRole('button', { name: '인증서 발급' }).click();
    await page.waitForURL(/\/sim\/sign\//);
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.getByRole('dialog', { name: '증명서를 발급받고 있어요' }).waitFor();
    await expectViewer(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('failure: 사용용도 발급 실패 시연 ends on /issue/fail with the server message', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await openForm(page, ctx.server, 'citizen', '납세증명서', '납세증명서(국세완납증명)');
    await choosePurpose(page, '발급 실패 시연');
    await submitToSignPage(page);
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.waitForURL(/\/issue\/fail/, { timeout: 15_000 });
    await page.getByRole('heading', { name: '증명서를 발급받지 못했어요' }).waitFor();
    await page.getByText('발급기관 시스템 오류로 증명서를 발급받지 못했어요.', { exact: false }).waitFor();
    await screenshot(page, 'issuance-fail');
    expect(problems).toEqual([]);
    await context.close();
  });
});
