import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { SigningAuthority } from '../issuance/signing/authority.ts';

/** The one algorithm the issuer signs with and accepts key proofs in (P-256). */
export const SIGNING_ALG = 'ES256';

/**
 * The credential issuer's key: its certificate is the demo CA's (authority.credentialIssuer), so
 * credentials, status list tokens and access tokens all chain to the root the PDFs' signatures do.
 */
export interface IssuerKey {
  privateKey: KeyObject;
  /** The private key as a JWK (the SD-JWT library's signer takes one). */
  privateJwk: JWK;
  publicJwk: JWK;
  /** The JWK thumbprint: the key's id in the issuer's JWKS. */
  kid: string;
  /** The certificate and the chain above it, base64 DER, leaf first (the JOSE header's x5c). */
  x5c: string[];
}

const loaded = new WeakMap<SigningAuthority, Map<string, Promise<IssuerKey>>>();

async function load(authority: SigningAuthority, origin: string): Promise<IssuerKey> {
  const signer = await authority.credentialIssuer(origin);
  const privateKey = createPrivateKey(signer.privateKeyPem);
  const publicJwk = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateKey,
    privateJwk: await exportJWK(privateKey),
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
    kid,
    x5c: [signer.certificate.toString('base64')],
  };
}

/** The issuer's key at `origin`, made on first use and read once per process. */
export function issuerKeyOf(authority: SigningAuthority, origin: string): Promise<IssuerKey> {
  let byOrigin = loaded.get(authority);
  if (!byOrigin) loaded.set(authority, (byOrigin = new Map()));
  let key = byOrigin.get(origin);
  if (!key) {
    key = load(authority, origin);
    key.catch(() => byOrigin.delete(origin));
    byOrigin.set(origin, key);
  }
  return key;
}
