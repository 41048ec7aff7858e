import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { login, phone, screenshot, screenshots, type TestServer } from './harness';
import { useServerAndBrowser } from './fixtures';
import { inkedPixels } from './issuance-helpers';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}\\(`) });

/** A new browser with no wallet session: the person a link was sent to. */
async function stranger(browser: Browser, colorScheme: 'light' | 'dark' = 'light') {
  return phone(browser, { colorScheme });
}

async function enterPin(page: Page, pin: string): Promise<void> {
  await page.getByRole('textbox', { name: '열람 비밀번호 6자리' }).fill(pin);
  await page.getByRole('button', { name: '확인' }).click();
}

/** A one-time link made through the API by the signed-in citizen's page. */
async function shareByApi(page: Page, server: TestServer, ids: string[]): Promise<{ url: string; pinCode: string }> {
  const query = ids.map((id) => `documentIds=${id}`).join('&');
  const response = await page.request.get(`${server.url}/api/v2/inbox/once?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { url: string; pinCode: string } }).result;
}

const wrong = (pin: string) => (pin === '000000' ? '999999' : '000000');

describe('one-time sharing and the public authenticity check (000 §7 inbox/once, messenger share)', () => {
  const ctx = useServerAndBrowser();

  it('the citizen shares two documents; a stranger with the PIN reads them once, with the authenticity panel; then the link is spent', async () => {
    const owner = await phone(ctx.browser);
    await login(owner.page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await checkbox(owner.page, '주민등록표 등본').check();
    await checkbox(owner.page, '건강보험 자격득실 확인서').check();
    await owner.page.getByRole('toolbar', { name: '선택한 증명서' }).getByRole('button', { name: '공유' }).click();
    // A plain browser copies the link (or hands it to the system's share sheet): the popup says which.
    const popup = owner.page.getByRole('alertdialog', { name: /^1회용 링크를 (복사했어요|넘겼어요)$/ });
    await popup.waitFor();
    const pin = /열람 비밀번호\s*(\d{6})/.exec((await popup.textContent()) ?? '')?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    // The PIN is on one line (it is read out or typed digit by digit), with a button that copies it.
    expect((await popup.getByText(pin, { exact: true }).boundingBox())!.height).toBeLessThan(56);
    await popup.getByRole('button', { name: '열람 비밀번호 복사' }).click();
    await popup.getByRole('button', { name: '열람 비밀번호 복사했어요' }).waitFor();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(pin);
    await owner.page.waitForTimeout(300);
    await screenshots(owner.page, 'inbox-share-pin');
    const shares = await owner.page.evaluate(() => window.__jigapBridgeCalls?.filter((call) => call.name === 'share'));
    const url = (shares?.[0]?.args[1] as { url: string }).url;
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(shares)).not.toContain(pin);
    await popup.getByRole('button', { name: '확인' }).click();
    expect(await checkbox(owner.page, '주민등록표 등본').isChecked()).toBe(false);

    for (const colorScheme of ['light', 'dark'] as const) {
      const look = await stranger(ctx.browser, colorScheme);
      await look.page.goto(url);
      await look.page.getByRole('heading', { name: '열람 비밀번호를 입력해 주세요' }).waitFor();
      await screenshot(look.page, `shared-pin-${colorScheme}`);
      await look.context.close();
    }

    const reader = await stranger(ctx.browser);
    await reader.page.goto(url);
    await enterPin(reader.page, wrong(pin));
    await reader.page.getByRole('alert').getByText('비밀번호가 일치하지 않아요. 다시 입력해 주세요. (남은 횟수 4회)').waitFor();
    await screenshots(reader.page, 'shared-wrong-pin');
    await enterPin(reader.page, pin);
    const first = reader.page.getByRole('article', { name: '주민등록표 등본 문서' });
    await first.getByRole('region', { name: '진위 확인 결과' }).getByText('위변조되지 않은 진본이에요').waitFor();
    expect(await first.getByText(/^서명 검증 완료 \(CN=[^,]+, O=Jigap 데모 발급기관, C=KR\)$/).count()).toBe(1);
    expect(await first.getByText(/^JG-\d{4}-/).count()).toBe(1);
    await reader.page.getByRole('img', { name: '1쪽 중 1쪽' }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(() => inkedPixels(reader.page), { timeout: 10_000 }).toBeGreaterThan(500);
    expect(await reader.page.getByRole('article').count()).toBe(2);
    await screenshot(reader.page, 'shared-opened-light');
    // A reload in the same browser keeps the reading session.
    await reader.page.reload();
    await first.waitFor();
    expect(reader.problems).toEqual([]);

    const late = await stranger(ctx.browser, 'dark');
    await late.page.goto(url);
    await late.page.getByRole('heading', { name: '이미 열람한 링크예요' }).waitFor();
    expect(await late.page.getByRole('textbox').count()).toBe(0);
    await screenshots(late.page, 'shared-used', 'dark');

    const another = await shareByApi(owner.page, ctx.server, ['seed-citizen-tax-paid']);
    const dark = await stranger(ctx.browser, 'dark');
    await dark.page.goto(another.url);
    await enterPin(dark.page, another.pinCode);
    await dark.page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    await screenshot(dark.page, 'shared-opened-dark');
    await Promise.all([owner.context.close(), reader.context.close(), late.context.close(), dark.context.close()]);
  });

  it('five wrong PINs lock the link, and say how many tries are left on the way', async () => {
    const owner = await phone(ctx.browser);
    await login(owner.page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    const { url, pinCode } = await shareByApi(owner.page, ctx.server, ['seed-citizen-tax-paid']);
    const guesser = await stranger(ctx.browser);
    await guesser.page.goto(url);
    for (const left of [4, 3, 2, 1]) {
      await enterPin(guesser.page, wrong(pinCode));
      await guesser.page.getByText(`비밀번호가 일치하지 않아요. 다시 입력해 주세요. (남은 횟수 ${left}회)`).waitFor();
    }
    await enterPin(guesser.page, wrong(pinCode));
    await guesser.page.getByRole('heading', { name: '링크가 잠겼어요' }).waitFor();
    await screenshots(guesser.page, 'shared-locked');
    const again = await stranger(ctx.browser);
    await again.page.goto(url);
    await again.page.getByRole('heading', { name: '링크가 잠겼어요' }).waitFor();
    await Promise.all([owner.context.close(), guesser.context.close(), again.context.close()]);
  });

  it('a link whose documents are no longer readable (deleted by their owner) has expired: it asks for no PIN', async () => {
    const owner = await phone(ctx.browser);
    await login(owner.page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    const { url } = await shareByApi(owner.page, ctx.server, ['seed-citizen-local-tax-expiry-day']);
    const deleted = await owner.page.request.post(`${ctx.server.url}/api/v2/inbox/delete`, { data: { documentIds: ['seed-citizen-local-tax-expiry-day'] } });
    expect(deleted.status()).toBe(200);
    const visitor = await stranger(ctx.browser);
    await visitor.page.goto(url);
    await visitor.page.getByRole('heading', { name: '유효기간이 지난 링크예요' }).waitFor();
    expect(await visitor.page.getByRole('textbox').count()).toBe(0);
    await screenshots(visitor.page, 'shared-expired');
    expect(visitor.problems).toEqual([]);
    await Promise.all([owner.context.close(), visitor.context.close()]);
  });

  it.each(['light', 'dark'] as const)('the verify page says genuine for an issued PDF and not genuine for a changed one (%s)', async (colorScheme) => {
    const owner = await phone(ctx.browser);
    await login(owner.page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    const viewer = await owner.page.request.get(`${ctx.server.url}/api/v2/inbox/seed-citizen-premium-paid/viewer`);
    const { url } = ((await viewer.json()) as { result: { url: string } }).result;
    const genuine = Buffer.from(await (await owner.page.request.get(`${ctx.server.url}${url}`)).body());
    await owner.context.close();

    const visitor = await stranger(ctx.browser, colorScheme);
    await visitor.page.goto(`${ctx.server.url}/verify`);
    await visitor.page.getByRole('heading', { name: 'PDF 파일이 진본인지 확인해 보세요' }).waitFor();
    const input = visitor.page.locator('input[type="file"]');
    await input.setInputFiles({ name: '건강보험료 납부확인서.pdf', mimeType: 'application/pdf', buffer: genuine });
    const panel = visitor.page.getByRole('region', { name: '진위 확인 결과' });
    await panel.getByText('위변조되지 않은 진본이에요').waitFor();
    expect(await panel.getByText('건강보험료 납부확인서', { exact: true }).count()).toBe(1);
    expect(await panel.getByText('국민건강보험공단', { exact: true }).count()).toBe(1);
    expect(await panel.getByText('서명 검증 완료 (CN=국민건강보험공단, O=Jigap 데모 발급기관, C=KR)').count()).toBe(1);
    await screenshot(visitor.page, `verify-genuine-${colorScheme}`);

    const changed = Buffer.from(genuine);
    changed.writeUInt8(changed.readUInt8(changed.length - 40) ^ 1, changed.length - 40);
    await input.setInputFiles({ name: '바뀐 파일.pdf', mimeType: 'application/pdf', buffer: changed });
    await panel.getByText('진본인지 확인할 수 없어요').waitFor();
    await panel.getByText('발급된 뒤 내용이 바뀌었거나, 전자증명서 지갑에서 발급받은 문서가 아니에요. 보낸 분께 원본을 다시 요청해 주세요.').waitFor();
    await screenshot(visitor.page, `verify-altered-${colorScheme}`);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
