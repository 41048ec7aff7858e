import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

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
