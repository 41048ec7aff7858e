import type { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { sha256, verifyPdf } from './signer.ts';

/** Why a file is not a genuine, unaltered Jigap document. */
export type VerificationFailure = 'NOT_A_PDF' | 'NOT_SIGNED' | 'ALTERED' | 'UNKNOWN_ISSUER';

export type Verification =
  | {
      valid: true;
      documentId: string;
      documentNumber: string;
      name: string;
      issuerName: string;
      /** ISO time of issue. */
      issuedAt: string;
      /** Id of the key (later: certificate) that signed it. */
      signer: string;
    }
  | { valid: false; reason: VerificationFailure };

/**
 * The one authenticity check: the wallet's panel, the public verification page and tests all
 * call this. Today a document's signature is detached (kept beside the file), so the file is
 * found by its hash and its stored signature checked with the issuer's key; issue 12 moves the
 * signature into the PDF itself, and only this function changes.
 */
export async function verifyIssuedPdf(repo: IssuedDocumentsRepo, bytes: Uint8Array): Promise<Verification> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return { valid: false, reason: 'NOT_A_PDF' };
  const document = repo.findBySha256(sha256(bytes).toString('hex'));
  if (!document) return { valid: false, reason: 'ALTERED' };
  if (!document.signature || !document.keyId) return { valid: false, reason: 'NOT_SIGNED' };
  const key = repo.issuerKeyById(document.keyId);
  if (!key || key.issuerName !== document.issuerName) return { valid: false, reason: 'UNKNOWN_ISSUER' };
  if (!verifyPdf(bytes, document.signature, key.publicKey)) return { valid: false, reason: 'ALTERED' };
  return {
    valid: true,
    documentId: document.id,
    documentNumber: document.documentNumber,
    name: document.name,
    issuerName: document.issuerName,
    issuedAt: document.issuedAt,
    signer: key.id,
  };
}
