import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../shared/error-texts';
import { login, phone } from './harness';
import { useServerAndBrowser } from './fixtures';

const cases = [
  { persona: 'minor', code: 'UNDER_14', text: errorTexts.UNDER_14.message },
  { persona: 'foreign', code: 'KAKAOTALK_KR_ONLY', text: errorTexts.KAKAOTALK_KR_ONLY.message },
  { persona: 'restricted', code: 'RESTRICTED_ACCOUNT', text: errorTexts.RESTRICTED_ACCOUNT.title },
  { persona: 'invalid', code: 'INVALID_ACCOUNT', text: errorTexts.INVALID_ACCOUNT.title },
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
