import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { verifyIssuedPdf } from './verify.ts';

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
const fileOf = async (id: string) =>
  (await t.call('GET', (await t.call('GET', `/api/v2/inbox/${id}/viewer`, citizen)).json().result.url, citizen)).rawPayload;

it('an issued document verifies: its number, issuer and time of issue come back', async () => {
  const bytes = await fileOf(SEEDED);
  const stored = t.app.issuance.documents.findById(SEEDED)!;
  expect(await verifyIssuedPdf(t.app.issuance.documents, bytes)).toEqual({
    valid: true,
    documentId: SEEDED,
    documentNumber: stored.documentNumber,
    name: '주민등록표 등본',
    issuerName: '행정안전부',
    issuedAt: stored.issuedAt,
    signer: stored.keyId,
  });
});

it('one changed byte, another file or a stored signature that does not match is not genuine', async () => {
  const bytes = await fileOf(SEEDED);
  const tampered = Buffer.from(bytes);
  tampered.writeUInt8(tampered.readUInt8(tampered.length - 20) ^ 1, tampered.length - 20);
  expect(await verifyIssuedPdf(t.app.issuance.documents, tampered)).toEqual({ valid: false, reason: 'ALTERED' });
  expect(await verifyIssuedPdf(t.app.issuance.documents, Buffer.from('hello'))).toEqual({ valid: false, reason: 'NOT_A_PDF' });
  t.app.db.run('UPDATE documents SET signature = ? WHERE id = ?', [Buffer.alloc(64).toString('base64'), SEEDED]);
  expect(await verifyIssuedPdf(t.app.issuance.documents, bytes)).toEqual({ valid: false, reason: 'ALTERED' });
});
