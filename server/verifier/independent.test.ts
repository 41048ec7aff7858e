import { createServer, type Server } from 'node:http';
import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { base64encode, combineSDJWT, createHashMapping, decodeDisclosures, decodeJWT, splitSDJWT } from '@meeco/sd-jwt';
import { defaultHasher } from '@sphereon/oid4vc-common';
import { PassBy, ResponseMode, ResponseType, RevocationVerification, RP, SupportedVersion } from '@sphereon/did-auth-siop';
import { CompactEncrypt, compactDecrypt, compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/local-servers.ts';
import type { WalletPresentation } from '../../contracts/generated/api.ts';
import { chainedLeaf, redeemWithSphereon, verifyWithMeeco } from '../credentials/test-kit.ts';
import { JONGNO_BRANCH } from '../desk/test-kit.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { answer, deskOf, holderBrowser, openRequest, present, type HolderBrowser } from './test-kit.ts';

// Against implementations Jigap does not use: a verifier built on Sphereon's @sphereon/did-auth-siop
// asks Jigap's wallet (through its HTTP endpoints, as a wallet app's backend) and verifies what it
// gets; an independent holder answers Jigap's desk with a credential it took through an offer.

let t: TestApp;
let citizen: HolderBrowser;
let verifierServer: Server;
let verifierUrl: string;
const served = new Map<string, string>();
const posted: Record<string, string>[] = [];

beforeAll(async () => {
  const [port, verifierPort] = [await freePort(), await freePort()];
  // The Sphereon verifier runs on this machine: the operator's allowance (JIGAP_OUTBOUND_ALLOW) lets the wallet call it.
  t = await buildTestApp({ publicUrl: `http://127.0.0.1:${port}`, outboundAllow: [`localhost:${verifierPort}`] });
  await t.app.listen({ port, host: '127.0.0.1' });
  citizen = await holderBrowser(t);
  verifierUrl = `http://localhost:${verifierPort}`;
  verifierServer = createServer((request, response) => {
    if (request.method === 'GET' && served.has(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'application/oauth-authz-req+jwt' }).end(served.get(request.url ?? ''));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posted.push(Object.fromEntries(new URLSearchParams(body)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => verifierServer.listen(verifierPort, '127.0.0.1', resolve));
});
afterAll(async () => {
  verifierServer?.close();
  await t?.close();
});

const ADDRESS = '서울특별시 종로구 율곡로 190, 101동 1502호 (원남동, 지갑아파트)';
const checkedBySphereon: boolean[] = [];

describe('a verifier built on Sphereon’s did-auth-siop asks Jigap’s wallet', () => {
  it('its signed request (x509_san_dns, a certificate of the demo CA, DCQL, direct_post.jwt) is shown and answered; Sphereon decrypts and verifies the answer', async () => {
    const origin = t.app.settings.publicUrl;
    const signer = await t.app.issuance.authority.verifier('스피어온 검증기', verifierUrl);
    const x5c = [signer.certificate.toString('base64')];
    const signingKey = createPrivateKey(signer.privateKeyPem);
    const { publicKey, privateKey } = await generateKeyPair('ECDH-ES', { crv: 'P-256', extractable: true });
    const encryption = { ...(await exportJWK(publicKey)), kid: 'sphereon-enc', use: 'enc', alg: 'ECDH-ES' } as JWK & { kid: string };
    const dcqlQuery = {
      credentials: [{ id: 'address', format: 'dc+sd-jwt', meta: { vct_values: [`${origin}/vct/resident-registration-copy`] }, claims: [{ path: ['person', 'address'] }] }],
    };
    const rp = RP.builder({ requestVersion: SupportedVersion.OID4VP_v1 })
      .withClientId('x509_san_dns:localhost')
      .withResponseType(ResponseType.VP_TOKEN)
      .withResponseMode(ResponseMode.DIRECT_POST_JWT)
      .withResponseUri(`${verifierUrl}/response`)
      .withDcqlQuery(dcqlQuery as never)
      .withRequestBy(PassBy.REFERENCE, `${verifierUrl}/request`)
      .withHasher(defaultHasher)
      .withSupportedVersions([SupportedVersion.OID4VP_v1])
      .withRevocationVerification(RevocationVerification.NEVER)
      .withPresentationVerification(async (presentation) => {
        // The SD-JWT itself with Meeco's implementation: the issuer's signature through x5c to the demo CA, each disclosure carried.
        const verified = await verifyWithMeeco(String(presentation).replace(/~[^~]+$/, '~'), await t.app.issuance.authority.rootPem());
        const shown = (verified.claims.person as Record<string, unknown> | undefined)?.address === ADDRESS && verified.claims.household === undefined;
        checkedBySphereon.push(shown);
        return { verified: shown };
      })
      .withCreateJwtCallback(async (_issuer, jwt) => new SignJWT(jwt.payload as Record<string, unknown>).setProtectedHeader({ ...jwt.header, alg: 'ES256', x5c }).sign(signingKey))
      .withVerifyJwtCallback(async (_verifier, jwt) => !!(await compactVerify(jwt.raw, new X509Certificate(signer.certificate).publicKey)))
      .withClientMetadata({
        client_id: 'x509_san_dns:localhost',
        client_name: '스피어온 검증기',
        passBy: PassBy.VALUE,
        jwks: { keys: [encryption] },
        vp_formats_supported: { 'dc+sd-jwt': { 'sd-jwt_alg_values': ['ES256'], 'kb-jwt_alg_values': ['ES256'] } },
        encrypted_response_enc_values_supported: ['A128GCM'],
      } as never)
      .build();
    const request = await rp.createAuthorizationRequestURI({
      correlationId: 'c-1',
      nonce: 'sphereon-nonce-0123456789',
      state: 'sphereon-state',
      jwtIssuer: { method: 'x5c', alg: 'ES256', x5c, issuer: 'x509_san_dns:localhost' } as never,
      requestByReferenceURI: `${verifierUrl}/request`,
      responseURI: `${verifierUrl}/response`,
      responseURIType: 'response_uri',
    });
    served.set('/request', request.requestObjectJwt!);
    const opened = await openRequest(t, citizen, request.encodedUri);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json().result as WalletPresentation;
    expect(view).toMatchObject({ status: 'READY', verifier: '스피어온 검증기', audience: 'x509_san_dns:localhost' });
    expect(view.claims).toEqual([{ id: 'claim-0', path: ['person', 'address'], label: '현 주소', optional: false, value: ADDRESS }]);
    const answered = await answer(t, citizen, view, await present(citizen, view, [['person', 'address']]));
    expect(answered.statusCode, answered.body).toBe(200);
    const jwe = posted.at(-1)!.response!;
    // Sphereon's JARM parser predates DCQL's object vp_token: the answer is decrypted with jose, then verified by Sphereon's RP.
    const { plaintext } = await compactDecrypt(jwe, privateKey);
    const payload = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
    const verified = await rp.verifyAuthorizationResponse(payload as never, { correlationId: 'c-1', dcqlQuery: dcqlQuery as never, nonce: 'sphereon-nonce-0123456789', state: 'sphereon-state', audience: 'x509_san_dns:localhost' });
    expect(checkedBySphereon).toEqual([true]);
    expect((verified.authorizationResponse.payload.vp_token as Record<string, string[]>).address).toHaveLength(1);
    // Sphereon's own checks bite: the same answer for another nonce is refused.
    await expect(rp.verifyAuthorizationResponse(payload as never, { correlationId: 'c-1', dcqlQuery: dcqlQuery as never, nonce: 'another-nonce-0123456789', state: 'sphereon-state', audience: 'x509_san_dns:localhost' })).rejects.toThrow();
    // 보낸 내역 keeps it; a deletion request cannot reach another verifier (OpenID4VP has none): the citizen is told to ask it directly.
    expect((await t.call('GET', `/api/v2/wallet/presentations/${view.id}`, citizen.cookies)).json().result).toMatchObject({ receiver: '스피어온 검증기', claimLabels: ['현 주소'], deletionByWallet: false });
    const asked = await t.call('POST', `/api/v2/wallet/presentation-requests/${view.id}/deletion-request`, citizen.cookies);
    expect(asked.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '이 기관에는 지갑에서 삭제를 요청할 수 없어요' });
  }, 60_000);
});

/** The disclosures an independent holder picks for each path (Meeco's decoding), walking from the signed payload's digests. */
async function disclosuresFor(credential: string, paths: readonly (readonly string[])[]): Promise<{ jwt: string; chosen: string[] }> {
  const { jwt, disclosures } = splitSDJWT(credential);
  const decoded = decodeDisclosures(disclosures);
  const byDigest = createHashMapping(decoded, (data: string) => base64encode(createHash('sha256').update(data).digest()));
  const chosen = new Set<string>();
  for (const path of paths) {
    let node = decodeJWT(jwt).payload as Record<string, unknown>;
    for (const step of path) {
      const digest = ((node._sd as string[] | undefined) ?? []).find((candidate) => byDigest[candidate]?.key === step);
      if (!digest) throw new Error(`no disclosure of ${path.join('.')}`);
      chosen.add(byDigest[digest]!.disclosure);
      node = byDigest[digest]!.value as Record<string, unknown>;
    }
  }
  return { jwt, chosen: [...chosen] };
}

describe('Jigap’s desk verifies a presentation an independent holder makes', () => {
  it('a wallet that took the credential through the citizen’s offer (Sphereon) answers the desk with Meeco’s SD-JWT and a jose key-binding JWT; the desk receives the two claims', async () => {
    const origin = t.app.settings.publicUrl;
    const cookies = await t.login('citizen');
    const offered = (await t.call('POST', '/api/v2/inbox/seed-citizen-resident-copy/credential-offer', cookies)).json().result as { offer: string; txCode: string };
    const { key, credential } = await redeemWithSphereon(offered.offer, offered.txCode);
    const desk = await deskOf(t, JONGNO_BRANCH.name);
    const request = await desk.ask('address');

    // The holder reads the request as any wallet: the request object at request_uri, its x5c chained to the demo CA, its client id the leaf's hash.
    const params = new URLSearchParams(request.link.split('?')[1]);
    const requestObject = await (await fetch(params.get('request_uri')!)).text();
    const header = decodeProtectedHeader(requestObject);
    const leaf = chainedLeaf(header.x5c, await t.app.issuance.authority.rootPem());
    const { payload } = await compactVerify(requestObject, leaf.publicKey);
    const object = JSON.parse(new TextDecoder().decode(payload)) as { client_id: string; nonce: string; state: string; response_uri: string; client_metadata: { jwks: { keys: (JWK & { kid: string })[] } } };
    expect(object.client_id).toBe(`x509_hash:${createHash('sha256').update(leaf.raw).digest('base64url')}`);
    expect(leaf.subject).toContain(`O=${JONGNO_BRANCH.name}`);

    const { jwt, chosen } = await disclosuresFor(credential, [['person', 'address'], ['household', 'headName']]);
    const presented = combineSDJWT(jwt, chosen);
    const kb = await new SignJWT({ nonce: object.nonce, aud: object.client_id, iat: Math.floor(Date.now() / 1000), sd_hash: createHash('sha256').update(presented).digest('base64url') })
      .setProtectedHeader({ alg: 'ES256', typ: 'kb+jwt' })
      .sign(key.privateKey);
    const encryption = object.client_metadata.jwks.keys[0]!;
    const body = JSON.stringify({ vp_token: { credential: [`${presented}${kb}`] }, state: object.state });
    const jwe = await new CompactEncrypt(new TextEncoder().encode(body)).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A128GCM', kid: encryption.kid }).encrypt(await importJWK(encryption, 'ECDH-ES'));
    const posted = await fetch(object.response_uri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ response: jwe }) });
    expect(posted.status, await posted.clone().text()).toBe(200);
    expect(object.response_uri.startsWith(origin)).toBe(true);

    const received = await desk.request(request.id);
    expect(received.status).toBe('ANSWERED');
    expect(received.result!.claims).toEqual([
      { label: '현 주소', value: ADDRESS },
      { label: '세대주 성명', value: '김민준' },
    ]);
    expect(received.result!.checks.every((check) => check.ok)).toBe(true);
  }, 60_000);
});
