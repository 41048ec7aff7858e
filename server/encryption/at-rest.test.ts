import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { JONGNO_BRANCH } from '../desk/test-kit.ts';
import { NORMAL, createSigned, waitForState } from '../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { captureLog } from '../test/log-capture.ts';
import { answer, deskOf, holderBrowser, openRequest, present } from '../verifier/test-kit.ts';
import { fromText, isSealed, isSealedText, keyIdOf } from './envelope.ts';
import { createKeyFile, KeyFile } from './key-file.ts';

const bytes = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

let t: TestApp;
let citizen: Cookies;
const log = captureLog();
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'error', stream: log.stream }, simLatencyMs: 50 });
  citizen = await t.login('citizen');
});
afterAll(async () => {
  await t.close();
});

/** The viewer's file of a document, through the wallet's calls. */
async function viewFile(id: string) {
  const viewer = await t.call('GET', `/api/v2/inbox/${id}/viewer`, citizen);
  expect(viewer.statusCode).toBe(200);
  return t.call('GET', viewer.json().result.url as string, citizen);
}

describe('what the database keeps of a citizen, sealed under the key it does not hold', () => {
  it('an issued document (its PDF and its form values), its application, the answer kept for a repeat, the link and PIN keys and the CA’s private keys are sealed; nothing of them is in the clear', async () => {
    const id = await createSigned(t, citizen, NORMAL, { 사용용도: '980315-1234567 회사 제출용' });
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    const { documentId } = await waitForState(t, citizen, id, 'COMPLETE');
    expect((await viewFile(documentId as string)).statusCode).toBe(200);

    const file = await t.app.db.get<{ pdf: Uint8Array; sha256: string }>('SELECT pdf, sha256 FROM document_files WHERE document_id = ?', [documentId as string]);
    expect(isSealed(file!.pdf)).toBe(true);
    expect(bytes(file!.pdf).includes('%PDF')).toBe(false);
    expect(file!.sha256).toMatch(/^bi:[0-9a-f]{64}$/);
    const forms = [
      (await t.app.db.get<{ form_data: string }>('SELECT form_data FROM documents WHERE id = ?', [documentId as string]))!.form_data,
      (await t.app.db.get<{ form_data: string; form_data_index: string }>('SELECT form_data, form_data_index FROM applications WHERE id = ?', [id]))!.form_data,
    ];
    for (const form of forms) {
      expect(isSealedText(form)).toBe(true);
      expect(form).not.toContain('980315');
    }
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/v2/application',
      cookies: citizen,
      headers: { 'idempotency-key': 'at-rest-key-0001' },
      payload: { data: { 문서종류: '납세증명서', 사용용도: '980315-1234567', 주소공개: true, 주민등록번호표기: '전체표기' }, returnUrl: '/x', noCallback: true },
    });
    expect(repeated.statusCode).toBe(200);
    const answer = await t.app.db.get<{ response_body: string; fingerprint: string }>("SELECT response_body, fingerprint FROM idempotency_keys WHERE idem_key = 'at-rest-key-0001'");
    expect(isSealedText(answer!.response_body)).toBe(true);
    expect(answer!.response_body).not.toContain(repeated.json().result.id);
    expect(answer!.fingerprint).toMatch(/^bi:[0-9a-f]{64}$/);
    for (const secret of await t.app.db.all<{ value: string }>('SELECT value FROM server_secrets')) expect(isSealedText(secret.value)).toBe(true);
    for (const key of await t.app.db.all<{ private_key: string }>('SELECT private_key FROM signing_certificates')) {
      expect(isSealedText(key.private_key)).toBe(true);
      expect(key.private_key).not.toContain('PRIVATE KEY');
    }
    // …and the wallet reads them all as before.
    expect((await t.call('GET', `/api/v2/inbox/${documentId as string}/reissue`, citizen)).json().result.formData).toMatchObject({ 사용용도: '980315-1234567 회사 제출용' });
  });
});

describe('a sealed value that is not its row’s fails loudly', () => {
  it('two documents’ files swapped: neither opens (500 and the error body), the log names the row, and neither shows the other document', async () => {
    const [a, b] = ['seed-citizen-resident-copy', 'seed-citizen-resident-abstract'];
    for (const id of [a, b]) expect((await viewFile(id)).statusCode).toBe(200);
    const fileOf = async (id: string) => (await t.app.db.get<{ pdf: Uint8Array }>('SELECT pdf FROM document_files WHERE document_id = ?', [id]))!.pdf;
    const [pdfA, pdfB] = [await fileOf(a), await fileOf(b)];
    await t.app.db.run('UPDATE document_files SET pdf = ? WHERE document_id = ?', [pdfB, a]);
    await t.app.db.run('UPDATE document_files SET pdf = ? WHERE document_id = ?', [pdfA, b]);
    for (const id of [a, b]) {
      const file = await viewFile(id);
      expect(file.statusCode).toBe(500);
      expect(file.json().code).toBe('ERROR');
      expect(log.text()).toContain(`a sealed value of document_files.pdf:${id} did not open`);
    }
    await t.app.db.run('UPDATE document_files SET pdf = ? WHERE document_id = ?', [pdfA, a]);
    await t.app.db.run('UPDATE document_files SET pdf = ? WHERE document_id = ?', [pdfB, b]);
    expect((await viewFile(a)).statusCode).toBe(200);
  });

  it('one flipped byte — in a file’s ciphertext, in the key id of a form value’s frame — fails loudly, never reads as something else', async () => {
    const id = 'seed-citizen-tax-paid';
    expect((await viewFile(id)).statusCode).toBe(200);
    const { pdf } = (await t.app.db.get<{ pdf: Uint8Array }>('SELECT pdf FROM document_files WHERE document_id = ?', [id]))!;
    const flipped = Buffer.from(pdf);
    flipped[flipped.length - 100]! ^= 0x01;
    await t.app.db.run('UPDATE document_files SET pdf = ? WHERE document_id = ?', [flipped, id]);
    expect((await viewFile(id)).statusCode).toBe(500);
    await t.app.db.run('UPDATE document_files SET pdf = ? WHERE document_id = ?', [pdf, id]);

    const { form_data: form } = (await t.app.db.get<{ form_data: string }>('SELECT form_data FROM documents WHERE id = ?', [id]))!;
    const frame = Buffer.from(form.slice('jge1:'.length), 'base64');
    frame[6]! ^= 0x01; // a letter of the data key id
    await t.app.db.run('UPDATE documents SET form_data = ? WHERE id = ?', [`jge1:${frame.toString('base64')}`, id]);
    const reissue = await t.call('GET', `/api/v2/inbox/${id}/reissue`, citizen);
    expect(reissue.statusCode).toBe(500);
    expect(reissue.body).not.toContain('사용용도');
    await t.app.db.run('UPDATE documents SET form_data = ? WHERE id = ?', [form, id]);
    expect((await t.call('GET', `/api/v2/inbox/${id}/reissue`, citizen)).statusCode).toBe(200);
  });
});

describe('what a desk received from a presentation, sealed under the organisation’s key', () => {
  it('the disclosed address and the key the answer was encrypted to are sealed, bound to their request: two requests’ claims swapped open neither (500, the log names the row)', async () => {
    const holder = await holderBrowser(t);
    const desk = await deskOf(t, JONGNO_BRANCH.name);
    const asked = [await desk.ask('address'), await desk.ask('address')];
    for (const request of asked) {
      const view = (await openRequest(t, holder, request.link)).json().result;
      expect((await answer(t, holder, view, await present(holder, view, [['person', 'address'], ['household', 'headName']]))).statusCode).toBe(200);
    }
    const organisation = (await t.app.db.get<{ owner: string; id: string }>("SELECT d.owner, d.id FROM data_keys d JOIN users u ON d.owner = 'user:' || u.id WHERE u.name = ?", [JONGNO_BRANCH.name]))!;
    const stored = async (id: string) =>
      (await t.app.db.get<{ claims: string; response_key: string }>('SELECT claims, response_key FROM presentation_results r JOIN presentation_requests q ON q.id = r.request_id WHERE q.id = ?', [id]))!;
    const [a, b] = [await stored(asked[0]!.id), await stored(asked[1]!.id)];
    for (const value of [a.claims, a.response_key]) {
      expect(isSealedText(value)).toBe(true);
      expect(keyIdOf(fromText(value))).toBe(organisation.id);
    }
    expect(a.claims).not.toContain('율곡로');
    expect(a.response_key).not.toContain('"d"');
    expect((await desk.request(asked[0]!.id)).result!.claims[0]).toMatchObject({ label: '현 주소', value: expect.stringContaining('율곡로 190') });

    await t.app.db.run('UPDATE presentation_results SET claims = ? WHERE request_id = ?', [b.claims, asked[0]!.id]);
    await t.app.db.run('UPDATE presentation_results SET claims = ? WHERE request_id = ?', [a.claims, asked[1]!.id]);
    for (const request of asked) {
      const view = await desk.call('GET', `/presentation-requests/${request.id}`);
      expect(view.statusCode).toBe(500);
      expect(view.json().code).toBe('ERROR');
      expect(view.body).not.toContain('율곡로');
      expect(log.text()).toContain(`a sealed value of presentation_results.claims:${request.id} did not open`);
    }
    await t.app.db.run('UPDATE presentation_results SET claims = ? WHERE request_id = ?', [a.claims, asked[0]!.id]);
    await t.app.db.run('UPDATE presentation_results SET claims = ? WHERE request_id = ?', [b.claims, asked[1]!.id]);
    expect((await desk.call('GET', `/presentation-requests/${asked[1]!.id}`)).statusCode).toBe(200);
    // The wallet moved to the presenting device: the other tests' calls come from the citizen's phone again.
    citizen = await t.login('citizen');
  });
});

describe('the key is the database’s, or nothing opens', () => {
  it('another key file stops the start with what it needs, and changes nothing; the database then still opens with its own', async () => {
    const other = join(mkdtempSync(join(tmpdir(), 'jigap-otherkey-')), 'master.key');
    createKeyFile(other);
    try {
      const before = await t.app.db.all('SELECT id, kek_id FROM data_keys ORDER BY id');
      await expect(buildApp({ dbPath: t.dbPath, databaseUrl: t.databaseUrl, clientDir: t.clientDir, keys: KeyFile.open(other) })).rejects.toThrow(
        /data keys are wrapped by the key-encryption key mk-[\w-]+, which the key file .*master\.key does not hold \(it holds mk-[\w-]+\)/,
      );
      expect(await t.app.db.all('SELECT id, kek_id FROM data_keys ORDER BY id')).toEqual(before);
      expect((await viewFile('seed-citizen-resident-copy')).statusCode).toBe(200);
    } finally {
      rmSync(join(other, '..'), { recursive: true, force: true });
    }
  });
});
