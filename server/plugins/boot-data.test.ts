import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, CLIENT_INDEX_HTML, type TestApp } from '../test/build-test-app.ts';
import { bootReadsFor } from './boot-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Cookies = Record<string, string>;
const page = (url: string, cookies: Cookies = {}) =>
  t.app.inject({ method: 'GET', url: encodeURI(url), cookies, headers: { accept: 'text/html' } });

/** The answers written into a document, by URL; null when it has none. */
function answersIn(html: string): Record<string, unknown> | null {
  const match = html.match(/<script id="boot-answers" type="application\/json">(.*?)<\/script>/s);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe("a signed-in page's first answers come with its document", () => {
  it('the apply tab carries the startup checks and its first reads, each exactly what the call answers', async () => {
    const cookies = await t.login('citizen');
    const response = await page('/home/apply', cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answers = answersIn(response.body);
    const reads = ['/api/v2/home', '/api/v2/application/form', '/api/v2/inbox/expiring'];
    expect(Object.keys(answers ?? {})).toEqual(['/api/check', '/api/check/wallet-and-device', ...reads]);
    for (const url of ['/api/check/wallet-and-device', ...reads]) {
      expect(answers?.[url]).toEqual((await t.call('GET', url, cookies)).json());
    }
  });

  it('a form page and the viewer carry their own first reads', async () => {
    const cookies = await t.login('citizen');
    expect(Object.keys(answersIn((await page('/issue/주민등록표등본', cookies)).body) ?? {})).toContain('/api/v1/user/status');
    const viewer = answersIn((await page('/issued/viewer/seed-citizen-resident-copy', cookies)).body) ?? {};
    expect(Object.keys(viewer)).toEqual(expect.arrayContaining(['/api/v2/inbox/seed-citizen-resident-copy/viewer', '/api/v2/inbox/seed-citizen-resident-copy']));
    // Another user's document is not found: its reads are left out, the checks stay.
    const other = answersIn((await page('/issued/viewer/seed-worker-resident-copy', cookies)).body) ?? {};
    expect(Object.keys(other)).toEqual(['/api/check', '/api/check/wallet-and-device']);
  });

  it('without a session, on a page that reads nothing first, or when a startup check does not pass, the document is the plain one', async () => {
    expect((await page('/home/apply')).body).toBe(CLIENT_INDEX_HTML);
    const cookies = await t.login('citizen');
    expect((await page('/policy', cookies)).body).toBe(CLIENT_INDEX_HTML);
    // The persona signed in on another phone since: the wallet check answers 409 here, and the client makes the calls itself.
    await t.login('citizen', { device: 'another-phone' });
    const response = await page('/home/apply', cookies);
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).statusCode).toBe(409);
    expect(response.body).toBe(CLIENT_INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the written JSON cannot close its script element', async () => {
    const cookies = await t.login('citizen');
    const html = (await page('/home/apply', cookies)).body;
    const element = html.match(/<script id="boot-answers"[^>]*>(.*?)<\/script>/s)?.[1] ?? '';
    expect(element).not.toContain('<');
  });

  it('only plain document ids are read for the viewer', () => {
    expect(bootReadsFor('/issued/viewer/..')).toEqual([]);
    expect(bootReadsFor('/issued/viewer/a%2F..')).toEqual([]);
    expect(bootReadsFor('/issued/viewer/doc-1_A')).toHaveLength(4);
  });
});

describe('a process that listens makes the first reads over its own socket', () => {
  it('writes the same answers as the calls give, and never passes a request through inject', async () => {
    let origin: string | null = null;
    const own = await buildTestApp({ ownOrigin: () => origin });
    const server = createServer((request, response) => own.app.routing(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const cookies = await own.login('citizen');
      const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
      const inject = vi.spyOn(own.app, 'inject');
      const response = await fetch(`${origin}/home/apply`, { headers: { accept: 'text/html', cookie } });
      const answers = answersIn(await response.text());
      expect(inject).not.toHaveBeenCalled();
      inject.mockRestore();
      const reads = ['/api/v2/home', '/api/v2/application/form', '/api/v2/inbox/expiring'];
      expect(Object.keys(answers ?? {})).toEqual(['/api/check', '/api/check/wallet-and-device', ...reads]);
      for (const url of ['/api/check/wallet-and-device', ...reads]) expect(answers?.[url]).toEqual((await own.call('GET', url, cookies)).json());
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await own.close();
    }
  });
});
