import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { packageTexts } from '../../server/messages';
import { PACKAGE_MAX_POLLS } from '../../src/features/papas/package-profile';
import { messengerUserAgent, phone, schemeCallsOf, screenshots, type TestServer } from './harness';
import { useServerAndBrowser } from './fixtures';

/**
 * The partner package flow (001 §2.1, §4.1, §8; DESIGN §5-6): from the simulated partner console
 * through the wallet's start page, its input steps, signing, the portal, progress and the
 * result pages, back to the partner's return pages.
 */
const PARTNER = { authorization: 'Bearer demo-partner-key' };
const PACKAGES = {
  'loan-basic': '직장인 신용대출 증명서 제출',
  'veteran-benefit': '보훈가족 보험료 할인 신청',
  'disability-benefit': '장애인 카드 연회비 면제 신청',
} as const;
type PackageKey = keyof typeof PACKAGES;

/** Starts a request from /sim/partner as `persona`; answers the request id once the start page shows. */
async function startFromConsole(page: Page, server: TestServer, key: PackageKey, persona: string, options: { skipComplete?: boolean; shoot?: string } = {}): Promise<string> {
  await page.goto(`${server.url}/sim/partner`);
  await page.getByRole('radio', { name: new RegExp(`^${PACKAGES[key]} ${key} ·`) }).check();
  await page.getByRole('radio', { name: new RegExp(` ${persona} ·`) }).check();
  if (options.skipComplete) await page.getByRole('checkbox', { name: /완료 화면 없이/ }).check();
  if (options.shoot) await screenshots(page, options.shoot);
  await page.getByRole('button', { name: '신청 시작하기' }).click();
  await page.waitForURL(/\/papas\/[^/]+\/start/);
  await page.getByRole('heading', { level: 2, name: PACKAGES[key] }).waitFor();
  return new URL(page.url()).pathname.split('/')[2] as string;
}

async function agree(page: Page, button: '동의하기' | '시작하기', shoot?: string): Promise<void> {
  const sheet = page.getByRole('dialog');
  await page.waitForURL(/\/layer\/agreement\?/);
  await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
  if (shoot) await screenshots(page, shoot);
  await sheet.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => !url.pathname.includes('/layer/agreement'));
}

/** The package's inputAlertMessage, said once before its inputs. */
async function acknowledge(page: Page, text: string): Promise<void> {
  const popup = page.getByRole('alertdialog');
  await popup.getByText(text).waitFor();
  await popup.getByRole('button', { name: '확인' }).click();
}

/** loan-basic's input: the package's alert, then 서울특별시 종로구. */
async function chooseRegion(page: Page): Promise<void> {
  await acknowledge(page, '주민등록표 등본을 발급받을 주민등록지(시/도, 시/군/구)를 선택해 주세요.');
  await page.waitForURL(/\/layer\/sido\?/);
  await page.getByRole('dialog').getByRole('radio', { name: '서울특별시' }).click();
  await page.waitForURL(/\/layer\/sigungu\?/);
  await page.getByRole('dialog').getByRole('radio', { name: '종로구' }).click();
}

/** The messenger's signing page, then the portal embedded in the channeling page. */
async function signAndPassPortal(page: Page, shoot?: string): Promise<void> {
  await page.waitForURL(/\/sim\/sign-package\//);
  await page.getByRole('button', { name: '서명하기' }).click();
  await page.waitForURL(/\/papas\/[^/]+\/channeling\?url=/, { timeout: 20_000 });
  // By its title: inside the messenger a scheme call's hidden frame may be on the page too.
  const portal = page.frameLocator('iframe[title="정부24 본인 확인"]').getByRole('button', { name: '본인확인' });
  await portal.waitFor();
  if (shoot) await screenshots(page, shoot);
  await portal.click();
}

async function expectComplete(page: Page, recipient: string, shoot?: string): Promise<void> {
  await page.waitForURL(/\/papas\/[^/]+\/complete$/, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: `${recipient}에 증명서를 안전하게 제출했어요` }).waitFor();
  if (shoot) await screenshots(page, shoot);
}

/** What the partner reads back (GET /partner/v1/requests/{papas}): its wallet's RECEIVED records. */
async function partnerView(page: Page, server: TestServer, papas: string) {
  const response = await page.request.get(`${server.url}/partner/v1/requests/${papas}`, { headers: PARTNER });
  return (await response.json()).result as { state: string; received: { name: string; state: string }[] };
}

/** The width of `text` in an input's own font, and the room its box has for text (css px). */
async function textRoom(field: Locator, text?: string): Promise<{ width: number; room: number }> {
  return field.evaluate((node, sample) => {
    const input = node as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { width: context.measureText(sample ?? input.placeholder).width, room };
  }, text);
}

/** The partner error page of this request with `code`: its heading and message, no crash. */
async function expectPartnerError(page: Page, papas: string, code: string, heading: string, message?: string): Promise<void> {
  await page.waitForURL(new RegExp(`/error/papas/${papas}\\?code=${code}`), { timeout: 20_000 });
  await page.getByRole('heading', { name: heading }).waitFor();
  if (message) await page.getByText(message).waitFor();
}

/**
 * Keeps, in each document, every read of a package (GET /api/v2/application/package/{id}) by
 * its path, as `window.__packageReads`.
 */
async function recordPackageReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { __packageReads: string[] }).__packageReads = reads;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const url = new URL(request ? request.url : String(input), window.location.href);
      if (method === 'GET' && /^\/api\/v2\/application\/package\/[^/]+$/.test(url.pathname)) reads.push(url.pathname);
      return original(input, init);
    };
  });
}

async function bridgeCalls(page: Page): Promise<{ name: string; args: unknown[] }[]> {
  return page.evaluate(() => window.__jigapBridgeCalls ?? []);
}

async function done(context: BrowserContext, problems: string[]): Promise<void> {
  expect(problems).toEqual([]);
  await context.close();
}

describe('partner package flow (001 §2.1, §4.1)', () => {
  const ctx = useServerAndBrowser({ JIGAP_SIM_LATENCY_MS: '200' });

  it('loan-basic from the partner console to complete, inside the messenger (its user agent): PAPAS terms, region, signing, portal; 한빛은행 received both documents', async () => {
    const { page, context, problems } = await phone(ctx.browser, { userAgent: messengerUserAgent('11.2.0') });
    const schemeCalls = schemeCallsOf(page);
    const papas = await startFromConsole(page, ctx.server, 'loan-basic', 'citizen', { shoot: 'papas-partner-console' });
    expect(await page.evaluate(() => navigator.userAgent)).toContain('KAKAOTALK 11.2.0');
    await agree(page, '동의하기', 'papas-agreement');
    await page.getByRole('button', { name: '확인' }).waitFor();
    await screenshots(page, 'papas-input-alert');
    await acknowledge(page, '주민등록표 등본을 발급받을 주민등록지(시/도, 시/군/구)를 선택해 주세요.');
    await page.waitForURL(/\/layer\/sido\?/);
    await screenshots(page, 'papas-sido');
    await page.getByRole('dialog').getByRole('radio', { name: '서울특별시' }).click();
    await page.waitForURL(/\/layer\/sigungu\?/);
    await page.getByRole('dialog').getByRole('radio', { name: '종로구' }).waitFor();
    await screenshots(page, 'papas-sigungu');
    await page.getByRole('dialog').getByRole('radio', { name: '종로구' }).click();
    await signAndPassPortal(page, 'papas-channeling');
    await expectComplete(page, '한빛은행', 'papas-complete');
    await page.getByRole('listitem').filter({ hasText: '건강보험 자격득실 확인서' }).waitFor();

    const view = await partnerView(page, ctx.server, papas);
    expect(view.state).toBe('COMPLETED');
    expect(view.received.map((item) => item.name)).toEqual(['주민등록표 등본', '건강보험 자격득실 확인서']);

    // The wallet spoke to the messenger through its scheme (the native bridge), never the demo's record;
    // no scheme frame is left behind to swallow taps.
    expect(schemeCalls.some((url) => url.startsWith('kakaotalk://jigap/changeStatusBarColor'))).toBe(true);
    expect(await page.evaluate(() => window.__jigapBridgeCalls)).toBeUndefined();
    expect(await page.locator('iframe[aria-hidden="true"]').count()).toBe(0);

    await page.getByRole('button', { name: '한빛은행으로 돌아가기' }).click();
    await page.waitForURL(/\/sim\/partner\/return\/success\?papas=/);
    await page.getByRole('heading', { name: '증명서를 제출했어요' }).waitFor();
    await page.getByText('건강보험 자격득실 확인서').waitFor();
    await screenshots(page, 'papas-partner-success');
    await done(context, problems);
  });

  it('the start page; a missing channeling url and another user both end on the partner error page', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const papas = await startFromConsole(page, ctx.server, 'loan-basic', 'citizen');
    await page.waitForURL(/\/layer\/agreement\?/);
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
    await page.waitForURL(/\/start$/);
    await page.getByRole('term').filter({ hasText: '대출 상품' }).waitFor();
    await screenshots(page, 'papas-start');

    // 001 §4.1: a missing channelingUrl is an error shown on the partner error page, not a crash.
    await page.goto(`${ctx.server.url}/papas/${papas}/channeling`);
    await page.waitForURL(new RegExp(`/error/papas/${papas}\\?`));
    await page.getByRole('heading', { name: '서비스 오류' }).waitFor();

    // Another user opening the same link: not found, on the partner error page.
    await page.goto(`${ctx.server.url}/sim/login?persona=receiver&returnUrl=${encodeURIComponent(`/papas/${papas}/redirect`)}`);
    await page.waitForURL(new RegExp(`/error/papas/${papas}\\?code=NOT_FOUND&status=404`));
    await page.getByRole('heading', { name: '페이지를 찾을 수 없어요' }).waitFor();
    await screenshots(page, 'papas-error-not-found');
    await done(context, problems);
  });

  it('veteran-benefit as a new user: the new-member terms with the package terms; a patriot number rejected, then accepted; complete', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const papas = await startFromConsole(page, ctx.server, 'veteran-benefit', 'newcomer');
    await page.waitForURL(/\/layer\/agreement\?types=NEW&types=PAPAS/);
    await page.getByRole('dialog').getByText('[필수] 전자증명서 지갑 이용 동의').waitFor();
    await agree(page, '시작하기', 'papas-agreement-new');
    await acknowledge(page, '보훈보상대상자 확인을 위해 보훈번호를 입력해 주세요.');
    await page.waitForURL(/\/layer\/patriot-number\?group=reward/);
    const modal = page.getByRole('dialog', { name: '보훈번호 입력' });
    const input = modal.getByLabel('보훈보상대상자 보훈번호');
    await input.fill('11123456');
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('11-123456');
    await modal.getByRole('button', { name: '확인' }).click();
    await modal.getByRole('alert').filter({ hasText: '보훈보상대상자의 보훈번호가 아니에요. 보훈번호 앞 2자리를 확인해 주세요.' }).waitFor();
    await screenshots(page, 'papas-patriot-number');
    await input.fill('5812345');
    await modal.getByRole('button', { name: '확인' }).click();
    await modal.getByRole('alert').filter({ hasText: '뒷자리는 6~8자리 숫자로 입력해 주세요.' }).waitFor();
    await input.fill('58123456');
    await modal.getByRole('button', { name: '확인' }).click();
    await signAndPassPortal(page);
    await expectComplete(page, '누리생명');
    const view = await partnerView(page, ctx.server, papas);
    expect(view).toMatchObject({ state: 'COMPLETED', received: [{ name: '보훈보상대상자(유족) 확인원', state: 'NOT_READ_YET' }] });
    await done(context, problems);
  });

  it('disability-benefit: address, organisation, the confirmation and its cancel back to the list; complete', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const papas = await startFromConsole(page, ctx.server, 'disability-benefit', 'citizen');
    await agree(page, '동의하기');
    await acknowledge(page, '장애인증명서를 발급받을 주소와 담당 기관을 선택해 주세요.');
    await page.waitForURL(/\/layer\/address\?/);
    const search = page.getByRole('dialog', { name: '주소 검색' });
    const field = search.getByRole('searchbox', { name: '주소 검색어' }).or(search.getByLabel('주소 검색어')).first();
    await field.waitFor();
    // The placeholder fits the field at 360 px; the longer one it replaces was cut off.
    const placeholder = await textRoom(field);
    expect(placeholder.width).toBeLessThanOrEqual(placeholder.room);
    expect((await textRoom(field, '도로명, 건물명 또는 지번으로 검색')).width).toBeGreaterThan(placeholder.room);
    await screenshots(page, 'papas-address');
    await field.fill('세종대로');
    await search.getByRole('button', { name: '검색' }).click();
    await search.getByRole('button', { name: /서울특별시 종로구 세종대로 209/ }).waitFor();
    await screenshots(page, 'papas-address-results');
    await search.getByRole('button', { name: /서울특별시 종로구 세종대로 209/ }).click();
    await page.waitForURL(/\/layer\/organization\?district=11110/);
    const organisations = page.getByRole('dialog', { name: '담당 기관 선택' });
    await organisations.getByRole('button', { name: /장애인복지팀/ }).waitFor();
    await screenshots(page, 'papas-organisation');
    await organisations.getByRole('button', { name: /장애인복지팀/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '발급을 신청할까요?' });
    await confirm
      .getByText('주소 서울특별시 종로구 세종대로 209, 행정기관 서울특별시 종로구청 장애인복지과 장애인복지팀으로 장애인증명서를 발급 신청할까요?')
      .waitFor();
    await screenshots(page, 'papas-disability-confirm');
    await confirm.getByRole('button', { name: '취소' }).click();
    // 취소 returns to the organisation list.
    await page.waitForURL(/\/layer\/organization\?district=11110/);
    await organisations.getByRole('button', { name: /장애인지원팀/ }).click();
    await page.getByRole('alertdialog', { name: '발급을 신청할까요?' }).getByRole('button', { name: '발급 신청' }).click();
    await signAndPassPortal(page);
    await expectComplete(page, '바른카드');
    expect((await partnerView(page, ctx.server, papas)).received.map((item) => item.name)).toEqual(['장애인증명서']);
    await done(context, problems);
  });

  it('the guest route: a non-member is told isGuestGov24, authenticates simply, then gives the inputs; progress without signing; complete', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const papas = await startFromConsole(page, ctx.server, 'veteran-benefit', 'guest');
    await agree(page, '동의하기');
    // The layer's close and the page's navigation to the simple-auth site can overlap: wait for
    // where the page ends up, not for one navigation event.
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/sim\/simple-auth\?/);
    await page.getByRole('button', { name: '간편인증' }).waitFor();
    await page.getByRole('button', { name: '간편인증' }).click();
    await page.waitForURL(/\/papas\/[^/]+\/start/);
    await acknowledge(page, '보훈보상대상자 확인을 위해 보훈번호를 입력해 주세요.');
    const modal = page.getByRole('dialog', { name: '보훈번호 입력' });
    await modal.getByLabel('보훈보상대상자 보훈번호').fill('96654321');
    await modal.getByRole('button', { name: '확인' }).click();
    await expectComplete(page, '누리생명');
    expect((await partnerView(page, ctx.server, papas)).received.map((item) => item.name)).toEqual(['보훈보상대상자(유족) 확인원']);
    await done(context, problems);
  });

  it('the skip-complete variant lands on the partner success page', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await startFromConsole(page, ctx.server, 'loan-basic', 'receiver', { skipComplete: true });
    await agree(page, '동의하기');
    await acknowledge(page, '주민등록표 등본을 발급받을 주민등록지(시/도, 시/군/구)를 선택해 주세요.');
    await page.getByRole('dialog').getByRole('radio', { name: '부산광역시' }).click();
    await page.waitForURL(/\/layer\/sigungu\?/);
    await page.getByRole('dialog').getByRole('radio').first().click();
    await signAndPassPortal(page);
    await page.waitForURL(/\/sim\/partner\/return\/success\?papas=/, { timeout: 30_000 });
    await page.getByRole('heading', { name: '증명서를 제출했어요' }).waitFor();
    await page.getByText('제출 완료').waitFor();
    await done(context, problems);
  });

  it('not qualified: a patriot number registered to no one ends on not_qualified, whose button returns to the partner', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await startFromConsole(page, ctx.server, 'veteran-benefit', 'citizen');
    await agree(page, '동의하기');
    await acknowledge(page, '보훈보상대상자 확인을 위해 보훈번호를 입력해 주세요.');
    const modal = page.getByRole('dialog', { name: '보훈번호 입력' });
    await modal.getByLabel('보훈보상대상자 보훈번호').fill('58000000');
    await modal.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/papas\/[^/]+\/not_qualified/);
    await page.getByRole('heading', { level: 1, name: '신청 대상이 아니에요' }).waitFor();
    await page.getByText(packageTexts.notQualified('보훈보상대상자(유족) 확인원')).waitFor();
    await screenshots(page, 'papas-not-qualified');
    await page.getByRole('button', { name: '누리생명으로 돌아가기' }).click();
    await page.waitForURL(/\/sim\/partner\/return\/notQualified\?papas=/);
    await page.getByRole('heading', { name: '신청 대상이 아니에요' }).waitFor();
    await screenshots(page, 'papas-partner-not-qualified');
    await done(context, problems);
  });

  it('back on the start page asks to exit; confirming opens the cancel url through the messenger', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const papas = await startFromConsole(page, ctx.server, 'loan-basic', 'citizen');
    await page.waitForURL(/\/layer\/agreement\?/);
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
    await page.waitForURL(/\/start$/);
    await page.goBack();
    const exit = page.getByRole('alertdialog', { name: '전자증명서 지갑을 종료할까요?' });
    await exit.waitFor();
    expect(page.url()).toMatch(/\/papas\/[^/]+\/start$/);
    await screenshots(page, 'papas-exit');
    await exit.getByRole('button', { name: '취소' }).click();
    await exit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    const opened = context.waitForEvent('page');
    await exit.getByRole('button', { name: '종료' }).click();
    const partnerPage = await opened;
    await partnerPage.waitForURL(/\/sim\/partner\/return\/cancel\?papas=/);
    await partnerPage.getByRole('heading', { name: '신청을 취소했어요' }).waitFor();
    await screenshots(partnerPage, 'papas-partner-cancel');
    expect(await bridgeCalls(page)).toContainEqual({ name: 'openExternal', args: [`/sim/partner/return/cancel?papas=${papas}`] });
    await done(context, problems);
  });

  it('a wallet popup error is shown in place and blocks Next (subdevice: the device-change popup)', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await startFromConsole(page, ctx.server, 'loan-basic', 'subdevice');
    const popup = page.getByRole('alertdialog', { name: '이용할 기기를 변경할까요?' });
    await popup.waitFor();
    await popup.getByRole('button', { name: '취소' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByText('전자증명서 지갑 이용정보를 먼저 업데이트해 주세요.').waitFor();
    await page.getByRole('button', { name: '다음' }).click();
    await popup.waitFor();
    expect(page.url()).toMatch(/\/start$/);
    await popup.getByRole('button', { name: '취소' }).click();
    await done(context, problems);
  });
  it('back from signing with the package reads dropped: a popup, then 다음 reads the signed package and goes on; it is never created again (no 409)', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/application/package') creations.push(request.url());
    });
    const papas = await startFromConsole(page, ctx.server, 'loan-basic', 'citizen');
    await agree(page, '동의하기');
    await chooseRegion(page);
    await page.waitForURL(/\/sim\/sign-package\//);
    // Every read on the return fails (the runner tries 3 times), as on a dropped connection.
    let dropped = 0;
    await page.route(/\/api\/v2\/application\/package\/[^/?]+$/, async (route) => {
      if (route.request().method() === 'GET' && dropped < 3) {
        dropped += 1;
        await route.abort('failed');
      } else await route.fallback();
    });
    await page.getByRole('button', { name: '서명하기' }).click();
    const popup = page.getByRole('alertdialog').filter({ hasText: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
    await popup.waitFor({ timeout: 20_000 });
    expect(dropped).toBe(3);
    expect(page.url()).toMatch(/\/papas\/[^/]+\/start/);
    await screenshots(page, 'papas-return-unread');
    await popup.getByRole('button', { name: '확인' }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL(/\/papas\/[^/]+\/channeling\?url=/, { timeout: 20_000 });
    await page.frameLocator('iframe[title="정부24 본인 확인"]').getByRole('button', { name: '본인확인' }).click();
    await expectComplete(page, '한빛은행');
    expect(creations).toHaveLength(1);
    expect((await partnerView(page, ctx.server, papas)).state).toBe('COMPLETED');
    await done(context, problems);
  });

  it('TOO_MANY_REQUESTS, a creation without applicationId and a start without channelingUrl each end on the partner error page, not a crash', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    const papas = await startFromConsole(page, ctx.server, 'loan-basic', 'citizen');
    const creation = '**/api/v2/application/package';

    // The server is busy (001 §8: 'service delayed due to many applications' on the partner page).
    await page.route(creation, (route) =>
      route.fulfill({ status: 429, json: { code: 'TOO_MANY_REQUESTS', title: '서비스 지연 안내', message: '요청이 많아 서비스가 지연되고 있어요. 잠시 후 다시 시도해 주세요.', status: 429 } }),
    );
    await agree(page, '동의하기');
    await chooseRegion(page);
    await expectPartnerError(page, papas, 'TOO_MANY_REQUESTS', '서비스 지연 안내', '요청이 많아 서비스가 지연되고 있어요. 잠시 후 다시 시도해 주세요.');
    await screenshots(page, 'papas-error-too-many-requests');
    await page.getByRole('button', { name: '홈으로' }).click();
    await page.waitForURL(/\/home\/apply/);

    // 001 §4.1: creation answering without applicationId.
    await page.unroute(creation);
    await page.route(creation, (route) => route.fulfill({ status: 200, json: { result: { applicationId: null, url: '/sim/sign-package/none' } } }));
    await page.goto(`${ctx.server.url}/papas/${papas}/start`);
    await agree(page, '동의하기');
    await chooseRegion(page);
    await expectPartnerError(page, papas, 'ERROR', '서비스 오류');
    await screenshots(page, 'papas-error-service');
    await page.unroute(creation);

    // 001 §4.1: the start answering CHANNELING without its url.
    await page.route('**/api/v2/application/package/*', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 200, json: { result: { packageState: 'CHANNELING', url: null } } }) : route.fallback(),
    );
    await page.goto(`${ctx.server.url}/papas/${papas}/start`);
    await agree(page, '동의하기');
    await chooseRegion(page);
    await page.waitForURL(/\/sim\/sign-package\//);
    await page.getByRole('button', { name: '서명하기' }).click();
    await expectPartnerError(page, papas, 'ERROR', '서비스 오류');
    await done(context, problems);
  });

  it.each([
    { persona: 'minor', code: 'UNDER_14', heading: '서비스를 이용할 수 없어요', text: '전자증명서 지갑은 만 14세 이상만 이용할 수 있어요. 만 14세가 된 뒤에 다시 이용해 주세요.' },
    { persona: 'restricted', code: 'RESTRICTED_ACCOUNT', heading: '이용이 제한된 계정이에요', text: '운영정책에 따라 서비스 이용이 제한됐어요. 자세한 내용은 고객센터로 문의해 주세요.' },
    { persona: 'foreign', code: 'KAKAOTALK_KR_ONLY', heading: '이용할 수 없는 계정이에요', text: '전자증명서 지갑은 대한민국 휴대폰 번호로 가입한 카카오톡에서만 이용할 수 있어요. 한국 휴대폰 번호로 가입한 카카오톡에서 다시 열어 주세요.' },
  ])('a blocked account ($persona) sent by the partner lands on the partner error page ($code); nothing is applied for', async ({ persona, code, heading, text }) => {
    const { page, context, problems } = await phone(ctx.browser);
    await page.goto(`${ctx.server.url}/sim/partner`);
    await page.getByRole('radio', { name: new RegExp(`^${PACKAGES['loan-basic']} loan-basic ·`) }).check();
    await page.getByRole('radio', { name: new RegExp(` ${persona} ·`) }).check();
    await page.getByRole('button', { name: '신청 시작하기' }).click();
    await page.waitForURL(/\/error\/papas\/[^/?]+\?/, { timeout: 20_000 });
    const papas = new URL(page.url()).pathname.split('/')[3]!;
    await expectPartnerError(page, papas, code, heading, text);
    if (persona === 'minor') await screenshots(page, 'papas-error-under-14');
    expect((await partnerView(page, ctx.server, papas)).state).toBe('REQUESTED');
    await done(context, problems);
  });
});

describe('a package poll that never completes (001 §4.1: more than 99 polls → failed)', () => {
  // The agencies take ten minutes; the page's clock runs fast instead of waiting 99 seconds.
  const ctx = useServerAndBrowser({ JIGAP_SIM_LATENCY_MS: '600000' });

  it('progress cannot be closed (the popup closes itself after 3 s); the package is read every 1 s, and after 99 polls the 100th ends on the failed page and its partner button', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await recordPackageReads(page);
    await startFromConsole(page, ctx.server, 'veteran-benefit', 'citizen');
    await agree(page, '동의하기');
    await acknowledge(page, '보훈보상대상자 확인을 위해 보훈번호를 입력해 주세요.');
    const modal = page.getByRole('dialog', { name: '보훈번호 입력' });
    await modal.getByLabel('보훈보상대상자 보훈번호').fill('58123456');
    await modal.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/sim\/sign-package\//);
    await page.getByRole('button', { name: '서명하기' }).click();
    await page.waitForURL(/\/channeling\?url=/, { timeout: 20_000 });
    await page.clock.install();
    await page.frameLocator('iframe[title="정부24 본인 확인"]').getByRole('button', { name: '본인확인' }).click();
    const progress = page.getByRole('dialog', { name: '증명서를 발급받고 있어요' });
    await progress.waitFor();
    await page.waitForURL(/\/start$/);
    await screenshots(page, 'papas-progress');

    await page.goBack();
    const cannotClose = page.getByRole('alertdialog', { name: '지금은 닫을 수 없어요' });
    await cannotClose.waitFor();
    // The page's time stands still for the pictures: the popup closes itself after 3 s of it.
    // Paused a moment ahead of now: the page's clock runs on while the time is read.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await screenshots(page, 'papas-cannot-close');
    await page.clock.resume();
    await page.clock.runFor(3100);
    await cannotClose.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/start$/);

    for (let tick = 0; tick < 200 && !/\/failed$/.test(page.url()); tick++) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(15);
    }
    await page.waitForURL(/\/papas\/[^/]+\/failed$/);
    await page.getByRole('heading', { level: 1, name: '증명서를 발급받지 못했어요' }).waitFor();

    // The page back from the portal read the package once, then polled (001 §4.1, §9): more than
    // 99 polls end on failed. Their 1000 ms apart is counted on a fake clock in src/runner/use-runner.test.tsx.
    const [first, ...polls] = await page.evaluate(() => (window as unknown as { __packageReads: string[] }).__packageReads);
    expect(first).toMatch(/^\/api\/v2\/application\/package\/[^/]+$/);
    expect(polls).toEqual(Array.from({ length: PACKAGE_MAX_POLLS }, () => first));

    await screenshots(page, 'papas-failed');
    await page.getByRole('button', { name: '누리생명으로 돌아가기' }).click();
    await page.waitForURL(/\/sim\/partner\/return\/failed\?papas=/);
    await page.getByText('발급 중').waitFor();
    await page.getByRole('heading', { name: '증명서를 발급받지 못했어요' }).waitFor();
    await screenshots(page, 'papas-partner-failed');
    await done(context, problems);
  });
});
