import { describe, expect, it } from 'vitest';
import { renderPage } from './page-render';

/**
 * Issue 9: the server's renderer of signed-in pages, run here as the server runs it (Node, no
 * DOM): a page is drawn from the answers written for its first reads, never from the network.
 */
const ANSWERS = {
  '/api/check': { result: { status: 'OK', serverTime: '20261125000000' } },
  '/api/check/wallet-and-device': { result: { joined: true, walletAddress: 'WALLET1', mainDevice: true } },
  '/api/v1/user/status': { result: { joined: true, certificateStatus: 'ACTIVE' } },
};
const MESSENGER = { userAgent: 'Mozilla/5.0 (Linux; Android 14)', cookie: 'jigap_messenger=11.2.0' };
const FORM = `/issue/${encodeURIComponent('주민등록표등본')}`;

describe('a page drawn on the server', () => {
  it('is the whole form, its controls waiting for the application, with its title and the answers it was drawn with', async () => {
    const page = await renderPage({ url: FORM, answers: ANSWERS, ...MESSENGER });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('<h1');
    expect(page!.html).toContain('주민등록지 시/도');
    expect(page!.html).toMatch(/<button disabled data-shell-pending type="submit"[^>]*>신청하기<\/button>/);
    expect(page!.html).not.toMatch(/<script|\sstyle="/);
    expect(page!.title).toBe('주민등록표 등본 | 전자증명서 지갑');
    const queries = page!.state.queries as Record<string, { status: string; data: unknown }>;
    expect(Object.keys(queries).sort()).toEqual(['serverCheck(undefined)', 'userStatus(undefined)', 'walletAndDevice(undefined)']);
    expect(queries['userStatus(undefined)']?.data).toEqual(ANSWERS['/api/v1/user/status'].result);
  });

  it('is not drawn when a read has no written answer', async () => {
    const { ['/api/v1/user/status']: _left, ...without } = ANSWERS;
    expect(await renderPage({ url: FORM, answers: without, ...MESSENGER })).toBeNull();
  });

  it("reads the messenger from the request: a browser that is not the messenger's is not drawn a signed-in page", async () => {
    const page = await renderPage({ url: FORM, answers: ANSWERS, userAgent: 'Mozilla/5.0', cookie: '' });
    expect(page?.html ?? '').not.toContain('주민등록지 시/도');
  });

  it('draws one page at a time, each for its own request', async () => {
    const [form, other] = await Promise.all([
      renderPage({ url: FORM, answers: ANSWERS, ...MESSENGER }),
      renderPage({ url: FORM, answers: ANSWERS, userAgent: 'Mozilla/5.0', cookie: '' }),
    ]);
    expect(form?.html).toContain('주민등록지 시/도');
    expect(other?.html ?? '').not.toContain('주민등록지 시/도');
  });
});
