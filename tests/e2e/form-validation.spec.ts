import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';
import { focusedId, openFromSearch, pickRadio, waitForLayer } from './form-helpers';

/**
 * The form engine end to end: search for a certificate on the apply tab, open it, fill it through its
 * pickers, and see each form validation message of spec 000 §5 and spec 001 §5 (보훈번호) once,
 * in Chromium against the real server. The final '신청하기' is only ever pressed with invalid data.
 */
describe('the validation messages of spec 000 §5 and 001 §5 in the real form', () => {
  const ctx = useServerAndBrowser();

  const start = async (page: Page) => {
    await login(page, ctx.server, 'citizen');
    await page.waitForURL(/\/home\/apply$/);
    await page.getByRole('button', { name: '증명서 검색' }).waitFor();
  };
  const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
  const submitInvalid = (page: Page) => page.getByRole('button', { name: '신청하기' }).click();
  /** A radio card: the citizen taps its card (the label covers the radio input). */
  const chooseCard = async (page: Page, group: string, option: string) => {
    const cards = page.getByRole('group', { name: group });
    const radio = cards.getByRole('radio', { name: option, exact: true });
    await cards.locator('label').filter({ has: page.getByRole('radio', { name: option, exact: true }) }).click();
    expect(await radio.isChecked()).toBe(true);
  };

  it('학위수여증명서: required messages and focus, then 학번, 생년월일 and 영문성명 (light)', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await start(page);
    await openFromSearch(page, '학위수여', '학위수여증명서', '대학학위수여증명서');

    // An empty form: the Korean required messages, and the first invalid field has the focus.
    await submitInvalid(page);
    await alertWith(page, '대학을 선택해 주세요.').waitFor();
    await alertWith(page, '학위 과정을 선택해 주세요.').waitFor();
    await alertWith(page, '생년월일을 입력해 주세요.').waitFor();
    expect(await focusedId(page)).toBe('root_대학');
    // No message for the hidden fields the university picker fills.
    expect(await page.getByRole('alert').filter({ hasText: /코드|필요/ }).count()).toBe(0);

    // 대학 through its search layer: 서울대학교 needs a 학번 (학번필요 true in universities.json).
    await page.getByRole('button', { name: /^대학/ }).click();
    await waitForLayer(page, 'university');
    await page.getByRole('searchbox', { name: '대학 이름' }).fill('서울대');
    await page.getByRole('dialog').getByRole('button', { name: /^서울대학교/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^대학.*서울대학교/ }).waitFor();

    await page.getByRole('button', { name: /^학위 과정/ }).click();
    await waitForLayer(page, 'university-degree');
    await pickRadio(page, '학사');

    const studentId = page.getByRole('textbox', { name: /^학번/ });
    await studentId.fill('2017_학번');
    const birth = page.getByRole('textbox', { name: /^생년월일/ });
    await birth.fill('19991340');
    await chooseCard(page, '발급 언어', '영문');
    const englishName = page.getByRole('textbox', { name: /^영문 성명/ });
    await englishName.fill('홍길동');

    await submitInvalid(page);
    await alertWith(page, '숫자와 영문만 입력 가능합니다.').waitFor();
    await alertWith(page, '연월일의 형태로 입력해주세요.').waitFor();
    await alertWith(page, '영문 외 다른 문자는 입력할 수 없습니다.').waitFor();
    // The required messages of the chosen fields are gone; 학번 is first in form order.
    expect(await alertWith(page, '대학을 선택해 주세요.').count()).toBe(0);
    expect(await alertWith(page, '학위 과정을 선택해 주세요.').count()).toBe(0);
    expect(await focusedId(page)).toBe('root_학번');
    expect(await studentId.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'form-validation-university-light');

    // Valid values remove the messages live (the form is not submitted again).
    await studentId.fill('2017-12345');
    await birth.fill('19990101');
    await englishName.fill('HONG GIL-DONG');
    await page.getByRole('alert').first().waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('졸업증명서(초·중·고): office first, two characters, and a renamed school', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await start(page);
    await openFromSearch(page, '졸업증명', '졸업증명서(초·중·고)', '졸업증명서초중고');

    // 학교명 before 교육청: a popup asks for the office, and no layer opens.
    await page.getByRole('button', { name: /^학교명/ }).click();
    const popup = page.getByRole('alertdialog', { name: '교육청을 먼저 선택해 주세요.' });
    await popup.waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/졸업증명서초중고');
    await popup.getByRole('button', { name: '확인' }).click();
    await popup.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^시·도 교육청/ }).click();
    await waitForLayer(page, 'education-code');
    await pickRadio(page, '서울특별시교육청');

    await page.getByRole('button', { name: /^학교명/ }).click();
    await waitForLayer(page, 'school-name');
    const dialog = page.getByRole('dialog', { name: '학교 검색' });
    const input = dialog.getByRole('searchbox', { name: '학교 이름' });
    await input.fill('종');
    await dialog.getByRole('alert').filter({ hasText: '두 글자 이상 입력해 주세요.' }).waitFor();

    // The former name of 종로정보고등학교 has no 학교코드: choosing it is refused.
    await input.fill('종로상업');
    await page.waitForTimeout(800); // the 800 ms search debounce (000 §5)
    const former = dialog.getByRole('button', { name: /^종로상업고등학교/ });
    await former.waitFor();
    await former.click();
    const renamed = page.getByRole('alertdialog', { name: '변경된 학교명으로 신청해 주세요.' });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: '확인' }).click();
    await renamed.waitFor({ state: 'detached' });
    // The layer stays open and nothing was chosen.
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/졸업증명서초중고/layer/school-name');
    await dialog.getByRole('button', { name: '뒤로 가기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^학교명/ }).filter({ hasNotText: '종로상업' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('국민연금 가입자 가입증명: the workplace layer needs at least one workplace', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await start(page);
    await openFromSearch(page, '국민연금', '국민연금 가입자 가입증명', '국민연금가입자가입증명');

    // The 사업장 field appears only with 특정 사업장 선택.
    expect(await page.getByRole('button', { name: /^사업장/ }).count()).toBe(0);
    await chooseCard(page, '발급 범위', '특정 사업장 선택');
    await page.getByRole('button', { name: /^사업장/ }).click();
    await waitForLayer(page, 'workplace');
    const dialog = page.getByRole('dialog', { name: '사업장 선택' });
    await dialog.getByRole('button', { name: '선택 완료' }).click();
    await dialog.getByRole('alert').filter({ hasText: '사업장을 선택해 주세요.' }).waitFor();
    // Nothing is picked: the layer stays open.
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/국민연금가입자가입증명/layer/workplace');
    expect(problems).toEqual([]);
    await context.close();
  });

  // The workplace list starts empty (RJSF does not fill minItems with an empty item), so the error is
  // about 사업장 itself and reaches the widget.
  it('국민연금 가입자 가입증명: 신청하기 without a workplace shows 사업장을 선택해 주세요. under the field', async () => {
    const { page, context } = await phone(ctx.browser);
    try {
      await start(page);
      await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('국민연금가입자가입증명')}`);
      await chooseCard(page, '발급 범위', '특정 사업장 선택');
      await chooseCard(page, '제출 용도', '개인 확인용');
      await submitInvalid(page);
      await page.waitForFunction(() => document.activeElement?.id === 'root_사업장', undefined, { timeout: 5000 });
      await alertWith(page, '사업장을 선택해 주세요.').waitFor({ timeout: 2000 });
    } finally {
      await context.close();
    }
  });

  it('5·18민주유공자(유족) 확인원: required 보훈번호 (dark), then the back-number and prefix-group messages', async () => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme: 'dark' });
    await start(page);
    await openFromSearch(page, '민주유공자', '5·18민주유공자(유족) 확인원', '518민주유공자유족확인원');

    // An empty form: the required message of the typed 보훈번호, which gets the focus.
    await submitInvalid(page);
    await alertWith(page, '보훈번호를 입력해 주세요.').waitFor();
    expect(await focusedId(page)).toBe('root_보훈번호');
    expect(await page.getByRole('button', { name: /^보훈번호/ }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'form-validation-patriot-dark');

    await page.getByRole('button', { name: /^보훈번호/ }).click();
    await waitForLayer(page, 'patriot-number');
    const dialog = page.getByRole('dialog', { name: '보훈번호 입력' });
    const input = dialog.getByRole('textbox', { name: '5·18민주유공자 보훈번호' });
    const confirm = dialog.getByRole('button', { name: '확인' });

    await input.fill('851234');
    expect(await input.inputValue()).toBe('85-1234');
    await confirm.click();
    await dialog.getByRole('alert').filter({ hasText: '뒷자리는 6~8자리 숫자로 입력해 주세요.' }).waitFor();

    await input.fill('21123456');
    await confirm.click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: '5·18민주유공자의 보훈번호가 아니에요. 보훈번호 앞 2자리를 확인해 주세요.' })
      .waitFor();
    // Still open: an invalid number is never picked.
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/issue/518민주유공자유족확인원/layer/patriot-number');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('건축물대장: the address search runs only with a keyword', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (decodeURIComponent(new URL(request.url()).pathname).startsWith('/api/v2/application/info/주소/검색')) searches.push(request.url());
    });
    await start(page);
    await openFromSearch(page, '건축물', '건축물대장', '건축물대장');

    await page.getByRole('button', { name: /^건축물 소재지/ }).click();
    await waitForLayer(page, 'address');
    const dialog = page.getByRole('dialog', { name: '주소 검색' });
    await dialog.getByText('예) 세종대로 209, 정부서울청사, 세종로 77-6').waitFor();
    const input = dialog.getByRole('searchbox', { name: '주소 검색어' });
    await dialog.getByRole('button', { name: '검색', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: '검색어를 입력해 주세요.' }).waitFor();
    await input.fill('   ');
    await input.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: '검색어를 입력해 주세요.' }).waitFor();
    expect(searches).toEqual([]);

    // With a keyword, one search is sent and its rows are shown.
    await input.fill('세종대로');
    await input.press('Enter');
    await dialog.getByText(/^검색 결과 [\d,]+건$/).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(searches).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
