import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { VERIFY_MAX_BYTES, VERIFY_PER_MINUTE } from './index.ts';

let t: TestApp;
let genuine: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  genuine = await t.app.issuance.issuer.bytes((await t.app.issuance.documents.findById('seed-citizen-resident-copy'))!);
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each call from its own address, so the limiter is tested on its own. */
const verify = (payload: Buffer | string, contentType = 'application/pdf', remoteAddress = `10.0.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/v2/verify', headers: { 'content-type': contentType }, payload, remoteAddress });

describe('POST /api/v2/verify (public): is this PDF a genuine, unaltered Jigap document?', () => {
  it('an issued PDF is genuine: name, issuer, number, date and signer of its signed record, no session needed', async () => {
    const stored = (await t.app.issuance.documents.findById('seed-citizen-resident-copy'))!;
    const response = await verify(genuine);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      valid: true,
      reason: null,
      name: '주민등록표 등본',
      issuerName: '행정안전부',
      documentNumber: stored.documentNumber,
      issueDate: expect.stringMatching(/^\d{14}$/),
      signer: expect.stringContaining('CN=행정안전부'),
      protectedCopy: false,
      revokedAt: null,
    });
    expect((await verify(genuine, 'application/octet-stream')).json().result.valid).toBe(true);
  });

  it('one changed byte is ALTERED; another file is NOT_A_PDF; nothing of the record is told', async () => {
    const changed = Buffer.from(genuine);
    changed.writeUInt8(changed.readUInt8(changed.length - 30) ^ 1, changed.length - 30);
    expect((await verify(changed)).json().result).toEqual({
      valid: false,
      reason: 'ALTERED',
      name: null,
      issuerName: null,
      documentNumber: null,
      issueDate: null,
      signer: null,
      protectedCopy: false,
      revokedAt: null,
    });
    expect((await verify(Buffer.from('hello, world'))).json().result).toMatchObject({ valid: false, reason: 'NOT_A_PDF' });
  });

  it('a genuine PDF its agency revoked is 폐기된 (REVOKED), with its record and the date; its protected copy too', async () => {
    const id = 'seed-citizen-health-history';
    const document = (await t.app.issuance.documents.findById(id))!;
    const original = await t.app.issuance.issuer.bytes(document);
    const cookies = await t.login('citizen');
    const copyUrl = (await t.call('GET', `/api/v2/inbox/${id}/download?pinCode=123456`, cookies)).json().result.url as string;
    const copy = (await t.app.inject({ url: copyUrl, cookies })).rawPayload;
    expect((await verify(original)).json().result.valid).toBe(true);
    expect(await t.app.credentials.revoke(id)).toBe(true);
    expect(await t.app.credentials.revoke(id)).toBe(false);
    const revoked = (await verify(original)).json().result;
    expect(revoked).toMatchObject({ valid: false, reason: 'REVOKED', name: document.name, documentNumber: document.documentNumber, revokedAt: expect.stringMatching(/^\d{14}$/) });
    expect((await verify(copy)).json().result).toMatchObject({ valid: false, reason: 'REVOKED', protectedCopy: true });
  });

  it.each([
    ['an empty body', Buffer.alloc(0), 'application/pdf', 400],
    ['JSON', '{"pdf":"x"}', 'application/json', 400],
    // A content type the call does not read is 415, a body over its limit 413 (the same error body).
    ['a form', 'a=b', 'application/x-www-form-urlencoded', 415],
    ['text', '%PDF-1.3', 'text/plain', 400],
    ['a body over 5 MB', Buffer.alloc(VERIFY_MAX_BYTES + 1, 0x25), 'application/pdf', 413],
  ] as const)('%s answers INVALID_PARAM (%s, %s, status %s)', async (_name, payload, contentType, status) => {
    const response = await verify(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', status });
  });

  it(`is limited to ${VERIFY_PER_MINUTE} checks a minute per address (429 TOO_MANY_REQUESTS)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFY_PER_MINUTE; i++) statuses.push((await verify(Buffer.from('%PDF-'), 'application/pdf', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, VERIFY_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await verify(Buffer.from('%PDF-'), 'application/pdf', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
