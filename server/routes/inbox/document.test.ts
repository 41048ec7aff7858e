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
  it('a new database gives citizen its issued documents in the inbox (and those of its seeded sent records)', async () => {
    const inbox = (await t.call('GET', '/api/v2/inbox', citizen)).json();
    const ids = inbox.result.map((d: { id: string }) => d.id);
    expect(ids.slice(0, 3)).toEqual(['seed-citizen-resident-copy', 'seed-citizen-driving', 'seed-citizen-health-history']);
    expect(ids).toEqual(expect.arrayContaining(['seed-citizen-tax-paid', 'seed-citizen-pension', 'seed-citizen-local-tax']));
    expect(inbox.totalCount).toBe(ids.length);
    // receiver holds the documents it sent to citizen (server/db/seed-data/distributions.ts).
    const theirs = (await t.call('GET', '/api/v2/inbox', await t.login('receiver'))).json().result.map((d: { id: string }) => d.id);
    expect(theirs).toEqual(expect.arrayContaining(['seed-receiver-abstract', 'seed-receiver-health-card']));
  });
});

describe('GET /api/v2/inbox/{id}', () => {
  it('answers the inbox document (000 §3)', async () => {
    const response = await t.call('GET', `/api/v2/inbox/${SEEDED}`, citizen);
    expect(response.json().result).toEqual({
      id: SEEDED,
      name: '주민등록표 등본',
      issuerName: '행정안전부',
      issueDate: expect.stringMatching(/^\d{14}$/),
      remainingDays: 89,
      isPaid: false,
      packageName: null,
      packageId: null,
      order: 0,
      remainingSubmissionCount: null,
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

  it('a deleted document answers 404', async () => {
    t.app.db.run('UPDATE documents SET deleted_at = ? WHERE id = ?', [new Date().toISOString(), SEEDED]);
    expect((await t.call('GET', `/api/v2/inbox/${SEEDED}`, citizen)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).statusCode).toBe(404);
  });
});

describe('GET /api/v2/inbox/{id}/viewer and the file', () => {
  it('the viewer answers the url of the PDF; a seeded document renders and signs on its first view', async () => {
    const viewer = (await t.call('GET', `/api/v2/inbox/${SEEDED}/viewer`, citizen)).json().result;
    expect(viewer.url).toMatch(/^\/api\/v2\/document-file\/[\w-]+\.[\w-]+$/);
    expect(t.app.issuance.documents.findById(SEEDED)?.pdfFile).toBeNull();
    const file = await t.call('GET', viewer.url, citizen);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stored = t.app.issuance.documents.findById(SEEDED)!;
    expect(stored.pdfFile).toBe(`${SEEDED}.pdf`);
    expect(stored.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(file.headers['x-document-sha256']).toBe(stored.sha256);
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
});
