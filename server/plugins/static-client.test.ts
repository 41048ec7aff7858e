import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/vite/precompress.ts';
import { projectRoot } from '../schemas.ts';
import { buildTestApp, CLIENT_INDEX_HTML, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('serving the built client', () => {
  it.each(['/', '/home/apply', '/home/nope', '/issue/주민등록표등본', '/error/invalid_path', '/some/unknown/page'])(
    'a browser navigating to %s gets the client (which renders its own not-found page)',
    async (url) => {
      const response = await page(encodeURI(url));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CLIENT_INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('an unknown /api path answers 404 NOT_FOUND as JSON, even to a browser', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v9/nothing', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: expect.any(String),
        title: expect.any(String),
        buttons: [],
        reason: null,
        returnUrl: null,
        status: 404,
      });
    }
  });

  it.each([['curl’s', { accept: '*/*' }], ['a bare client’s', {}]])('%s GET of a page’s address gets the page, whatever Accept it sends', async (_who, headers) => {
    for (const url of ['/verify', '/home/apply', '/some/unknown/page']) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CLIENT_INDEX_HTML);
    }
  });

  it('a file’s address is never the page: a missing file is NOT_FOUND to any client, a page asked for as JSON too', async () => {
    for (const [url, accept] of [['/missing.png', '*/*'], ['/assets/gone-Ab12.js', '*/*'], ['/.well-known/nothing', '*/*'], ['/verify', 'application/json']]) {
      const response = await t.app.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('a request that does not accept HTML gets NOT_FOUND, not the page', async () => {
    const response = await t.app.inject({ url: '/missing.png', headers: { accept: 'image/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('hashed /assets/* files are cached for a year, immutable', async () => {
    const response = await t.call('GET', '/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('.mjs files are served as text/javascript (the pdf.js worker needs it)', async () => {
    const response = await t.call('GET', '/assets/pdf.worker-Zz99.mjs');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('responses are compressed when the browser accepts it', async () => {
    const response = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('public/ is served when the build lacks it (banners, the demo stylesheet)', async () => {
    expect((await t.call('GET', '/banners/resident-registration.svg')).statusCode).toBe(200);
  });
});

describe('a built client: the files the build compressed are sent as built', () => {
  const name = 'assets/built-Pr3c0mp1.js';
  const text = `console.log(${JSON.stringify('가나다 '.repeat(2000))});`;
  const other = 'assets/other-N0c0py00.css';
  let built: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // A build as Vite leaves it: public/'s files copied in, the text files compressed beside them.
    clientDir = mkdtempSync(join(tmpdir(), 'jigap-built-client-'));
    cpSync(join(projectRoot, 'public'), clientDir, { recursive: true });
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), CLIENT_INDEX_HTML);
    writeFileSync(join(clientDir, name), text);
    expect(await precompressFile(join(clientDir, name))).toBe(true);
    writeFileSync(join(clientDir, other), `a{color:red}\n`.repeat(200));
    built = await buildTestApp({ clientDir });
  });
  afterAll(async () => {
    await built.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('to a browser that accepts them, the brotli or the gzip copy; to one that does not, the file', async () => {
    for (const [accept, encoding, suffix, open] of [
      ['gzip, deflate, br', 'br', '.br', brotliDecompressSync],
      ['gzip', 'gzip', '.gz', gunzipSync],
    ] as const) {
      const response = await built.app.inject({ url: `/${name}`, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.equals(readFileSync(join(clientDir, name + suffix)))).toBe(true);
      expect(open(response.rawPayload).toString()).toBe(text);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await built.app.inject({ url: `/${name}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('a file without a copy is still served, compressed on the way (never a 404)', async () => {
    for (const url of [`/${other}`, '/banners/resident-registration.svg', '/favicon.svg']) {
      const response = await built.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
    }
    const css = await built.app.inject({ url: `/${other}`, headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.rawPayload).toString()).toBe(`a{color:red}\n`.repeat(200));
  });
});

describe('unexpected errors', () => {
  it('answer 500 ERROR with the default Korean text, never a stack trace', async () => {
    const broken = await buildTestApp();
    try {
      const cookies = await broken.login('citizen');
      await broken.app.db.close();
      broken.app.repos.users['findById'] = () => {
        throw new Error('database is gone');
      };
      const response = await broken.call('GET', '/api/v1/user', cookies);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        code: 'ERROR',
        message: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
        status: 500,
      });
      expect(response.body).not.toContain('database is gone');
    } finally {
      broken.app.db.close = async () => undefined;
      await broken.close();
    }
  });
});

describe('the bridge page has its own document (bridge.html, its shell pre-rendered)', () => {
  const BRIDGE_HTML = '<!doctype html><html lang="ko"><head><title>지갑</title></head><body><div id="root"><main>bridge</main></div></body></html>';

  it.each(['/', '/?utm_source=qr', '/layer/qr', `/layer/qr/${encodeURIComponent('주민등록표등본')}`, '/qr', `/qr/${encodeURIComponent('가족관계증명서')}?a=1`])(
    'a browser navigating to %s gets bridge.html',
    async (url) => {
      writeFileSync(join(t.clientDir, 'bridge.html'), BRIDGE_HTML);
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(BRIDGE_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it.each(['/home/apply', '/qrcode', '/layer', '/issue/주민등록표등본/layer/qr'])('%s still gets the app (index.html)', async (url) => {
    writeFileSync(join(t.clientDir, 'bridge.html'), BRIDGE_HTML);
    const response = await page(encodeURI(url));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CLIENT_INDEX_HTML);
  });

  it('without bridge.html (an older build) `/` gets index.html', async () => {
    rmSync(join(t.clientDir, 'bridge.html'), { force: true });
    const response = await page('/');
    expect(response.body).toBe(CLIENT_INDEX_HTML);
  });
});
