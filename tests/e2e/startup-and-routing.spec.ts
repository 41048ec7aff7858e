import { describe, expect, it } from 'vitest';
import { login, phone } from './harness';
import { useServerAndBrowser } from './fixtures';

describe('startup checks and routing (spec 000 §4.1, §2.1)', () => {
  const ctx = useServerAndBrowser();

  it('a non-messenger browser goes to the root page', async () => {
    const { page, context } = await phone(ctx.browser);
    await page.goto(`${ctx.server.url}/home/apply`);
    await page.getByRole('heading', { level: 2, name: '증명서, 이제 카카오톡 전자증명서 지갑에서' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('an old messenger version lands on the invalid-version page', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { messenger: '9.0.0' });
    await page.getByRole('heading', { name: '최신 버전으로 업데이트해 주세요' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/error/invalid_version');
    // The server draws the error pages with their words: they are in the document, not only in the app's code.
    for (const [path, words] of [
      ['/error/invalid_version', '최신 버전으로 업데이트해 주세요'],
      ['/error/invalid_path', '페이지를 찾을 수 없어요'],
    ]) {
      const html = await (await page.request.get(`${ctx.server.url}${path}`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(words);
    }
    await context.close();
  });

  it('a signed-in page gets its startup checks and first reads with its document: none of them goes over the network, and the page works', async () => {
    const { page, context } = await phone(ctx.browser);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
    });
    await login(page, ctx.server, 'citizen');
    await page.waitForURL(/\/home\/apply$/);
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    expect(reads).not.toContain('/api/check');
    expect(reads).not.toContain('/api/check/wallet-and-device');
    expect(reads).not.toContain('/api/v2/home');
    expect(reads).not.toContain('/api/v2/application/form');
    // A reload is a new document with answers of its own.
    await page.reload();
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    expect(reads.filter((path) => path === '/api/check')).toEqual([]);
    // A form and the viewer: the server's list of first reads (server/plugins/boot-data.ts) is
    // what these pages ask for, or they would go over the network here.
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('주민등록표등본')}`);
    await page.getByRole('heading', { level: 1, name: '주민등록표 등본' }).waitFor();
    await page.goto(`${ctx.server.url}/issued/viewer/seed-citizen-resident-copy`);
    await page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    expect(reads).not.toContain('/api/v1/user/status');
    expect(reads.filter((path) => path.startsWith('/api/v2/inbox/'))).toEqual([]);
    // Later reads ask the server: back on the apply tab, moving to the inbox tab reads the inbox.
    await page.goto(`${ctx.server.url}/home/apply`);
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    await page.getByRole('link', { name: '내 증명서' }).click();
    await expect.poll(() => reads.includes('/api/v2/inbox')).toBe(true);
    await context.close();
  });

  it('a signed-in page is drawn by the server, and React takes the drawn page in place: nothing redrawn, nothing reported, every tap works', async () => {
    // Without JavaScript the pages are there: the apply tab's list, a form's fields, the viewer's title.
    const still = await ctx.browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    const bare = await still.newPage();
    await bare.goto(`${ctx.server.url}/sim/login?persona=citizen&returnUrl=/home/apply`);
    await bare.getByRole('heading', { level: 1, name: '전자증명서 지갑' }).waitFor();
    expect(await bare.getByRole('link', { name: /주민등록표 등본/ }).count()).toBeGreaterThan(0);
    await bare.goto(`${ctx.server.url}/issue/${encodeURIComponent('주민등록표등본')}`);
    await bare.getByText('주민등록지 시/도').waitFor();
    // Until React has the page its buttons are disabled: an early tap is visibly not taken.
    expect(await bare.getByRole('button', { name: '신청하기' }).isDisabled()).toBe(true);
    await bare.goto(`${ctx.server.url}/issued/viewer/seed-citizen-resident-copy`);
    await bare.getByRole('heading', { level: 1, name: '주민등록표 등본' }).waitFor();
    await still.close();

    const { page, context, problems } = await phone(ctx.browser);
    const reported: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/client-errors') reported.push(request.postData() ?? '');
    });
    // The drawn page's main element as the document brought it, and whatever React removes from
    // the page (until the test taps): hydration keeps the one and removes nothing.
    await page.addInitScript(() => {
      const drawn = { main: null as Element | null, removed: 0 };
      Object.assign(window, { __drawn: drawn });
      document.addEventListener('DOMContentLoaded', () => (drawn.main = document.querySelector('#root main')));
      new MutationObserver((records) => {
        const root = document.getElementById('root');
        for (const record of records) if (root?.contains(record.target)) drawn.removed += record.removedNodes.length;
      }).observe(document, { childList: true, subtree: true });
    });
    type Drawn = { __drawn: { main: Element | null; removed: number } };
    const removedFromPage = () => page.evaluate(() => (window as unknown as Drawn).__drawn.removed);
    const sameMain = () => page.evaluate(() => (window as unknown as Drawn).__drawn.main !== null && document.querySelector('#root main') === (window as unknown as Drawn).__drawn.main);
    await login(page, ctx.server, 'citizen');
    await page.getByRole('button', { name: '더 보기' }).waitFor();
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('주민등록표등본')}`);
    const apply = page.getByRole('button', { name: '신청하기' });
    await expect.poll(() => apply.isEnabled()).toBe(true);
    expect(await removedFromPage()).toBe(0);
    expect(await sameMain()).toBe(true);
    expect(await page.locator('[data-shell-pending], [data-rendered-style]').count()).toBe(0);
    // The drawn form is the live one: a picker opens, a choice lands in the field.
    await page.getByRole('button', { name: /시\/도 선택/ }).click();
    await page.getByRole('dialog').getByRole('radio', { name: '경기도' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /경기도/ }).waitFor();
    // What was entered is kept for the session (as when the user comes back from the sign page):
    // a new document drawn by the server without it shows it once React has the page, in place.
    await page.reload();
    await page.getByRole('button', { name: /경기도/ }).waitFor();
    await expect.poll(() => apply.isEnabled()).toBe(true);
    expect(await sameMain()).toBe(true);
    await page.goto(`${ctx.server.url}/issued/viewer/seed-citizen-resident-copy`);
    await page.getByRole('img', { name: '1쪽 중 1쪽' }).waitFor({ state: 'visible', timeout: 20_000 });
    // (Its document replaced the skeleton inside the drawn page.)
    expect(await sameMain()).toBe(true);
    // A court certificate's form, with the guide to the court's site.
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('가족관계증명서')}`);
    await expect.poll(() => page.getByRole('button', { name: '신청하기' }).isEnabled()).toBe(true);
    // Every chunk and answer the page asked for is in (no request for half a second): none replaced the drawn page.
    await page.waitForLoadState('networkidle');
    expect(await removedFromPage()).toBe(0);
    expect(await sameMain()).toBe(true);
    expect(reported).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a tab other than apply, inbox or distribution redirects to the invalid-path error', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: '/home/settings' });
    await page.getByRole('heading', { name: '페이지를 찾을 수 없어요' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/error/invalid_path');
    await context.close();
  });

  it('without a session the user is sent to the messenger login with the current url', async () => {
    const { page, context } = await phone(ctx.browser);
    await context.addCookies([{ name: 'jigap_messenger', value: '11.2.0', url: ctx.server.url }]);
    await page.goto(`${ctx.server.url}/home/apply?filter=edoc`);
    await page.waitForURL(/\/sim\/login/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/home/apply?filter=edoc');
    await context.close();
  });

  it('a user who is not joined goes to the apply tab with the query kept', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'newcomer', { returnUrl: '/home/inbox?from=tms' });
    await page.waitForURL(/\/home\/apply\?from=tms$/);
    await page.getByRole('button', { name: '시작하기' }).waitFor();
    await context.close();
  });

  it('/error/status/{status} forwards to the error page with the status and the original query', async () => {
    const { page, context } = await phone(ctx.browser);
    await page.goto(`${ctx.server.url}/error/status/503?code=MAINTENANCE&message=${encodeURIComponent('새벽 2시까지 점검해요.')}`);
    await page.getByText('새벽 2시까지 점검해요.').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/error');
    expect(url.searchParams.get('status')).toBe('503');
    expect(url.searchParams.get('code')).toBe('MAINTENANCE');
    await context.close();
  });

  it('switches tabs by URL and keeps the frame', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen');
    await page.getByRole('link', { name: '내 증명서' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    await page.getByRole('link', { name: '보낸/받은 내역' }).click();
    await page.waitForURL(/\/home\/distribution$/);
    await page.getByRole('link', { name: '증명서 신청' }).click();
    await page.waitForURL(/\/home\/apply$/);
    await page.getByRole('button', { name: '내 지갑 주소' }).waitFor();
    await context.close();
  });
});
