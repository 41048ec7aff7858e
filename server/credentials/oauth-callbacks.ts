import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import type { CallbackContext, Jwk } from '@openid4vc/oauth2';
import { compactVerify, importJWK, SignJWT, type JWK } from 'jose';
import { SIGNING_ALG, type IssuerKey } from './issuer-key.ts';

const HASHES: Record<string, string> = { 'sha-256': 'sha256', 'sha-384': 'sha384', 'sha-512': 'sha512' };

/** A key in a JWT header or the issuer's JWKS, checked and used with jose; ES256 only. */
async function verifyWith(publicJwk: Jwk, compact: string): Promise<boolean> {
  if (publicJwk.kty !== 'EC' || publicJwk.crv !== 'P-256') return false;
  try {
    await compactVerify(compact, await importJWK(publicJwk as JWK, SIGNING_ALG), { algorithms: [SIGNING_ALG] });
    return true;
  } catch {
    return false;
  }
}

const leafJwk = (x5c: string[]): Jwk | undefined => {
  try {
    return new X509Certificate(Buffer.from(x5c[0] ?? '', 'base64')).publicKey.export({ format: 'jwk' }) as Jwk;
  } catch {
    return undefined;
  }
};

export type IssuerCallbacks = Omit<CallbackContext, 'decryptJwe' | 'encryptJwe'>;

/**
 * What the OpenID4VCI and OAuth libraries ask of their host: hashing and randomness (node:crypto),
 * signing with the issuer's key and verifying with a JWT's own key (jose). `jwksUrl` is answered
 * from memory: the issuer reads its own JWKS (an access token's key) without a request.
 */
export function issuerCallbacks(key: () => Promise<IssuerKey>, jwksUrl: string): IssuerCallbacks {
  return {
    hash: (data, alg) => new Uint8Array(createHash(HASHES[alg] ?? 'sha256').update(data).digest()),
    generateRandom: (bytes) => new Uint8Array(randomBytes(bytes)),
    clientAuthentication: () => undefined,
    signJwt: async (_signer, { header, payload }) => {
      const issuer = await key();
      const jwt = await new SignJWT(payload).setProtectedHeader({ ...header, alg: SIGNING_ALG, kid: issuer.kid }).sign(issuer.privateKey);
      return { jwt, signerJwk: issuer.publicJwk as Jwk };
    },
    verifyJwt: async (signer, { compact }) => {
      const publicJwk = signer.method === 'jwk' ? signer.publicJwk : signer.method === 'x5c' ? leafJwk(signer.x5c) : undefined;
      if (!publicJwk || signer.alg !== SIGNING_ALG) return { verified: false };
      return (await verifyWith(publicJwk, compact)) ? { verified: true, signerJwk: publicJwk } : { verified: false, signerJwk: publicJwk };
    },
    fetch: async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url !== jwksUrl) return new Response(null, { status: 404 });
      return Response.json({ keys: [(await key()).publicJwk] });
    },
  };
}
