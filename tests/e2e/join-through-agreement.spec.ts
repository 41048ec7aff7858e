import { describe, expect, it } from 'vitest';
import { login, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';

describe('joining through the agreement (spec 000 §2.3, §4.10)', () => {
  const ctx = useServerAndBrowser();

  it('newcomer agrees to the terms, sees the connected toast and gets a wallet address', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'newcomer');
    await page.getByRole('button', { name: '시작하기' }).click();

    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: '전체 동의' }).waitFor();
    await page.waitForURL(/\/home\/apply\/layer\/agreement\?types=NEW/);
    const start = sheet.getByRole('button', { name: '시작하기' });
    expect(await start.isDisabled()).toBe(true);

    // Groups expand to show their terms; a term's detail is its own layer, and back returns.
    const expand = sheet.getByRole('button', { name: /펼치기$/ }).first();
    await expand.click();
    const view = sheet.getByRole('button', { name: /보기$/ }).first();
    await view.click();
    await page.waitForURL(/\/layer\/agreement\/detail\?termType=/);
    await page.getByRole('dialog').locator('h2, h3, p').first().waitFor();
    await page.goBack();
    await page.waitForURL(/\/layer\/agreement\?types=NEW/);

    await screenshot(page, 'agreement-light');
    await page.getByRole('dialog').getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('dialog').getByRole('button', { name: '시작하기' }).click();
    await page.getByText('전자증명서 지갑을 연결했어요.').waitFor();
    await page.getByRole('button', { name: '내 지갑 주소' }).click();
    await page.waitForURL(/\/layer\/wallet-address$/);
    const address = (await page.getByTestId('wallet-address').textContent()) ?? '';
    expect(address).toMatch(/^[A-Za-z0-9]+$/);
    await page.getByRole('img', { name: /지갑 주소 QR 코드/ }).waitFor();
    await screenshot(page, 'wallet-address-light');

    // Back closes the layer.
    await page.goBack();
    await page.waitForURL(/\/home\/apply$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the submit button stays disabled until every required term is checked', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'guest');
    await page.goto(`${ctx.server.url}/home/apply/layer/agreement?types=NEW&path=%2Fhome%2Fapply`);
    const sheet = page.getByRole('dialog');
    const boxes = sheet.getByRole('checkbox');
    await boxes.first().waitFor();
    const optional = sheet.getByRole('checkbox', { name: /^\[선택\]/ });
    await optional.first().check();
    expect(await sheet.getByRole('button', { name: '시작하기' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('wallet disposal deletes the wallet address and shows Start again', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'receiver');
    await page.getByRole('button', { name: '내 지갑 주소' }).click();
    await page.getByRole('button', { name: '지갑 삭제' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText('전자증명서 지갑을 삭제했어요.').waitFor();
    await page.getByRole('button', { name: '시작하기' }).waitFor();
    await context.close();
  });
});
