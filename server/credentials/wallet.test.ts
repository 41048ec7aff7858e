import { calculateJwkThumbprint, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletCredentialsRepo } from '../db/wallet-credentials.ts';
import { createSigned, NORMAL, postForm, waitForState } from '../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { keyProof, statusAt, verifyWithMeeco, walletKey, type WalletKey } from './test-kit.ts';

// Jigap's own wallet: the credential of each document bound to the key the citizen's browser holds
// (registered as any wallet proves its key), issued with the document, bound again on a new device;
// and the agency's revocation, which the status list, the inbox and the log follow.

let t: TestApp;
let origin: string;
let rootPem: string;
const PHONE_A = 'phone-a-device';
const PHONE_B = 'phone-b-device';

beforeAll(async () => {
  t = await buildTestApp();
  origin = t.app.settings.publicUrl;
  rootPem = await t.app.issuance.authority.rootPem();
});
afterAll(async () => {
  await t.close();
});

const nonce = async (): Promise<string> => (await t.app.inject({ method: 'POST', url: '/oid4vci/nonce' })).json().c_nonce as string;
const register = async (cookies: Cookies, key: WalletKey, audience = origin) =>
  t.call('PUT', '/api/v2/wallet/holder-key', cookies, { proof: await keyProof(key, { audience, nonce: await nonce() }) });
const walletCredential = async (cookies: Cookies, id: string) => (await t.call('GET', `/api/v2/inbox/${id}/credential`, cookies)).json().result as {
  credential: string | null;
  vct: string | null;
  status: string;
  revokedAt: string | null;
};
const cnfOf = (credential: string) => (decodeJwt(credential.split('~')[0]!).cnf as { jwk: { x: string } }).jwk.x;

describe('Jigap’s own wallet holds each document as a credential bound to the browser’s key', () => {
  it('a device without a key has none yet; its key, proven with a fresh nonce, gets every held document’s credential bound to it', async () => {
    const phone = await t.login('citizen', { device: PHONE_A });
    expect(await walletCredential(phone, 'seed-citizen-tax-paid')).toMatchObject({ credential: null, vct: `${origin}/vct/national-tax-paid`, status: 'VALID', revokedAt: null });
    const key = await walletKey();
    const registered = await register(phone, key);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().result.thumbprint).toBe(await calculateJwkThumbprint(key.publicJwk));
    const held = await walletCredential(phone, 'seed-citizen-tax-paid');
    const verified = await verifyWithMeeco(held.credential!, rootPem);
    expect(verified.signed.vct).toBe(`${origin}/vct/national-tax-paid`);
    expect(cnfOf(held.credential!)).toBe(key.publicJwk.x);
    // Kept: the same credential is read back, not issued again.
    expect((await walletCredential(phone, 'seed-citizen-tax-paid')).credential).toBe(held.credential);
  });

  it('a document issued afterwards is stored as a credential bound to the main device’s key in the issuing transaction', async () => {
    const phone = await t.login('citizen', { device: PHONE_A });
    const key = await walletKey();
    expect((await register(phone, key)).statusCode).toBe(200);
    const id = await createSigned(t, phone, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, phone);
    const done = await waitForState(t, phone, id, 'COMPLETE');
    const stored = await new WalletCredentialsRepo(t.app.db, t.app.sealer).credential(String(done.documentId), await calculateJwkThumbprint(key.publicJwk));
    expect(stored?.credential).toMatch(/^ey[^~]+~/);
    expect(cnfOf(stored!.credential)).toBe(key.publicJwk.x);
    // Kept sealed: its disclosures hold the document's claims (docs/keys.md).
    const row = await t.app.db.get<{ credential: string }>('SELECT credential FROM wallet_credentials WHERE document_id = ?', [String(done.documentId)]);
    expect(row?.credential).toMatch(/^jge1:/);
  });

  it('on a new device (the device change) its new key gets the credentials again, bound to it', async () => {
    const before = await t.login('citizen', { device: PHONE_A });
    const oldKey = await walletKey();
    await register(before, oldKey);
    expect(cnfOf((await walletCredential(before, 'seed-citizen-resident-copy')).credential!)).toBe(oldKey.publicJwk.x);
    const after = await t.login('citizen', { device: PHONE_B });
    expect((await t.call('PUT', '/api/v1/user/device', after)).statusCode).toBe(200);
    const newKey = await walletKey();
    const registered = await register(after, newKey);
    expect(registered.json().result.rebound).toBeGreaterThanOrEqual(2);
    expect(cnfOf((await walletCredential(after, 'seed-citizen-resident-copy')).credential!)).toBe(newKey.publicJwk.x);
    // The old phone is no longer the main device: it reads nothing.
    expect((await t.call('GET', '/api/v2/inbox/seed-citizen-resident-copy/credential', before)).json()).toMatchObject({ code: 'MAIN_DEVICE_ONLY' });
  });

  it('a key proof for another audience, or without a nonce of this issuer, is refused as INVALID_PARAM and changes nothing', async () => {
    const phone = await t.login('citizen', { device: 'phone-c-device' });
    const key = await walletKey();
    const refused = await register(phone, key, 'https://elsewhere.example');
    expect(refused.json()).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
    const noNonce = await t.call('PUT', '/api/v2/wallet/holder-key', phone, { proof: await keyProof(key, { audience: origin }) });
    expect(noNonce.json()).toMatchObject({ code: 'INVALID_PARAM' });
    expect(await new WalletCredentialsRepo(t.app.db, t.app.sealer).key('citizen', 'phone-c-device')).toBeUndefined();
  });
});

describe('the simulated agency revokes a document', () => {
  it('its console lists the documents with 폐기; revoking flips the status bit, the inbox shows the date, the log records it, and it can no longer be offered', async () => {
    const phone = await t.login('citizen', { device: PHONE_A });
    await register(phone, await walletKey());
    const id = 'seed-citizen-resident-abstract';
    const credential = (await walletCredential(phone, id)).credential!;
    const entry = ((await verifyWithMeeco(credential, rootPem)).signed.status as { status_list: { idx: number; uri: string } }).status_list;
    const read = async () => {
      const response = await t.app.inject({ url: new URL(entry.uri).pathname });
      return statusAt(response.body, String(response.headers['content-type']), entry, rootPem);
    };
    expect(await read()).toBe(0);

    const console = await t.app.inject({ url: '/sim/agency' });
    expect(console.body).toContain('주민등록표 초본');
    expect(console.body).toContain('>폐기</button>');
    const revoked = await postForm(t, '/sim/agency/revocations', {}, { documentId: id });
    expect(revoked.statusCode).toBe(303);
    expect((await t.app.inject({ url: revoked.headers.location! })).body).toContain('폐기했어요');

    expect(await read()).toBe(1);
    const item = (await t.call('GET', `/api/v2/inbox/${id}`, phone)).json().result;
    expect(item.revokedAt).toMatch(/^\d{14}$/);
    expect(await walletCredential(phone, id)).toMatchObject({ status: 'REVOKED', revokedAt: item.revokedAt });
    expect((await t.call('GET', `/api/v2/activity?documentId=${id}&kind=REVOKED`, phone)).json().totalCount).toBe(1);
    expect((await t.call('POST', `/api/v2/inbox/${id}/credential-offer`, phone)).json()).toMatchObject({ code: 'ERROR', title: '폐기된 증명서예요' });
    // The API for tests answers JSON; an unknown document is not found and changes nothing.
    const again = await t.app.inject({ method: 'POST', url: '/sim/agency/revocations', payload: { documentId: id } });
    expect(again.json().result).toMatchObject({ documentId: id, revoked: false });
    expect((await t.app.inject({ method: 'POST', url: '/sim/agency/revocations', payload: { documentId: 'nope' } })).statusCode).toBe(404);
  });
});
