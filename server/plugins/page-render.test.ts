import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, CLIENT_INDEX_HTML, type TestApp } from '../test/build-test-app.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * The server draws a signed-in page with the renderer `npm run build` makes
 * (dist-server/page-render.js, src/app/page-render.tsx); the browser then hydrates it. Here the
 * renderer is a stand-in module that records what it was asked, so the wiring is tested without
 * a build (the real renderer is tested in Chromium: tests/e2e/startup-and-routing.spec.ts).
 */
const dir = mkdtempSync(join(tmpdir(), 'jigap-renderer-'));
const renderer = (name: string, body: string): string => {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `export const asked = [];\nexport async function renderPage(request) {\n  asked.push(request);\n${body}\n}\n`);
  return file;
};

const DRAWING = renderer(
  'drawing',
  `  return { html: '<main class="page jigap-shell-s0" data-rendered-style="height:10px">' + request.url + '</main>', title: '가족관계증명서 <상세> | 지갑', css: '.jigap-shell-s0{height:10px}', state: { queries: { 'home(undefined)': { status: 'fulfilled', data: '</script><b>' } }, provided: {} } };`,
);
const WITHOUT_STYLES = renderer('without-styles', `  return { html: '<main>page</main>', css: '', state: { queries: {}, provided: {} } };`);
const REDIRECTING = renderer('redirecting', "  return { redirect: '/error/invalid_version' };");
const REDIRECTING_AWAY = renderer('redirecting-away', "  return { redirect: '//elsewhere.example/home' };");
const DECLINING = renderer('declining', '  return null;');
const FAILING = renderer('failing', "  throw new Error('broken');");
const HANGING = renderer('hanging', '  return new Promise(() => {});');

const apps: TestApp[] = [];
async function appWith(pageRenderer: string | null): Promise<TestApp> {
  const t = await buildTestApp({ pageRenderer });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

const documentOf = (t: TestApp, url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: encodeURI(url), cookies, headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 KAKAOTALK 11.2.0' } });

const scriptOf = (html: string, id: string): string | null => html.match(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's'))?.[1] ?? null;

describe('a signed-in page is drawn by the server', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await appWith(DRAWING);
    cookies = await t.login('citizen');
  });

  it('the page goes into #root with the answers it was drawn with, in place of the first answers', async () => {
    const response = await documentOf(t, '/home/apply?filter=certPass', cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<div id="root"><main class="page jigap-shell-s0" data-rendered-style="height:10px">/home/apply?filter=certPass</main></div>');
    expect(JSON.parse(scriptOf(response.body, 'page-state') ?? 'null')).toEqual({ queries: { 'home(undefined)': { status: 'fulfilled', data: '</script><b>' } }, provided: {} });
    // The state cannot close its element.
    expect(scriptOf(response.body, 'page-state')).not.toContain('<');
    expect(scriptOf(response.body, 'boot-answers')).toBeNull();
    // The title the page asked for, as text.
    expect(response.body).toContain('<title>가족관계증명서 &lt;상세&gt; | 지갑</title>');
  });

  it('the renderer gets the address, the first answers and the browser it draws for', async () => {
    await documentOf(t, '/issue/주민등록표등본', cookies);
    const { asked } = (await import(DRAWING)) as { asked: Array<{ url: string; answers: Record<string, unknown>; userAgent: string; cookie: string }> };
    const request = asked.at(-1)!;
    expect(request.url).toBe(encodeURI('/issue/주민등록표등본'));
    expect(Object.keys(request.answers)).toEqual(['/api/check', '/api/check/wallet-and-device', '/api/v1/user/status']);
    expect(request.answers['/api/v1/user/status']).toEqual((await t.call('GET', '/api/v1/user/status', cookies)).json());
    expect(request.userAgent).toBe('Mozilla/5.0 KAKAOTALK 11.2.0');
    expect(request.cookie).toContain('jigap_session=');
  });

  it("the page's style attributes come as one style element that this response's policy lets in by its nonce", async () => {
    const first = await documentOf(t, '/home/apply', cookies);
    const second = await documentOf(t, '/home/apply', cookies);
    const nonces = [first, second].map((response) => response.body.match(/<style nonce="([^"]+)">\.jigap-shell-s0\{height:10px\}<\/style><\/head>/)?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonces[0]}'`);
    expect(first.headers['content-security-policy']).toContain("script-src 'self';");
    // Without style attributes, the page keeps the usual policy and has no style element.
    const plain = await appWith(WITHOUT_STYLES);
    const response = await documentOf(plain, '/home/apply', await plain.login('citizen'));
    expect(response.body).toContain('<div id="root"><main>page</main></div>');
    expect(response.body).not.toContain('<style');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('pages without a session or without first reads are not drawn', async () => {
    expect((await documentOf(t, '/home/apply')).body).toBe(CLIENT_INDEX_HTML);
    expect((await documentOf(t, '/policy', cookies)).body).toBe(CLIENT_INDEX_HTML);
  });
});

describe('the error pages are drawn with their words; an old messenger is sent to its page before anything is read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(DRAWING);
  });
  const asked = async () => ((await import(DRAWING)) as { asked: Array<{ url: string; answers: Record<string, unknown> }> }).asked;

  it.each(['/error/invalid_version', '/error/invalid_path', '/error?code=ERROR', '/error/papas/p1?code=UNDER_14'])('%s is drawn without a session and without reads', async (url) => {
    const response = await documentOf(t, url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><main class="page jigap-shell-s0" data-rendered-style="height:10px">${url}</main></div>`);
    expect((await asked()).at(-1)).toMatchObject({ url, answers: {} });
  });

  it('an error page the renderer cannot draw is the plain document', async () => {
    const plain = await appWith(DECLINING);
    expect((await documentOf(plain, '/error/invalid_version')).body).toBe(CLIENT_INDEX_HTML);
  });

  it.each([
    ['the demo cookie', { jigap_messenger: '9.0.0' }, 'Mozilla/5.0'],
    ["the messenger's user agent", {}, 'Mozilla/5.0 KAKAOTALK 9.0.0'],
  ])('a messenger below 10.5.0 (%s) asking for a drawn page is redirected at once: no read, nothing drawn', async (_how, cookie, userAgent) => {
    const cookies = { ...(await t.login('citizen')), ...cookie };
    const before = (await asked()).length;
    // The first reads are made through inject (server/plugins/boot-data.ts): none may be.
    const inject = vi.spyOn(t.app, 'inject');
    for (const url of ['/home/apply', '/issue/주민등록표등본', '/issued/viewer/seed-citizen-resident-copy']) {
      const response = await t.app.inject({ method: 'GET', url: encodeURI(url), cookies, headers: { accept: 'text/html', 'user-agent': userAgent } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/error/invalid_version');
    }
    const reads = (inject.mock.calls as unknown[][]).map(([options]) => (typeof options === 'string' ? options : (options as { url?: unknown } | undefined)?.url)).filter((url) => String(url).startsWith('/api/'));
    inject.mockRestore();
    expect(reads).toEqual([]);
    expect((await asked()).length).toBe(before);
    // A current messenger is drawn as before.
    const current = await t.app.inject({ method: 'GET', url: '/home/apply', cookies: { ...cookies, jigap_messenger: '11.2.0' }, headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0' } });
    expect(current.statusCode).toBe(200);
  });
});

describe('a page that leads elsewhere sends the browser there at once', () => {
  it('the document is answered with a redirect to where the page leads, kept by no cache', async () => {
    const t = await appWith(REDIRECTING);
    const response = await documentOf(t, '/home/apply', await t.login('citizen'));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/error/invalid_version');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('an address on another origin is not followed: the page goes out as before', async () => {
    const t = await appWith(REDIRECTING_AWAY);
    const response = await documentOf(t, '/home/apply', await t.login('citizen'));
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(scriptOf(response.body, 'boot-answers')).not.toBeNull();
  });
});

describe('a page the renderer cannot draw goes out as before, with its first answers', () => {
  it.each([
    ['declines (null)', DECLINING],
    ['throws', FAILING],
    ['does not load', join(dir, 'missing.mjs')],
    ['is not there (no build)', null],
  ])('a renderer that %s', async (_name, file) => {
    const t = await appWith(file);
    const response = await documentOf(t, '/home/apply', await t.login('citizen'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(scriptOf(response.body, 'boot-answers')).not.toBeNull();
    expect(scriptOf(response.body, 'page-state')).toBeNull();
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('a renderer that takes longer than its budget', async () => {
    const t = await appWith(HANGING);
    const cookies = await t.login('citizen');
    const response = await documentOf(t, '/home/apply', cookies);
    expect(response.body).toContain('<div id="root"></div>');
    expect(scriptOf(response.body, 'boot-answers')).not.toBeNull();
  });
});
