import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { renderSampleDocument } from '../sim/sample-document.ts';
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
const fileOf = async (app: TestApp, id: string, cookies: Cookies) =>
  (await app.call('GET', (await app.call('GET', `/api/v2/inbox/${id}/viewer`, cookies)).json().result.url, cookies)).rawPayload;

it('an issued document verifies from the signature inside it: its number, issuer, time of issue and signing certificate come back', async () => {
  const bytes = await fileOf(t, SEEDED, citizen);
  const stored = (await t.app.issuance.documents.findById(SEEDED))!;
  expect(await verifyIssuedPdf(t.app.issuance.documents, bytes)).toEqual({
    valid: true,
    documentId: SEEDED,
    documentNumber: stored.documentNumber,
    name: '주민등록표 등본',
    issuerName: '행정안전부',
    issuedAt: stored.issuedAt,
    signer: 'CN=행정안전부, O=Jigap 데모 발급기관, C=KR',
  });
});

it('one changed byte, a file that is not a PDF, or an unsigned PDF is not genuine', async () => {
  const bytes = await fileOf(t, SEEDED, citizen);
  const tampered = Buffer.from(bytes);
  tampered.writeUInt8(tampered.readUInt8(200) ^ 1, 200);
  expect(await verifyIssuedPdf(t.app.issuance.documents, tampered)).toEqual({ valid: false, reason: 'ALTERED' });
  const appended = Buffer.concat([bytes, Buffer.from('\n% appended\n')]);
  expect(await verifyIssuedPdf(t.app.issuance.documents, appended)).toEqual({ valid: false, reason: 'ALTERED' });
  expect(await verifyIssuedPdf(t.app.issuance.documents, Buffer.from('hello'))).toEqual({ valid: false, reason: 'NOT_A_PDF' });
  expect(await verifyIssuedPdf(t.app.issuance.documents, await renderSampleDocument('resident-registration-copy'))).toEqual({ valid: false, reason: 'NOT_SIGNED' });
});

it('a document signed by another installation’s authority is from an unknown issuer here', async () => {
  const other = await buildTestApp();
  try {
    const bytes = await fileOf(other, SEEDED, await other.login('citizen'));
    expect(await verifyIssuedPdf(other.app.issuance.documents, bytes)).toMatchObject({ valid: true });
    expect(await verifyIssuedPdf(t.app.issuance.documents, bytes)).toEqual({ valid: false, reason: 'UNKNOWN_ISSUER' });
  } finally {
    await other.close();
  }
});
