import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape-html.ts';
import { AppError } from '../errors.ts';
import { errorPageTexts } from '../messages.ts';
import { projectRoot } from '../schemas.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { ERROR_PAGE_STYLESHEET } from './error-handler.ts';

const ERROR_KEYS = ['buttons', 'code', 'message', 'reason', 'returnUrl', 'status', 'title'];

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let port: number;

/** Writes `request` byte for byte to a real socket (inject never reaches Node's HTTP parser) and reads the answer until the server closes. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

function expectSpecBody(answer: RawAnswer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(ERROR_KEYS);
  expect(body).toMatchObject({ code: 'INVALID_PARAM', title: '잘못된 요청입니다', message, status, buttons: [], reason: null, returnUrl: null });
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('requests Node’s HTTP parser refuses get the error body of 000 §8 too (a real socket: inject bypasses the parser)', () => {
  it('a 100 KB query string: 431 INVALID_PARAM, not Fastify’s English "Request Header Fields Too Large"', async () => {
    const answer = await send(`GET /api/v2/inbox?keyword=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectSpecBody(answer, 431, '입력값이 올바르지 않습니다: header');
  });

  it.each([
    ['a header line without a colon', 'GET /api/v2/inbox HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n', 'header'],
    ['Content-Length: abc', 'POST /api/v2/application HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n', 'header'],
    ['a garbage request line', 'HELLO THERE\r\n\r\n', 'request'],
  ])('%s: 400 INVALID_PARAM, not "Client Error"', async (_name, request, field) => {
    expectSpecBody(await send(request), 400, `입력값이 올바르지 않습니다: ${field}`);
  });

  it('a well-formed request on the same server is still answered as usual', async () => {
    const answer = await send('GET /api/v2/inbox/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectSpecBody(answer, 400, '입력값이 올바르지 않습니다: url');
  });
});

describe('a page a browser navigates to fails with the wallet’s error page', () => {
  it('shows the error body’s title and message and the way home, styled by the wallet’s stylesheet, with no inline code', async () => {
    const response = await t.app.inject({ url: '/sim/no-such-page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const { title, message } = new AppError('NOT_FOUND').body;
    const html = response.body;
    expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(html).toContain(`<h1 class="error-page__title">${escapeHtml(title)}</h1>`);
    expect(html).toContain(`<p class="error-page__message">${escapeHtml(message)}</p>`);
    expect(html).toContain(`<a class="error-page__home" href="/">${errorPageTexts.home}</a>`);
    expect(html).toContain(`<link rel="stylesheet" href="${ERROR_PAGE_STYLESHEET}">`);
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
    const css = await t.call('GET', ERROR_PAGE_STYLESHEET);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('.error-page__home');
  });

  it('keeps the wallet’s colours: the stylesheet mirrors src/styles/tokens.scss', () => {
    const tokens = readFileSync(join(projectRoot, 'src/styles/tokens.scss'), 'utf8');
    const css = readFileSync(join(projectRoot, 'public', ERROR_PAGE_STYLESHEET), 'utf8');
    const declared = (source: string, block: RegExp) => {
      const body = block.exec(source)?.[1] ?? '';
      return Object.fromEntries([...body.matchAll(/(--color-[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]));
    };
    const light = { ...declared(tokens, /@mixin light \{([^}]*)\}/), ...declared(tokens, /^:root \{([\s\S]*?)\n\}/m) };
    const dark = declared(tokens, /@mixin dark \{([^}]*)\}/);
    const pageLight = declared(css, /^:root \{([^}]*)\}/m);
    const pageDark = declared(css, /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/);
    expect(Object.keys(pageLight).length).toBeGreaterThan(3);
    for (const [name, value] of Object.entries(pageLight)) expect([name, value]).toEqual([name, light[name]]);
    for (const [name, value] of Object.entries(pageDark)) expect([name, value]).toEqual([name, dark[name]]);
  });
});
