import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../shared/error-texts';
import type { Locator, Page, Response } from 'playwright-core';
import { messengerUserAgent, phone, type PhoneOptions } from './harness';
import { useServerAndBrowser } from './fixtures';

/**
 * Every startup outcome (spec 000 §4.1, §6, §8) with the server drawing the signed-in pages
 * (src/app/page-render.tsx), as a citizen meets it: the outcome's page is there within 2 s of the
 * document, as fast as when the browser draws everything itself. A page the server draws that
 * leads elsewhere sends the browser there with its document (an HTTP redirect), never an empty
 * page that waits for a first paint.
 */
const OUTCOME_WITHIN_MS = 2_000;

interface Arrival {
  /** The documents of the navigation, first to last, with their statuses. */
  documents: Array<{ path: string; status: number }>;
  /** Whether the last document came with a page the server drew. */
  drawn: boolean;
}

/** Signs in as `persona` and goes to `returnUrl`, as the demo login does; resolves when the last document arrives. */
async function arrive(page: Page, base: string, persona: string, returnUrl: string, messenger?: string): Promise<Arrival> {
  const params = new URLSearchParams({ persona, returnUrl });
  if (messenger) params.set('messenger', messenger);
  const response = await page.goto(`${base}/sim/login?${params.toString()}`, { waitUntil: 'commit' });
  return arrivalOf(response);
}

async function arrivalOf(response: Response | null): Promise<Arrival> {
  if (!response) throw new Error('no document');
  const documents: Arrival['documents'] = [];
  for (let request = response.request().redirectedFrom(); request; request = request.redirectedFrom()) {
    const answer = await request.response();
    documents.unshift({ path: new URL(request.url()).pathname, status: answer?.status() ?? 0 });
  }
  documents.push({ path: new URL(response.url()).pathname, status: response.status() });
  return { documents, drawn: (await response.text()).includes('id="page-state"') };
}

const within = (locator: Locator) => locator.waitFor({ timeout: OUTCOME_WITHIN_MS });

describe('every startup outcome reaches its page at once through the server-drawn path', () => {
  const ctx = useServerAndBrowser();

  it.each<[string, PhoneOptions]>([
    ['the demo cookie', {}],
    ["the messenger's user agent", { userAgent: messengerUserAgent('9.0.0') }],
  ])('a messenger below 10.5.0 (%s) lands on the invalid-version page (000 §9)', async (_how, options) => {
    const { page, context, problems } = await phone(ctx.browser, options);
    const arrival = await arrive(page, ctx.server.url, 'citizen', '/home/apply', options.userAgent ? undefined : '9.0.0');
    await within(page.getByRole('heading', { name: '최신 버전으로 업데이트해 주세요' }));
    expect(arrival.documents).toEqual([
      { path: '/sim/login', status: 302 },
      { path: '/home/apply', status: 302 },
      { path: '/error/invalid_version', status: 200 },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a browser that is not the messenger, with a session, goes to the root page (000 §4.1)', async () => {
    const { page, context } = await phone(ctx.browser);
    await arrive(page, ctx.server.url, 'citizen', '/sim/login');
    await context.clearCookies({ name: 'jigap_messenger' });
    const arrival = await arrivalOf(await page.goto(`${ctx.server.url}/home/apply`, { waitUntil: 'commit' }));
    await within(page.getByRole('heading', { level: 2, name: '증명서, 이제 카카오톡 전자증명서 지갑에서' }));
    expect(arrival.documents).toEqual([
      { path: '/home/apply', status: 302 },
      { path: '/', status: 200 },
    ]);
    await context.close();
  });

  it.each([
    { persona: 'minor', code: 'UNDER_14', text: errorTexts.UNDER_14.message },
    { persona: 'foreign', code: 'KAKAOTALK_KR_ONLY', text: errorTexts.KAKAOTALK_KR_ONLY.message },
    { persona: 'restricted', code: 'RESTRICTED_ACCOUNT', text: errorTexts.RESTRICTED_ACCOUNT.title },
    { persona: 'invalid', code: 'INVALID_ACCOUNT', text: errorTexts.INVALID_ACCOUNT.title },
  ])('a blocked account ($persona) sees the $code page', async ({ persona, code, text }) => {
    const { page, context } = await phone(ctx.browser);
    await arrive(page, ctx.server.url, persona, '/home/apply');
    await within(page.getByText(text).first());
    expect(new URL(page.url()).searchParams.get('code')).toBe(code);
    await context.close();
  });

  it('a user who is not joined is brought to the apply tab with the query kept, drawn by the server with 시작하기', async () => {
    const { page, context } = await phone(ctx.browser);
    const form = `/issue/${encodeURIComponent('주민등록표등본')}`;
    // Once first: the server loads the form's code once per process, and a first render that waits
    // on it past the server's budget goes out undrawn (server/plugins/page-render.ts).
    await arrive(page, ctx.server.url, 'newcomer', form);
    await page.getByRole('button', { name: '시작하기' }).waitFor();
    // The measured arrival in a page of its own (same cookies): a navigation of the first page's
    // app still under way aborted a second goto in the same page once (net::ERR_ABORTED).
    const next = await context.newPage();
    const arrival = await arrive(next, ctx.server.url, 'newcomer', `${form}?from=tms`);
    await within(next.getByRole('button', { name: '시작하기' }));
    expect(arrival.documents.slice(1)).toEqual([
      { path: form, status: 302 },
      { path: '/home/apply', status: 200 },
    ]);
    expect(arrival.drawn).toBe(true);
    expect(new URL(next.url()).search).toBe('?from=tms');
    await context.close();
  });

  it.each([
    { persona: 'renewal', what: 'renewed terms' },
    { persona: 'unregistered', what: 'an unregistered wallet' },
  ])('$what: the popup that asks to agree again (000 §8.4)', async ({ persona }) => {
    const { page, context } = await phone(ctx.browser);
    await arrive(page, ctx.server.url, persona, '/home/apply');
    await within(page.getByRole('alertdialog').getByRole('button', { name: '동의하기' }));
    await context.close();
  });

  it('a wallet tied to another device: the device-change popup (000 §4.9)', async () => {
    const { page, context } = await phone(ctx.browser);
    await arrive(page, ctx.server.url, 'subdevice', '/home/apply');
    await within(page.getByRole('alertdialog').getByText('이용할 기기를 변경할까요?'));
    await context.close();
  });
});

describe('tab maintenance through the server-drawn path (000 §8.3)', () => {
  const ctx = useServerAndBrowser({ JIGAP_TAB_MAINTENANCE: 'apply' });

  it('the apply tab under maintenance shows the server title and message in place of its list', async () => {
    const { page, context } = await phone(ctx.browser);
    await arrive(page, ctx.server.url, 'citizen', '/home/apply');
    await within(page.getByRole('heading', { name: /점검/ }));
    await within(page.getByText(/다시 이용해 주세요/).first());
    await context.close();
  });
});
