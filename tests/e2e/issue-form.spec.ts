import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { applyWithAgreement } from './issuance-helpers';
import { login, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';

/**
 * The issue form (spec 000 §2.1 /issue/{edoc}, §2.2 issue layers, §5 validation) against the real
 * server and its CSP (`script-src 'self'`): the precompiled validators need no eval.
 */
describe('filling an issue form through its pickers', () => {
  const ctx = useServerAndBrowser();

  it('citizen fills 차상위계층 확인서 with the 시도, 시군구 and 사용용도 pickers and submits', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen');
    await page.waitForURL(/\/home\/apply/);
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('차상위계층확인서')}`);
    await page.getByRole('heading', { level: 1, name: '차상위계층 확인서' }).waitFor();
    expect(await page.title()).toBe('차상위계층 확인서 | 전자증명서 지갑');

    const choose = async (field: RegExp, option: string, layer: RegExp) => {
      await page.getByRole('button', { name: field }).click();
      await page.waitForURL(layer);
      await page.getByRole('dialog').getByRole('radio', { name: option }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await choose(/시\/도 선택/, '경기도', /\/layer\/sido\?/);
    await screenshot(page, 'issue-form-sido');
    await choose(/시\/군\/구 선택/, '수원시 장안구', /\/layer\/sigungu\?/);
    await page.getByRole('button', { name: /사용 용도/ }).click();
    await page.waitForURL(/\/layer\/issue-purpose\?/);
    await page.getByRole('dialog').getByRole('radio').first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/차상위계층확인서');

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await screenshot(page, 'issue-form-filled');

    // 신청하기 starts the application: the application terms, then the signing page.
    await applyWithAgreement(page);
    await page.waitForURL(/\/sim\/sign\/[^/?]+\?/);
    await page.getByRole('button', { name: '서명하기' }).waitFor();

    // The data is kept for the session: coming back to the form restores the choices.
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('차상위계층확인서')}`);
    await page.getByRole('button', { name: /수원시 장안구/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the one period picker serves the spec\'s year, month and 기수 layers (vat-*, year/{id}, month/{id}), light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await phone(ctx.browser, { colorScheme });
      await login(page, ctx.server, 'citizen');
      await page.waitForURL(/\/home\/apply/);
      const thisYear = new Date().getFullYear();
      const dialog = page.getByRole('dialog');
      const choose = async (field: RegExp, layer: RegExp, option: string) => {
        await page.getByRole('button', { name: field }).click();
        await page.waitForURL(layer);
        await dialog.getByRole('radio', { name: option }).click();
        await dialog.waitFor({ state: 'detached' });
      };

      await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('부가가치세과세표준증명')}`);
      await page.getByRole('heading', { level: 1, name: '부가가치세 과세표준증명' }).waitFor();
      await choose(/과세 기간 시작 연도/, /\/layer\/vat-start-year\?/, `${thisYear - 1}년`);
      await choose(/과세 기간 시작 기수/, /\/layer\/vat-start-period\?/, '2기 (7월~12월)');
      // The end year starts at the start year: this year and last year only.
      await page.getByRole('button', { name: /과세 기간 종료 연도/ }).click();
      await page.waitForURL(/\/layer\/vat-end-year\?/);
      await dialog.getByRole('radio').first().waitFor();
      expect(await dialog.getByRole('radio').allTextContents()).toEqual([`${thisYear}년`, `${thisYear - 1}년`]);
      await dialog.getByRole('radio', { name: `${thisYear - 1}년` }).click();
      await dialog.waitFor({ state: 'detached' });
      // In the same year, the end period is not before the start period.
      await page.getByRole('button', { name: /과세 기간 종료 기수/ }).click();
      await page.waitForURL(/\/layer\/vat-end-period\?/);
      await dialog.getByRole('radio').first().waitFor();
      expect(await dialog.getByRole('radio').allTextContents()).toEqual(['2기 (7월~12월)']);
      await screenshot(page, `issue-form-period-${colorScheme}`);
      await dialog.getByRole('radio', { name: '2기 (7월~12월)' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /과세 기간 종료 기수.*2기/ }).waitFor();

      await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('국민연금수급증명')}`);
      await page.getByRole('heading', { level: 1, name: '국민연금 수급증명(지급내역)' }).waitFor();
      await choose(/지급 기간 시작 연도/, /\/layer\/year\/start\?/, `${thisYear - 2}년`);
      await choose(/지급 기간 시작 월/, /\/layer\/month\/start\?/, '3월');
      await choose(/지급 기간 종료 연도/, /\/layer\/year\/end\?/, `${thisYear - 1}년`);
      await page.getByRole('button', { name: /지급 기간 종료 월/ }).click();
      await page.waitForURL(/\/layer\/month\/end\?/);
      await dialog.getByRole('radio').first().waitFor();
      expect(await dialog.getByRole('radio').count()).toBe(12);
      await page.goBack();
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('a university form shows the birth-date and student-ID messages of spec 000 §5', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen');
    await page.waitForURL(/\/home\/apply/);
    // A university that needs a student ID, chosen earlier in this session (the university picker
    // belongs to its own spec): the form restores it from sessionStorage.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'jigap:issue-form:대학졸업증명서',
        JSON.stringify({ 대학: '서울대학교', 대학코드: '0000001', 학번필요: true, 학위과정: '학사', 언어: '국문' }),
      ),
    );
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('대학졸업증명서')}`);
    const birth = page.getByRole('textbox', { name: /생년월일/ });
    await birth.fill('19991340');
    const studentId = page.getByRole('textbox', { name: /학번/ });
    await studentId.fill('2017_학번');
    await page.getByRole('button', { name: '신청하기' }).click();
    await page.getByText('연월일의 형태로 입력해주세요.').waitFor();
    await page.getByText('숫자와 영문만 입력 가능합니다.').waitFor();
    // The first invalid field in form order (학번 comes before 생년월일) has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_학번');
    await screenshot(page, 'issue-form-errors');

    // Live validation after the first submit: fixing the value removes the message.
    await birth.fill('19990101');
    await page.getByText('연월일의 형태로 입력해주세요.').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown edoc is the invalid-path page', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen');
    await page.waitForURL(/\/home\/apply/);
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('없는증명서')}`);
    await page.waitForURL(/\/error\/invalid_path$/);
    await context.close();
  });
});
