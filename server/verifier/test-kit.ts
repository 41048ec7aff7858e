import { calculateX509HashClientIdPrefixValue, Openid4vpVerifier } from '@openid4vc/openid4vp';
import { CompactEncrypt, decodeJwt, importJWK, type JWK } from 'jose';
import { createCertificate, newKeyPair } from '../issuance/signing/x509.ts';
import { oid4vpCallbacks, signWith } from './oid4vp-callbacks.ts';
import { keyProof, walletKey, type WalletKey } from '../credentials/test-kit.ts';
import { staffLogin } from '../desk/test-kit.ts';
import type { Cookies, TestApp } from '../test/build-test-app.ts';
import { presentCredential, type ClaimPath } from '../../shared/presentation.ts';
import type { DeskPresentation, WalletPresentation } from '../../contracts/generated/api.ts';

/** A citizen's browser for presentations: its session on a device and the key that device holds (registered). */
export interface HolderBrowser {
  cookies: Cookies;
  key: WalletKey;
}

export async function holderBrowser(t: TestApp, persona = 'citizen', device = 'presenting-phone'): Promise<HolderBrowser> {
  const cookies = await t.login(persona, { device });
  const key = await walletKey();
  const nonce = (await t.app.inject({ method: 'POST', url: '/oid4vci/nonce' })).json().c_nonce as string;
  const registered = await t.call('PUT', '/api/v2/wallet/holder-key', cookies, { proof: await keyProof(key, { audience: t.app.settings.publicUrl, nonce }) });
  if (registered.statusCode !== 200) throw new Error(`holder key: ${registered.body}`);
  return { cookies, key };
}

/** The desk of an organisation (a staff session): its calls for presentations. */
export async function deskOf(t: TestApp, organisation: string) {
  const cookies = await staffLogin(t, organisation);
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({ method, url: `/api/v1/desk${url}`, cookies, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    cookies,
    call,
    ask: async (templateId: string): Promise<DeskPresentation> => {
      const response = await call('POST', '/presentation-requests', { templateId });
      if (response.statusCode !== 200) throw new Error(`ask ${templateId}: ${response.body}`);
      return response.json().result as DeskPresentation;
    },
    request: async (id: string): Promise<DeskPresentation> => (await call('GET', `/presentation-requests/${id}`)).json().result as DeskPresentation,
  };
}

/** The citizen's wallet opening a request link (as the page does after a scan). */
export async function openRequest(t: TestApp, holder: HolderBrowser, link: string) {
  return t.call('POST', '/api/v2/wallet/presentation-requests', holder.cookies, { uri: link });
}

/** The presentation the browser makes: the chosen claims, a key-binding JWT for `binding` (the request's own by default). */
export function present(holder: HolderBrowser, view: WalletPresentation, paths: readonly ClaimPath[], binding: Partial<{ aud: string; nonce: string; iat: number }> = {}) {
  return presentCredential(view.credential!, paths, { aud: view.audience, nonce: view.nonce, iat: Math.floor(Date.now() / 1000), ...binding }, holder.key.privateKey);
}

export async function answer(t: TestApp, holder: HolderBrowser, view: WalletPresentation, presentation: string) {
  return t.call('POST', `/api/v2/wallet/presentation-requests/${view.id}/response`, holder.cookies, { presentation });
}

interface RequestObject {
  state: string;
  response_uri: string;
  client_metadata: { jwks: { keys: (JWK & { kid: string })[] } };
}
/** Request objects as a wallet fetched them (an answered request's request_uri is gone). */
const requestObjects = new Map<string, RequestObject>();

/**
 * An answer posted straight to the desk's response_uri, as any wallet posts one (jose encrypts it
 * to the request's key; not Jigap's own code): what the desk does with what it is given.
 */
export async function postToDesk(t: TestApp, request: DeskPresentation, presentation: string, overrides: { state?: string } = {}) {
  const requestUri = new URL(request.link.replace('openid4vp://', 'https://x/')).searchParams.get('request_uri')!;
  let object = requestObjects.get(request.id);
  if (!object) requestObjects.set(request.id, (object = decodeJwt((await t.app.inject({ url: new URL(requestUri).pathname })).body) as RequestObject));
  const key = object.client_metadata.jwks.keys[0]!;
  const body = JSON.stringify({ vp_token: { credential: [presentation] }, state: overrides.state ?? object.state });
  const jwe = await new CompactEncrypt(new TextEncoder().encode(body)).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A128GCM', kid: key.kid }).encrypt(await importJWK(key, 'ECDH-ES'));
  return t.app.inject({ method: 'POST', url: new URL(object.response_uri).pathname, payload: new URLSearchParams({ response: jwe }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/**
 * A request signed by a certificate of another authority (not the demo CA), by value
 * (`request=`), its client id the certificate's x509_hash: a wallet must refuse it.
 */
export async function foreignRequest(origin: string): Promise<string> {
  const root = newKeyPair();
  const rootName = { country: 'KR', organization: '가짜 인증기관', commonName: '가짜 인증기관' };
  const leaf = newKeyPair();
  const now = Date.now();
  const certificate = createCertificate({
    subject: { country: 'KR', organization: '한빛은행 종로지점', commonName: '한빛은행 종로지점' },
    publicKey: leaf.publicKey,
    issuer: { name: rootName, privateKeyPem: root.privateKeyPem, publicKey: root.publicKey },
    isAuthority: false,
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 86_400_000),
    altNames: { dnsNames: [new URL(origin).hostname] },
  });
  const x5c = [certificate.toString('base64')];
  const callbacks = oid4vpCallbacks({ signJwt: signWith(leaf.privateKeyPem, x5c) });
  const clientId = `x509_hash:${await calculateX509HashClientIdPrefixValue({ x509Certificate: x5c[0]!, hash: callbacks.hash })}`;
  const made = await new Openid4vpVerifier({ callbacks }).createOpenId4vpAuthorizationRequest({
    authorizationRequestPayload: {
      response_type: 'vp_token',
      client_id: clientId,
      response_uri: `${origin}/oid4vp/responses/pr_${'0'.repeat(24)}`,
      response_mode: 'direct_post',
      nonce: 'n-0123456789',
      dcql_query: { credentials: [{ id: 'credential', format: 'dc+sd-jwt', meta: { vct_values: [`${origin}/vct/resident-registration-copy`] }, claims: [{ path: ['person', 'address'] }] }] },
    },
    jar: { jwtSigner: { method: 'x5c', x5c, alg: 'ES256' }, expiresInSeconds: 300 },
  });
  return made.authorizationRequest;
}
