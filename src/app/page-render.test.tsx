import { describe, expect, it } from 'vitest';
import type { PageRequest, RenderedPage } from '../../shared/page-render';
import { renderPage } from './page-render';

/**
 * The server's renderer of signed-in pages, run here as the server runs it (Node, no
 * DOM): a page is drawn from the answers written for its first reads, never from the network.
 */
const ANSWERS = {
  '/api/check': { result: { status: 'OK', serverTime: '20261125000000' } },
  '/api/check/wallet-and-device': { result: { joined: true, walletAddress: 'WALLET1', mainDevice: true } },
  '/api/v1/user/status': { result: { joined: true, certificateStatus: 'ACTIVE' } },
};
const MESSENGER = { userAgent: 'Mozilla/5.0 (Linux; Android 14)', cookie: 'jigap_messenger=11.2.0' };
const FORM = `/issue/${encodeURIComponent('주민등록표등본')}`;

/** The page the renderer drew for `request` (it fails the test when it drew none, or led elsewhere). */
async function drawn(request: PageRequest): Promise<RenderedPage> {
  const page = await renderPage(request);
  if (!page || !('html' in page)) throw new Error(`no page drawn: ${JSON.stringify(page)}`);
  return page;
}

/**
 * Whether an AsyncLocalStorage of the process is enabled: on Node 20 each one then writes its store
 * onto every new asynchronous resource (a timer here), under its own symbol. Node 24 keeps the
 * stores another way, which costs the process nothing (and this says false).
 */
function asyncStorageEnabled(): boolean {
  const timer = setTimeout(() => undefined, 0);
  clearTimeout(timer);
  return Object.getOwnPropertySymbols(timer).some((symbol) => symbol.description === 'kResourceStore');
}

describe('a page drawn on the server', () => {
  it('leaves no AsyncLocalStorage enabled: the API calls served after it do not pay for one', async () => {
    expect(asyncStorageEnabled()).toBe(false);
    await drawn({ url: FORM, answers: ANSWERS, ...MESSENGER });
    expect(asyncStorageEnabled()).toBe(false);
  });

  it('is the whole form, its controls waiting for the application, with its title and the answers it was drawn with', async () => {
    const page = await drawn({ url: FORM, answers: ANSWERS, ...MESSENGER });
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('주민등록지 시/도');
    expect(page.html).toMatch(/<button disabled data-shell-pending type="submit"[^>]*>신청하기<\/button>/);
    expect(page.html).not.toMatch(/<script|\sstyle="/);
    expect(page.title).toBe('주민등록표 등본 | 전자증명서 지갑');
    const queries = page.state.queries as Record<string, { status: string; data: unknown }>;
    expect(Object.keys(queries).sort()).toEqual(['serverCheck(undefined)', 'userStatus(undefined)', 'walletAndDevice(undefined)']);
    expect(queries['userStatus(undefined)']?.data).toEqual(ANSWERS['/api/v1/user/status'].result);
  });

  it('is not drawn when a read has no written answer', async () => {
    const { ['/api/v1/user/status']: _left, ...without } = ANSWERS;
    expect(await renderPage({ url: FORM, answers: without, ...MESSENGER })).toBeNull();
  });

  it("reads the messenger from the request: a browser that is not the messenger's is sent to the root page (000 §4.1)", async () => {
    expect(await renderPage({ url: FORM, answers: ANSWERS, userAgent: 'Mozilla/5.0', cookie: '' })).toEqual({ redirect: '/' });
  });

  it('draws one page at a time, each for its own request', async () => {
    const [form, other] = await Promise.all([
      renderPage({ url: FORM, answers: ANSWERS, ...MESSENGER }),
      renderPage({ url: FORM, answers: ANSWERS, userAgent: 'Mozilla/5.0', cookie: '' }),
    ]);
    expect(form && 'html' in form ? form.html : '').toContain('주민등록지 시/도');
    expect(other).toEqual({ redirect: '/' });
  });
});

describe('a page that leads elsewhere is answered with where it leads, never drawn empty', () => {
  it('a messenger below 10.5.0 goes to the invalid-version page (000 §9), in the user agent or the demo cookie', async () => {
    const old = { url: '/home/apply', answers: ANSWERS };
    expect(await renderPage({ ...old, userAgent: 'Mozilla/5.0 KAKAOTALK 9.0.0', cookie: '' })).toEqual({ redirect: '/error/invalid_version' });
    expect(await renderPage({ ...old, userAgent: 'Mozilla/5.0', cookie: 'jigap_messenger=10.4.9' })).toEqual({ redirect: '/error/invalid_version' });
  });

  it('a user who is not joined goes to the apply tab with the query kept (000 §4.1)', async () => {
    const answers = { ...ANSWERS, '/api/check/wallet-and-device': { result: { joined: false, walletAddress: null, mainDevice: true } } };
    expect(await renderPage({ url: '/home/inbox?from=tms', answers, ...MESSENGER })).toEqual({ redirect: '/home/apply?from=tms' });
  });

  it('a route that is not there goes to the invalid-path page', async () => {
    expect(await renderPage({ url: '/home/settings', answers: ANSWERS, ...MESSENGER })).toEqual({ redirect: '/error/invalid_path' });
    expect(await renderPage({ url: `/issue/${encodeURIComponent('없는증명서')}`, answers: ANSWERS, ...MESSENGER })).toEqual({ redirect: '/error/invalid_path' });
  });
});
