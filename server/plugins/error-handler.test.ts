import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseAvailability } from '../db/availability.ts';
import { escapeHtml } from '../escape-html.ts';
import { AppError, OUTAGE_RETRY_AFTER_SECONDS } from '../errors.ts';
import { errorPageTexts, outageText } from '../messages.ts';
import { projectRoot } from '../schemas.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { captureLog, type CapturedLog } from '../test/log-capture.ts';
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
  expect(body).toMatchObject({ code: 'INVALID_PARAM', title: '잘못된 요청이에요', message, status, buttons: [], reason: null, returnUrl: null });
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
    expectSpecBody(answer, 431, '입력값이 올바르지 않아요: header');
  });

  it.each([
    ['a header line without a colon', 'GET /api/v2/inbox HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n', 'header'],
    ['Content-Length: abc', 'POST /api/v2/application HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n', 'header'],
    ['a garbage request line', 'HELLO THERE\r\n\r\n', 'request'],
  ])('%s: 400 INVALID_PARAM, not "Client Error"', async (_name, request, field) => {
    expectSpecBody(await send(request), 400, `입력값이 올바르지 않아요: ${field}`);
  });

  it('a well-formed request on the same server is still answered as usual', async () => {
    const answer = await send('GET /api/v2/inbox/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectSpecBody(answer, 400, '입력값이 올바르지 않아요: url');
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

describe('while the database cannot be reached: a passing outage, 503 with Retry-After, not 500', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  let outage: TestApp;
  let log: CapturedLog;
  let cookies: Record<string, string>;
  let reachable: boolean;
  let availability: DatabaseAvailability;
  const logged = () => log.lines<{ level: number; msg: string }>();

  beforeAll(async () => {
    log = captureLog();
    outage = await buildTestApp({ logger: { level: 'info', stream: log.stream }, disableRequestLogging: true });
    cookies = await outage.login('citizen');
    reachable = false;
    availability = new DatabaseAvailability(async () => {
      if (!reachable) throw refused();
    });
    // The test's database is a SQLite file: it is given the watch a PostgreSQL one has, and a session read that finds the database gone.
    Object.assign(outage.app.db, { availability });
    const sessions = outage.app.repos.sessions;
    sessions.cached = () => undefined;
    sessions.findWithUser = () => {
      const error = refused();
      availability.failed(error);
      return Promise.reject(error);
    };
  });
  afterAll(async () => {
    availability.close();
    await outage.close();
  });

  it("every call that needs the database answers 503: the ERROR popup's body with the outage's words (000 §8.3 'temporarily unavailable, try again') and Retry-After", async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/status'],
      ['GET', '/api/v2/application/some-id'],
      ['POST', '/api/v2/application'],
    ] as const) {
      const answer = await outage.app.inject({ method, url, cookies, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({ code: 'ERROR', ...outageText, buttons: [], reason: null, returnUrl: null, status: 503 });
    }
  });

  it('a page a browser navigates to gets the error page with the same words, 503 and Retry-After', async () => {
    outage.app.repos.users.findById = () => Promise.reject(refused());
    const answer = await outage.app.inject({ url: '/sim/login?persona=citizen', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain(`<p class="error-page__message">${escapeHtml(outageText.message)}</p>`);
  });

  it('the refused calls are counted, not each logged: the database logs the outage once (server/plugins/db.ts)', async () => {
    await expect.poll(() => availability.up).toBe(false);
    const before = logged().length;
    for (let i = 0; i < 5; i++) expect((await outage.call('GET', '/api/v1/user/status', cookies)).statusCode).toBe(503);
    expect(logged().slice(before)).toEqual([]);
    const back = new Promise((resolve) => availability.onChange(resolve));
    reachable = true;
    expect(await back).toMatchObject({ up: true, refused: expect.any(Number) });
    expect(((await back) as { refused: number }).refused).toBeGreaterThanOrEqual(5);
  });

  it("a failure that is not the database's still answers 500 ERROR, logged with its request", async () => {
    outage.app.repos.sessions.findWithUser = () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')"));
    const answer = await outage.call('GET', '/api/v1/user/status', cookies);
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.json()).toMatchObject({ code: 'ERROR', status: 500, message: new AppError('ERROR').body.message });
    expect(logged().at(-1)).toMatchObject({ level: 50, msg: 'request failed' });
  });
});
