import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let citizen: Cookies;
beforeEach(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
});
afterEach(async () => {
  await t.close();
});

const SEEDED = 'seed-citizen-resident-copy';

describe('the seeded citizen’s documents', () => {
  it('a new database gives citizen every case of the inbox: paid, my-data, submitted once, expiring, expired', async () => {
    const inbox = (await t.call('GET', '/api/v2/inbox', citizen)).json();
    expect(inbox.totalCount).toBe(12);
    const byId = Object.fromEntries(inbox.result.map((d: { id: string }) => [d.id, d]));
    expect(inbox.result[0].name).toBe('주민등록표 등본');
    expect(byId['seed-citizen-building-paid']).toMatchObject({ isPaid: true, remainingSubmissionCount: 1 });
    expect(byId['seed-citizen-vehicle-submitted']).toMatchObject({ isPaid: true, remainingSubmissionCount: 0 });
    expect(byId['seed-citizen-pension-mydata']).toMatchObject({ isPaid: false, packageId: 'seed-package-loan', packageName: '한빛은행 대출 심사 서류' });
    expect(byId['seed-citizen-income-expiring'].remainingDays).toBe(7);
    expect(byId['seed-citizen-local-tax-expiry-day'].remainingDays).toBe(0);
    expect(byId['seed-citizen-premium-full-expired'].remainingDays).toBeLessThan(0);
    expect(new Set(inbox.result.map((d: { issuerName: string }) => d.issuerName)).size).toBe(7);
    // receiver holds only the documents it sent to citizen (server/db/seed-data/distributions.ts).
    const theirs = (await t.call('GET', '/api/v2/inbox', await t.login('receiver'))).json().result.map((d: { id: string }) => d.id);
    expect(theirs.every((id: string) => id.startsWith('seed-receiver-'))).toBe(true);
  });
});

describe('GET /api/v2/inbox/{id}', () => {
  it('answers the inbox document (000 §3)', async () => {
    const response = await t.call('GET', `/api/v2/inbox/${SEEDED}`, citizen);
    expect(response.json().result).toEqual({
      id: SEEDED,
      path: '주민등록표등본',
      name: '주민등록표 등본',
      issuerName: '행정안전부',
      issueDate: expect.stringMatching(/^\d{14}$/),
      remainingDays: 89,
      isPaid: false,
      packageName: null,
      packageId: null,
      order: 0,
      remainingSubmissionCount: null,
      revokedAt: null,
    });
  });

  it('another user’s or an unknown document answers 404 NOT_FOUND', async () => {
    const receiver = await t.login('receiver');
    for (const url of [`/api/v2/inbox/${SEEDED}`, `/api/v2/inbox/${SEEDED}/viewer`, '/api/v2/inbox/nope']) {
      const response = await t.call('GET', url, url.endsWith('nope') ? citizen : receiver);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('a deleted document answers 404 DOCUMENT_NOT_FOUND (000 §8.4), to its owner only', async () => {
    await t.app.db.run('UPDATE documents SET deleted_at = ? WHERE id = ?', [new Date().toISOString(), SEEDED]);
    for (const url of [`/api/v2/inbox/${SEEDED}`, `/api/v2/inbox/${SEEDED}/viewer`, `/api/v2/inbox/${SEEDED}/download?pinCode=123456`]) {
      const response = await t.call('GET', url, citizen);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', message: '삭제된 증명서입니다.', status: 404 });
      expect((await t.call('GET', url, await t.login('receiver'))).json().code).toBe('NOT_FOUND');
    }
  });

  it('an expired document is listed (만료) but answers 410 DOCUMENT_EXPIRED when read (000 §8.4)', async () => {
    const expired = 'seed-citizen-premium-full-expired';
    expect((await t.call('GET', `/api/v2/inbox/${expired}`, citizen)).json().result.remainingDays).toBeLessThan(0);
    for (const url of [`/api/v2/inbox/${expired}/viewer`, `/api/v2/inbox/${expired}/download?pinCode=123456`]) {
      const response = await t.call('GET', url, citizen);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'DOCUMENT_EXPIRED', message: '열람할 수 없는 문서입니다.', status: 410 });
    }
    // On its expiry day a document is still readable.
    expect((await t.call('GET', '/api/v2/inbox/seed-citizen-local-tax-expiry-day/viewer', citizen)).statusCode).toBe(200);
  });

  it('a document issued more than 90 days ago has left the inbox: DOCUMENT_EXPIRED', async () => {
    await t.app.db.run('UPDATE documents SET issued_at = ?, expires_at = ? WHERE id = ?', [
      new Date(Date.now() - 91 * 86_400_000).toISOString(),
      new Date(Date.now() + 30 * 86_400_000).toISOString(),
      SEEDED,
    ]);
    expect((await t.call('GET', `/api/v2/inbox/${SEEDED}`, citizen)).json().code).toBe('DOCUMENT_EXPIRED');
    expect((await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).json().code).toBe('DOCUMENT_EXPIRED');
  });
});

describe('GET /api/v2/inbox/{id}/viewer and the file', () => {
  it('the viewer answers the url of the PDF; a seeded document renders and signs on its first view', async () => {
    const viewer = (await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).json().result;
    expect(viewer.url).toMatch(/^\/api\/v2\/document-file\/[\w-]+\.[\w-]+$/);
    expect(await t.app.issuance.documents.file(SEEDED)).toBeUndefined();
    const file = await t.call('GET', viewer.url, citizen);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await t.app.issuance.documents.file(SEEDED))?.equals(file.rawPayload)).toBe(true);
    expect(file.rawPayload.toString('latin1')).toMatch(/\/ByteRange \[0 \d+ \d+ \d+\]/);
    expect(file.headers['x-document-sha256']).toBe(createHash('sha256').update(file.rawPayload).digest('hex'));
    const again = await t.call('GET', viewer.url, citizen);
    expect(again.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('the url works only for its owner, only for a while, and only as issued', async () => {
    const { url } = (await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).json().result;
    const notFound = async (link: string, cookies?: Cookies) => {
      const response = await t.call('GET', link, cookies);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    };
    await notFound(url);
    await notFound(url, await t.login('receiver'));
    const [payload, mac] = url.slice(url.lastIndexOf('/') + 1).split('.');
    const forged = Buffer.from(JSON.stringify([SEEDED, 'u:receiver', Date.now() + 60_000])).toString('base64url');
    await notFound(`/api/v2/document-file/${forged}.${mac}`, await t.login('receiver'));
    await notFound(`/api/v2/document-file/${payload}.${mac}x`, citizen);
    const expired = t.app.issuance.links.url(SEEDED, { kind: 'user', userId: 'citizen' }, Date.now() - 10 * 60_000);
    await notFound(expired, citizen);
    expect((await t.call('GET', url, citizen)).statusCode).toBe(200);
  });

  it('a url issued before the document is deleted answers 404 DOCUMENT_NOT_FOUND after the delete (000 §8.4)', async () => {
    const { url } = (await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).json().result;
    expect((await t.call('GET', url, citizen)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [SEEDED] })).json().result).toEqual({ deleted: 1 });
    const response = await t.call('GET', url, citizen);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', message: '삭제된 증명서입니다.' });
  });

  it('a url issued before the viewing period ends answers 410 DOCUMENT_EXPIRED after it (000 §8.4)', async () => {
    const { url } = (await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).json().result;
    await t.app.db.run('UPDATE documents SET expires_at = ? WHERE id = ?', ['2000-01-01T00:00:00.000Z', SEEDED]);
    const response = await t.call('GET', url, citizen);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_EXPIRED', message: '열람할 수 없는 문서입니다.' });
  });
});
