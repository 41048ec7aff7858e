import { createHash, createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import type { CallbackContext, Jwk } from '@openid4vc/oauth2';
import { CompactEncrypt, compactDecrypt, importJWK, SignJWT, type JWK } from 'jose';
import { issuerCallbacks } from '../credentials/oauth-callbacks.ts';

/** The one algorithm requests are signed in; answers are encrypted with ECDH-ES to a P-256 key. */
export const REQUEST_SIGNING_ALG = 'ES256';
export const RESPONSE_ENCRYPTION_ALG = 'ECDH-ES';
export const RESPONSE_ENCRYPTION_ENCS = ['A128GCM', 'A256GCM'];

const HASHES: Record<string, string> = { 'sha-256': 'sha256', 'sha-384': 'sha384', 'sha-512': 'sha512' };
const hash: CallbackContext['hash'] = (data, alg) => new Uint8Array(createHash(HASHES[alg] ?? 'sha256').update(data).digest());

/** The subjectAltName names of a certificate (base64 DER), as the client id prefixes x509_san_dns and x509_san_uri read them. */
export function certificateNames(certificate: string): { sanDnsNames: string[]; sanUriNames: string[] } {
  const names = (new X509Certificate(Buffer.from(certificate, 'base64')).subjectAltName ?? '').split(', ');
  const of = (prefix: string) => names.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
  return { sanDnsNames: of('DNS:'), sanUriNames: of('URI:') };
}

/** Encrypts an answer (a JWE, compact) to the verifier's public key with jose. */
const encryptJwe: CallbackContext['encryptJwe'] = async (encryptor, data) => {
  const header: { alg: string; enc: string } & Record<string, string> = { alg: encryptor.alg, enc: encryptor.enc };
  if (encryptor.publicJwk.kid) header.kid = encryptor.publicJwk.kid;
  if (encryptor.apu) header.apu = encryptor.apu;
  if (encryptor.apv) header.apv = encryptor.apv;
  const key = await importJWK(encryptor.publicJwk as JWK, encryptor.alg);
  const jwe = await new CompactEncrypt(new TextEncoder().encode(data)).setProtectedHeader(header).encrypt(key);
  return { encryptionJwk: encryptor.publicJwk, jwe };
};

/** Decrypts an answer with the request's private key (jose); anything else is not decrypted. */
export function decryptWith(privateJwk: JWK): CallbackContext['decryptJwe'] {
  return async (jwe) => {
    try {
      const key = await importJWK(privateJwk, RESPONSE_ENCRYPTION_ALG);
      const { plaintext } = await compactDecrypt(jwe, key, { keyManagementAlgorithms: [RESPONSE_ENCRYPTION_ALG], contentEncryptionAlgorithms: RESPONSE_ENCRYPTION_ENCS });
      return { decrypted: true, decryptionJwk: privateJwk as Jwk, payload: new TextDecoder().decode(plaintext) };
    } catch {
      return { decrypted: false };
    }
  };
}

/** Signs with a private key and names its certificate chain in x5c (a verifier's request object). */
export function signWith(privateKeyPem: string, x5c: string[]): CallbackContext['signJwt'] {
  return async (_signer, { header, payload }) => {
    const key = createPrivateKey(privateKeyPem);
    const jwt = await new SignJWT(payload).setProtectedHeader({ ...header, alg: REQUEST_SIGNING_ALG, x5c }).sign(key);
    const leaf = new X509Certificate(Buffer.from(x5c[0]!, 'base64'));
    return { jwt, signerJwk: leaf.publicKey.export({ format: 'jwk' }) as Jwk };
  };
}

export type Oid4vpCallbacks = Omit<CallbackContext, 'clientAuthentication'>;

/**
 * What @openid4vc/openid4vp asks of its host, for either side: hashing and randomness
 * (node:crypto), JWTs signed and verified with jose (a JWT's own x5c or jwk key, ES256), answers
 * encrypted and decrypted with jose, certificate names read with Node's X.509. Whether a
 * certificate is trusted is not the library's question: the holder checks the chain itself.
 */
export function oid4vpCallbacks(options: { fetch?: CallbackContext['fetch']; signJwt?: CallbackContext['signJwt']; decryptJwe?: CallbackContext['decryptJwe'] } = {}): Oid4vpCallbacks {
  const base = issuerCallbacks(() => Promise.reject(new Error('no signing key here')), 'about:blank');
  return {
    hash,
    generateRandom: (bytes) => new Uint8Array(randomBytes(bytes)),
    verifyJwt: base.verifyJwt,
    signJwt: options.signJwt ?? (() => Promise.reject(new Error('this side signs nothing'))),
    encryptJwe,
    decryptJwe: options.decryptJwe ?? (() => ({ decrypted: false })),
    getX509CertificateMetadata: certificateNames,
    fetch: options.fetch ?? ((() => Promise.reject(new Error('this side fetches nothing'))) as CallbackContext['fetch']),
  };
}
