import { TypeMetadataFormatSchema } from '@sd-jwt/sd-jwt-vc';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { MAX_TX_CODE_TRIES, NONCE_TTL_SECONDS } from './oid4vci.ts';
import { keyProof, verifyWithMeeco, walletKey, type WalletKey } from './test-kit.ts';

// The credential issuer's OpenID4VCI endpoints through the app (inject), each refusal with OAuth's
// error body: what a wallet may ask and what it is refused. independent-client.test.ts runs the
// whole exchange with a wallet Jigap does not use.

let t: TestApp;
let cookies: Cookies;
let origin: string;
const DOCUMENT = 'seed-citizen-health-history';

beforeAll(async () => {
  t = await buildTestApp();
  origin = t.app.settings.publicUrl;
  cookies = await t.login('citizen');
});
afterAll(async () => {
  await t.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const tokenRequest = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/oid4vci/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) });
const PRE_AUTH = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';

async function newOffer(document = DOCUMENT): Promise<{ code: string; txCode: string; uri: string }> {
  const response = await t.call('POST', `/api/v2/inbox/${document}/credential-offer`, cookies);
  expect(response.statusCode).toBe(200);
  const { offer, txCode } = response.json().result as { offer: string; txCode: string };
  const parsed = JSON.parse(new URL(offer).searchParams.get('credential_offer')!) as { grants: Record<string, { 'pre-authorized_code': string }> };
  return { code: parsed.grants[PRE_AUTH]!['pre-authorized_code'], txCode, uri: offer };
}

async function accessToken(document = DOCUMENT): Promise<string> {
  const { code, txCode } = await newOffer(document);
  const response = await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': code, tx_code: txCode });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

const nonce = async (): Promise<string> => (await t.app.inject({ method: 'POST', url: '/oid4vci/nonce' })).json().c_nonce as string;

const credentialRequest = (token: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/oid4vci/credential', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body });

const requestWith = async (token: string, key: WalletKey, proof?: { audience?: string; nonce?: string; iat?: number }) =>
  credentialRequest(token, {
    credential_configuration_id: 'health-insurance-eligibility-history',
    proofs: { jwt: [await keyProof(key, { audience: proof?.audience ?? origin, nonce: proof?.nonce ?? (await nonce()), iat: proof?.iat })] },
  });

/** An OAuth error answer: the status and `{ error, error_description }`, never cached. */
function expectOauthError(response: Awaited<ReturnType<typeof tokenRequest>>, status: number, error: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error, error_description: expect.any(String) });
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('the issuer publishes what a wallet needs to know', () => {
  it('issuer metadata: one dc+sd-jwt configuration per certificate folder, its name in Korean and English; the authorization server offers the pre-authorized code grant', async () => {
    const metadata = (await t.call('GET', '/.well-known/openid-credential-issuer')).json();
    const configurations = metadata.credential_configurations_supported as Record<string, { format: string; vct: string; credential_metadata: { display: { name: string; locale: string }[] } }>;
    expect(Object.keys(configurations)).toHaveLength(t.app.catalogue.entries().length);
    expect(configurations['resident-registration-copy']).toMatchObject({
      format: 'dc+sd-jwt',
      vct: `${origin}/vct/resident-registration-copy`,
      proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['ES256'] } },
      credential_metadata: { display: [{ name: '주민등록표 등본', locale: 'ko-KR' }, { name: 'Resident registration copy', locale: 'en' }] },
    });
    expect(metadata).toMatchObject({ credential_issuer: origin, credential_endpoint: `${origin}/oid4vci/credential`, nonce_endpoint: `${origin}/oid4vci/nonce` });
    const as = (await t.call('GET', '/.well-known/oauth-authorization-server')).json();
    expect(as).toMatchObject({ issuer: origin, token_endpoint: `${origin}/oid4vci/token`, grant_types_supported: [PRE_AUTH], 'pre-authorized_grant_anonymous_access_supported': true });
    const jwks = (await t.call('GET', '/oid4vci/jwks')).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('type metadata at the vct: names in ko-KR and en, every claim selectively disclosable and labelled with the document’s own labels', async () => {
    const response = await t.call('GET', '/vct/resident-registration-copy');
    expect(response.statusCode).toBe(200);
    const metadata = TypeMetadataFormatSchema.parse(response.json());
    expect(metadata.vct).toBe(`${origin}/vct/resident-registration-copy`);
    expect(metadata.display).toEqual([
      { locale: 'ko-KR', name: '주민등록표 등본' },
      { locale: 'en', name: 'Resident registration copy' },
    ]);
    const claims = metadata.claims ?? [];
    expect(claims.every((claim) => claim.sd === 'always')).toBe(true);
    const label = (path: (string | null)[]) => claims.find((claim) => JSON.stringify(claim.path) === JSON.stringify(path))?.display?.[0]?.label;
    expect(label(['person', 'address'])).toBe('현 주소');
    expect(label(['household', 'members'])).toBe('세대 구성원');
    expect(label(['household', 'members', null, 'name'])).toBe('성명');
    expect((await t.call('GET', '/vct/no-such-certificate')).statusCode).toBe(404);
  });
});

describe('offers (the viewer’s 다른 지갑에 담기) are the owner’s, single-use and short-lived', () => {
  it('an offer is a link with a 6-digit tx_code, recorded in the owner’s log; a double tap makes one', async () => {
    const headers = { 'idempotency-key': 'offer-double-tap-0001' };
    const [first, second] = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: `/api/v2/inbox/${DOCUMENT}/credential-offer`, cookies, headers })));
    expect(first!.json().result).toEqual(second!.json().result);
    expect(first!.json().result).toMatchObject({ offer: expect.stringMatching(/^openid-credential-offer:\/\//), txCode: expect.stringMatching(/^\d{6}$/), expiresAt: expect.stringMatching(/^\d{14}$/) });
    const log = (await t.call('GET', `/api/v2/activity?documentId=${DOCUMENT}&kind=CREDENTIAL_OFFERED`, cookies)).json();
    expect(log.totalCount).toBe(1);
  });

  it('another user’s document is NOT_FOUND; a paid or my-data document cannot be offered', async () => {
    const receiver = await t.login('receiver');
    expect((await t.call('POST', `/api/v2/inbox/${DOCUMENT}/credential-offer`, receiver)).json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await t.call('POST', '/api/v2/inbox/seed-citizen-building-paid/credential-offer', cookies)).json()).toMatchObject({ code: 'ERROR', status: 409 });
    expect((await t.call('POST', '/api/v2/inbox/seed-citizen-premium-full-expired/credential-offer', cookies)).json()).toMatchObject({ code: 'DOCUMENT_EXPIRED' });
  });

  it(`a wrong tx_code is invalid_grant with the tries left; the ${MAX_TX_CODE_TRIES}th spends the offer, and the right code is refused after`, async () => {
    const { code, txCode } = await newOffer();
    const wrong = String((Number(txCode) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= MAX_TX_CODE_TRIES; i++) {
      const response = await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': code, tx_code: wrong });
      expectOauthError(response, 400, 'invalid_grant');
      if (i < MAX_TX_CODE_TRIES) expect(response.json().error_description).toContain(`${MAX_TX_CODE_TRIES - i} tries left`);
    }
    expectOauthError(await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': code, tx_code: txCode }), 400, 'invalid_grant');
  });

  it('a second redemption of an offer is invalid_grant; an unknown code too; a missing tx_code is invalid_request; another grant is unsupported_grant_type', async () => {
    const { code, txCode } = await newOffer();
    const first = await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': code, tx_code: txCode });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), expires_in: expect.any(Number) });
    expectOauthError(await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': code, tx_code: txCode }), 400, 'invalid_grant');
    expectOauthError(await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': 'made-up', tx_code: '000000' }), 400, 'invalid_grant');
    const other = await newOffer();
    expectOauthError(await tokenRequest({ grant_type: PRE_AUTH, 'pre-authorized_code': other.code }), 400, 'invalid_request');
    expectOauthError(await tokenRequest({ grant_type: 'client_credentials' }), 400, 'unsupported_grant_type');
  });
});

describe('the credential endpoint checks the access token and the key proof', () => {
  it('a good request gets the credential bound to the proof’s key; the same access token again is invalid_token; the owner’s log says it was taken', async () => {
    const token = await accessToken();
    const key = await walletKey();
    const response = await requestWith(token, key);
    expect(response.statusCode, response.body).toBe(200);
    const credential = (response.json().credentials as { credential: string }[])[0]!.credential;
    const verified = await verifyWithMeeco(credential, await t.app.issuance.authority.rootPem());
    expect((verified.signed.cnf as { jwk: { x: string } }).jwk.x).toBe(key.publicJwk.x);
    expectOauthError(await requestWith(token, key), 401, 'invalid_token');
    const log = (await t.call('GET', `/api/v2/activity?documentId=${DOCUMENT}&kind=CREDENTIAL_TAKEN`, cookies)).json();
    expect(log.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('no access token is invalid_token with WWW-Authenticate; a made-up one too', async () => {
    const missing = await credentialRequest(undefined, { credential_configuration_id: 'x' });
    expectOauthError(missing, 401, 'invalid_token');
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expectOauthError(await credentialRequest('not-a-token', { credential_configuration_id: 'x' }), 401, 'invalid_token');
  });

  it('a replayed nonce is invalid_nonce (a nonce is accepted once), and so is a stale one', async () => {
    const key = await walletKey();
    const used = await nonce();
    expect((await requestWith(await accessToken(), key, { nonce: used })).statusCode).toBe(200);
    expectOauthError(await requestWith(await accessToken(), key, { nonce: used }), 400, 'invalid_nonce');
    const stale = (await t.app.credentials.protocol.nonce(Date.now() - (NONCE_TTL_SECONDS + 1) * 1000)).c_nonce;
    expectOauthError(await requestWith(await accessToken(), key, { nonce: stale }), 400, 'invalid_nonce');
    expectOauthError(await requestWith(await accessToken(), key, { nonce: 'never-handed-out' }), 400, 'invalid_nonce');
  });

  it('a nonce two requests race for is taken by one of them', async () => {
    const key = await walletKey();
    const shared = await nonce();
    const tokens = await Promise.all([accessToken(), accessToken()]);
    const answers = await Promise.all(tokens.map((token) => requestWith(token, key, { nonce: shared })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('a proof for another audience, an old proof and a proof its header’s key did not sign are invalid_proof; nothing is issued', async () => {
    const key = await walletKey();
    const token = await accessToken();
    expectOauthError(await requestWith(token, key, { audience: 'https://verifier.example' }), 400, 'invalid_proof');
    expectOauthError(await requestWith(token, key, { iat: Math.floor(Date.now() / 1000) - 3600 }), 400, 'invalid_proof');
    const other = await walletKey();
    const forged = await keyProof({ privateKey: other.privateKey, publicJwk: key.publicJwk }, { audience: origin, nonce: await nonce() });
    expectOauthError(await credentialRequest(token, { credential_configuration_id: 'health-insurance-eligibility-history', proofs: { jwt: [forged] } }), 400, 'invalid_proof');
    // The token was not spent by the refusals: a good proof still gets the credential.
    expect((await requestWith(token, key)).statusCode).toBe(200);
  });

  it('another configuration than the offer’s is unknown_credential_configuration; a malformed body is invalid_credential_request', async () => {
    const token = await accessToken();
    const key = await walletKey();
    const other = await credentialRequest(token, { credential_configuration_id: 'resident-registration-copy', proofs: { jwt: [await keyProof(key, { audience: origin, nonce: await nonce() })] } });
    expect(other.statusCode).toBe(400);
    expectOauthError(other, 400, 'unknown_credential_configuration');
    expectOauthError(await credentialRequest(token, { proofs: 'x' }), 400, 'invalid_credential_request');
  });

  it('the access token names the offer and this issuer as its audience', async () => {
    const claims = decodeJwt(await accessToken());
    expect(claims).toMatchObject({ iss: origin, aud: origin, sub: expect.stringMatching(/^co_/) });
  });
});
