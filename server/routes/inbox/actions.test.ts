import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { DAY_MS } from '../../time.ts';
import { pdfsig } from '../../test/pdfsig.ts';
import { openPdf } from '../../test/pdf-text.ts';

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
beforeAll(async () => {
  t = await buildTestApp();
  [citizen, receiver] = [await t.login('citizen'), await t.login('receiver')];
});
afterAll(async () => {
  await t.close();
});

const RESIDENT = 'seed-citizen-resident-copy';
const HEALTH = 'seed-citizen-health-history';
const TAX = 'seed-citizen-tax-paid';
const BUILDING = 'seed-citizen-building-paid';

const deletedAt = async (id: string) => (await t.app.db.get<{ deleted_at: string | null }>('SELECT deleted_at FROM documents WHERE id = ?', [id]))?.deleted_at;
const inboxIds = async (cookies: Cookies) =>
  (await t.call('GET', '/api/v2/inbox', cookies)).json().result.map((d: { id: string }) => d.id) as string[];
const expectInvalid = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
};

describe('POST /api/v2/inbox/delete (000 §2.3, §7)', () => {
  it.each([
    ['no body', undefined],
    ['no documentIds', {}],
    ['an empty list', { documentIds: [] }],
    ['11 documents (the selection holds 10)', { documentIds: Array.from({ length: 11 }, (_, i) => `d${i}`) }],
    ['the same id twice', { documentIds: [RESIDENT, RESIDENT] }],
    ['a null', { documentIds: [null] }],
    ['an id with a slash', { documentIds: ['../etc'] }],
    ['a 101-character id', { documentIds: ['x'.repeat(101)] }],
    ['a megabyte id', { documentIds: ['x'.repeat(1_000_000)] }],
    ['an unknown field', { documentIds: [RESIDENT], force: true }],
    ['a string instead of a list', { documentIds: { 0: RESIDENT } }],
  ])('%s answers 400 INVALID_PARAM and deletes nothing', async (_name, body) => {
    expectInvalid(await t.call('POST', '/api/v2/inbox/delete', citizen, body));
    expect(await deletedAt(RESIDENT)).toBeNull();
  });

  it('one id of another user (or unknown) answers 404 NOT_FOUND and deletes none of the list', async () => {
    for (const foreign of ['nope', 'seed-citizen-tax-paid']) {
      const cookies = foreign === 'nope' ? citizen : receiver;
      const ids = foreign === 'nope' ? [RESIDENT, foreign] : [foreign];
      const response = await t.call('POST', '/api/v2/inbox/delete', cookies, { documentIds: ids });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await deletedAt(RESIDENT)).toBeNull();
    expect(await deletedAt(TAX)).toBeNull();
  });

  it('without a session answers 401; a number where an id (text) belongs is INVALID_PARAM (bodies are not coerced); nothing is deleted', async () => {
    expect((await t.call('POST', '/api/v2/inbox/delete', {}, { documentIds: [HEALTH] })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [HEALTH, 42] })).json().code).toBe('INVALID_PARAM');
    expect(await deletedAt(HEALTH)).toBeNull();
  });

  it('deletes for good: gone from the list, DOCUMENT_NOT_FOUND after; a repeated delete deletes nothing more', async () => {
    const cookies = await t.login('citizen');
    const first = await t.call('POST', '/api/v2/inbox/delete', cookies, { documentIds: [HEALTH] });
    expect(first.json()).toEqual({ result: { deleted: 1 } });
    expect(await inboxIds(cookies)).not.toContain(HEALTH);
    expect((await t.call('GET', `/api/v2/inbox/${HEALTH}/viewer`, cookies)).json().code).toBe('DOCUMENT_NOT_FOUND');
    expect((await t.call('POST', '/api/v2/inbox/delete', cookies, { documentIds: [HEALTH] })).json()).toEqual({ result: { deleted: 0 } });
  });

  it('a document a sent record refers to leaves the inbox, but its recipient can still read it', async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    await t.app.db.transaction(() =>
      t.app.repos.distributions.recordSubmission({
        distributionId: 'dv-delete',
        sender: { userId: 'citizen', name: '김민준' },
        receiver: { userId: 'receiver', name: '이서연' },
        documents: [{ id: BUILDING, name: '건축물대장', issuerName: '국토교통부', expiresAt }],
        pin: '4321',
        at: new Date().toISOString(),
      }),
    );
    expect((await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: [BUILDING] })).json().result.deleted).toBe(1);
    expect(await inboxIds(citizen)).not.toContain(BUILDING);
    const viewer = await t.call('GET', `/api/v2/distribution/dv-delete/document/${BUILDING}/viewer`, receiver);
    const file = await t.call('GET', viewer.json().result.url, receiver);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('GET /api/v2/inbox/{id}/download?pinCode= (000 §2.3, §5, §7): the PDF encrypted with the 6-digit password', () => {
  const downloadUrl = async (id: string, pinCode: string, cookies = citizen) => {
    const response = await t.call('GET', `/api/v2/inbox/${id}/download?pinCode=${pinCode}`, cookies);
    expect(response.statusCode).toBe(200);
    return response.json().result.url as string;
  };

  it('the saved file does not open without its password, nor with another; it opens with it', async () => {
    const url = await downloadUrl(TAX, '246813');
    expect(url).toMatch(/^\/api\/v2\/document-download\/[\w-]+\.[\w-]+$/);
    expect(url).not.toContain('246813');
    const file = await t.call('GET', url, citizen);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('납세증명서(국세완납증명).pdf')}`);
    const bytes = file.rawPayload;
    expect(await openPdf(bytes)).toEqual({ opened: false, reason: 'PASSWORD_NEEDED' });
    expect(await openPdf(bytes, '135792')).toEqual({ opened: false, reason: 'WRONG_PASSWORD' });
    const opened = await openPdf(bytes, '246813');
    const stored = (await t.app.issuance.documents.findById(TAX))!;
    expect(opened.opened && opened.text).toContain(stored.documentNumber);
    expect(opened.opened && opened.text).toContain(stored.holderName);
    // Not a byte of the signed original is sent in clear.
    const original = await t.app.issuance.issuer.bytes(stored);
    expect(bytes.equals(original)).toBe(false);
    expect(bytes.includes(Buffer.from('JG-'))).toBe(false);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['12345%20'], [''], ['123456&pinCode=654321'], ['%EF%BC%91%EF%BC%92%EF%BC%93%EF%BC%94%EF%BC%95%EF%BC%96']])(
    'pinCode=%s answers 400 INVALID_PARAM',
    async (pinCode) => {
      expectInvalid(await t.call('GET', `/api/v2/inbox/${TAX}/download?pinCode=${pinCode}`, citizen));
    },
  );

  it('takes the call as the spec writes it, documentId and pinCode in the query; a documentId other than the path’s is 400 INVALID_PARAM', async () => {
    const response = await t.call('GET', `/api/v2/inbox/${TAX}/download?documentId=${TAX}&pinCode=482913`, citizen);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.url).toMatch(/^\/api\/v2\/document-download\//);
    const other = await t.call('GET', `/api/v2/inbox/${TAX}/download?documentId=seed-citizen-resident-copy&pinCode=482913`, citizen);
    expectInvalid(other);
    expect(other.json().message).toContain('documentId');
    expectInvalid(await t.call('GET', `/api/v2/inbox/${TAX}/download?documentId=&pinCode=482913`, citizen));
    // Another user's document stays not found, whichever way it is named.
    expect((await t.call('GET', `/api/v2/inbox/${TAX}/download?documentId=${TAX}&pinCode=482913`, receiver)).json().code).toBe('NOT_FOUND');
  });

  it('no pinCode is 400; another user’s or an unknown document is 404 NOT_FOUND', async () => {
    expectInvalid(await t.call('GET', `/api/v2/inbox/${TAX}/download`, citizen));
    expect((await t.call('GET', `/api/v2/inbox/${TAX}/download?pinCode=123456`, receiver)).json().code).toBe('NOT_FOUND');
    expect((await t.call('GET', '/api/v2/inbox/nope/download?pinCode=123456', citizen)).json().code).toBe('NOT_FOUND');
  });

  it('the url is the owner’s alone, short-lived and unforgeable', async () => {
    const url = await downloadUrl(TAX, '111111');
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('GET', url, receiver)).json().code).toBe('NOT_FOUND');
    const token = url.slice(url.lastIndexOf('/') + 1);
    const [iv, sealed] = token.split('.') as [string, string];
    const flipped = `${iv}.${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [flipped, `${iv}.${iv}`, 'abc.def', `${'A'.repeat(16)}.${'B'.repeat(40)}`]) {
      expect((await t.call('GET', `/api/v2/document-download/${bad}`, citizen)).json().code).toBe('NOT_FOUND');
    }
    expect((await t.call('GET', `/api/v2/document-download/${'x'.repeat(300)}`, citizen)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/v2/document-download/${'x'.repeat(700)}`, citizen)).json().code).toBe('NOT_FOUND');
    const now = Date.now;
    Date.now = () => now() + 3 * 60_000;
    try {
      expect((await t.call('GET', url, citizen)).json().code).toBe('NOT_FOUND');
    } finally {
      Date.now = now;
    }
  });

  it('the saved copy carries the issuer’s signature inside the encrypted file: pdfsig with the password reports it valid over the whole file', async () => {
    const bytes = (await t.call('GET', await downloadUrl(TAX, '314159'), citizen)).rawPayload;
    const report = pdfsig(bytes, '314159');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toMatch(/Signer full Distinguished Name: CN=국세청,O=Jigap 데모 발급기관,C=KR/);
    expect(pdfsig(bytes)).not.toContain('Signature is Valid');
  });

  it('the public verification page recognises a protected copy as the genuine document', async () => {
    const bytes = (await t.call('GET', await downloadUrl(TAX, '222222'), citizen)).rawPayload;
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/verify', headers: { 'content-type': 'application/pdf' }, payload: bytes });
    expect(response.json().result).toMatchObject({ valid: true, protectedCopy: true, name: '납세증명서(국세완납증명)', issuerName: '국세청' });
  });
});
