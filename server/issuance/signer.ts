import { createHash, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { IssuedDocumentsRepo, IssuerKey } from '../db/issued-documents.ts';

export const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

/** The issuer's Ed25519 key, generated once and kept in the database. */
export function issuerKey(repo: IssuedDocumentsRepo, issuerName: string, now: string): IssuerKey {
  const existing = repo.issuerKey(issuerName);
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return repo.addIssuerKey(
    {
      id: `JG-KEY-${sha256(der).toString('hex').slice(0, 16).toUpperCase()}`,
      issuerName,
      publicKey: publicPem,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    now,
  );
}

export interface DetachedSignature {
  /** Hex SHA-256 of the PDF bytes. */
  sha256: string;
  /** Base64 Ed25519 signature over the 32 bytes of that hash. */
  signature: string;
  keyId: string;
}

/** Signs the hash of the PDF: the signature travels beside the file, never inside it. */
export function signPdf(pdf: Uint8Array, key: IssuerKey): DetachedSignature {
  const digest = sha256(pdf);
  return { sha256: digest.toString('hex'), signature: sign(null, digest, key.privateKey).toString('base64'), keyId: key.id };
}

export function verifyPdf(pdf: Uint8Array, signature: string, publicKeyPem: string): boolean {
  return verify(null, sha256(pdf), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
}
