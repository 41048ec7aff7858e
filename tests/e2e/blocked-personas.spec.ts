import { describe, expect, it } from 'vitest';
import { login, phone } from './harness';
import { useServerAndBrowser } from './fixtures';

const cases = [
  { persona: 'minor', code: 'UNDER_14', text: '전자증명서 지갑은 만 14세 이상만 이용할 수 있어요. 만 14세가 된 뒤에 다시 이용해 주세요.' },
  { persona: 'foreign', code: 'KAKAOTALK_KR_ONLY', text: '한국 휴대폰 번호로 가입한 카카오톡에서만 이용할 수 있어요.' },
  { persona: 'restricted', code: 'RESTRICTED_ACCOUNT', text: '이용이 제한된 계정이에요' },
  { persona: 'invalid', code: 'INVALID_ACCOUNT', text: '카카오계정으로 로그인해 주세요' },
];

describe('blocked accounts see their error page (spec 000 §6, §8.3)', () => {
  const ctx = useServerAndBrowser();

  it.each(cases)('$persona sees the $code page', async ({ persona, code, text }) => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, persona);
    await page.getByText(text).first().waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/error');
    expect(url.searchParams.get('code')).toBe(code);
    await context.close();
  });

  it('the invalid account page offers a login button', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'invalid');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/sim\/login/);
    await context.close();
  });
});
