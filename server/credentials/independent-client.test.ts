import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/local-servers.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { redeemWithSphereon, statusAt, verifyWithMeeco } from './test-kit.ts';

// An OpenID4VCI wallet Jigap does not use (Sphereon's client) redeems an offer the citizen made with
// the call the viewer's 다른 지갑에 담기 makes, over HTTP; an SD-JWT implementation Jigap does not use
// (Meeco's) verifies what it received. tests/e2e/credential-offer.spec.ts makes the offer in the
// viewer itself and reads it from the page.

let t: TestApp;
let origin: string;
let cookies: Cookies;
let rootPem: string;
const DOCUMENT = 'seed-citizen-resident-copy';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ publicUrl: origin });
  await t.app.listen({ port, host: '127.0.0.1' });
  cookies = await t.login('citizen');
  rootPem = await t.app.issuance.authority.rootPem();
});
afterAll(async () => {
  await t?.close();
});

async function offer(): Promise<{ offer: string; txCode: string }> {
  const response = await t.call('POST', `/api/v2/inbox/${DOCUMENT}/credential-offer`, cookies);
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

describe("another wallet takes a document's credential from the citizen's offer", () => {
  it('Sphereon reads the metadata, redeems the offer with its tx_code and its own key; Meeco verifies the SD-JWT VC: x5c to the demo CA, every digest in _sd, vct, cnf, status, exp', async () => {
    const { offer: uri, txCode } = await offer();
    expect(uri).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
    const { key, client, credential } = await redeemWithSphereon(uri, txCode);
    expect(client.getCredentialOfferConfigurationIds()).toEqual(['resident-registration-copy']);
    expect(client.endpointMetadata.credentialIssuerMetadata?.credential_configurations_supported).toHaveProperty('resident-registration-copy');

    const verified = await verifyWithMeeco(credential, rootPem);
    const document = (await t.app.issuance.documents.findById(DOCUMENT))!;
    expect(verified.header).toMatchObject({ typ: 'dc+sd-jwt', alg: 'ES256' });
    expect(verified.leaf.subjectAltName).toContain(`URI:${origin}`);
    expect(verified.signed).toMatchObject({ iss: origin, vct: `${origin}/vct/resident-registration-copy`, _sd_alg: 'sha-256' });
    expect(verified.signed.exp).toBe(Math.floor(Date.parse(document.expiresAt) / 1000));
    expect(verified.signed.cnf).toEqual({ jwk: { kty: 'EC', crv: 'P-256', x: key.publicJwk.x, y: key.publicJwk.y } });
    // Every claim was a disclosure: the signed payload holds digests only, and Meeco placed each.
    expect(Object.keys(verified.signed).sort()).toEqual(['_sd', '_sd_alg', 'cnf', 'exp', 'iat', 'iss', 'status', 'vct']);
    expect(verified.disclosureCount).toBeGreaterThan(10);
    expect(verified.claims).toMatchObject({ person: { address: expect.any(String) }, household: { members: expect.any(Array) }, document: { viewNumber: expect.any(String) } });
    // The verifier's own check bites: a disclosure no digest carries is refused.
    const stray = Buffer.from(JSON.stringify(['c2FsdA', 'made', 'up'])).toString('base64url');
    await expect(verifyWithMeeco(`${credential.replace(/~$/, '')}~${stray}~`, rootPem)).rejects.toThrow(/does not carry/);

    const entry = (verified.signed.status as { status_list: { idx: number; uri: string } }).status_list;
    expect(entry.uri).toMatch(new RegExp(`^${origin}/status/[0-9a-f]{16}$`));
    const read = async () => {
      const response = await fetch(entry.uri);
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      return statusAt(await response.text(), response.headers.get('content-type') ?? '', entry, rootPem);
    };
    expect(await read()).toBe(0);
    const revoked = await fetch(`${origin}/sim/agency/revocations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documentId: DOCUMENT }) });
    expect(revoked.status).toBe(200);
    expect(await read()).toBe(1);
  }, 60_000);
});
