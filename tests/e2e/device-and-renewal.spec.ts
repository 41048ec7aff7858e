import { describe, it } from 'vitest';
import { login, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';

describe('device change and agreeing again (spec 000 §4.9, §8.4)', () => {
  const ctx = useServerAndBrowser();

  it('subdevice confirms the device change and sees the toast', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'subdevice');
    const popup = page.getByRole('alertdialog');
    await popup.getByText('이용할 기기를 변경할까요?').waitFor();
    await popup.getByText('이미 다른 기기에서 전자증명서 서비스를 이용 중입니다. 앞으로 이 기기로 이용하시겠습니까?').waitFor();
    await screenshot(page, 'device-change-popup-light');
    await popup.getByRole('button', { name: '확인' }).click();
    await page.getByText('주 사용 기기 정보를 변경하였습니다.').waitFor();
    await page.reload();
    await page.getByRole('button', { name: '내 지갑 주소' }).waitFor();
    await context.close();
  });

  it('subdevice from another tab is brought to the apply tab first', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'subdevice', { returnUrl: '/home/inbox' });
    await page.getByRole('alertdialog').getByText('이용할 기기를 변경할까요?').waitFor();
    await page.waitForURL(/\/home\/apply/);
    await context.close();
  });

  it('renewed terms: the popup leads to the agreement, then the renewal toast', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'renewal');
    await page.getByRole('alertdialog').getByRole('button', { name: '동의하기' }).click();
    await page.waitForURL(/layer\/agreement\?types=RENEW_SERVICE_TERM/);
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
    // Re-agreeing says what it does (not 시작하기, which is for joining).
    await sheet.getByRole('button', { name: '동의하기' }).click();
    await page.getByText('약관 재동의가 완료되었습니다.').waitFor();
    await context.close();
  });

  it('an unregistered wallet: the popup leads to the agreement, then the update toast', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'unregistered');
    await page.getByRole('alertdialog').getByRole('button', { name: '동의하기' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
    await sheet.getByRole('button').last().click();
    await page.getByText('이용정보를 업데이트하였습니다.').waitFor();
    await context.close();
  });
});
