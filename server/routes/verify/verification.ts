import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Verification } from '../../../contracts/generated/api.ts';
import { verifyIssuedPdf, type PdfVerification } from '../../issuance/verify.ts';
import { kstDigits } from '../../time.ts';

export function toVerificationBody(verification: PdfVerification, protectedCopy = false): Verification {
  if (!verification.valid && verification.reason !== 'REVOKED') {
    return { valid: false, reason: verification.reason, name: null, issuerName: null, documentNumber: null, issueDate: null, signer: null, protectedCopy, revokedAt: null };
  }
  return {
    valid: verification.valid,
    reason: verification.valid ? null : verification.reason,
    name: verification.name,
    issuerName: verification.issuerName,
    documentNumber: verification.documentNumber,
    issueDate: kstDigits(verification.issuedAt),
    signer: verification.signer,
    protectedCopy,
    revokedAt: verification.valid ? null : kstDigits(verification.revokedAt),
  };
}

/**
 * THE authenticity check (verifyIssuedPdf) on a file someone holds. A password-protected copy
 * that the wallet's download made is not the signed file byte for byte; when its hash is one
 * the wallet handed out, the check runs on the signed original it was made from.
 */
export async function verifyHeldPdf(app: FastifyInstance, bytes: Uint8Array): Promise<Verification> {
  const direct = await verifyIssuedPdf(app.issuance.documents, bytes);
  if (direct.valid || direct.reason === 'REVOKED') return toVerificationBody(direct);
  const originalId = await app.repos.documents.downloadOf(createHash('sha256').update(bytes).digest('hex'));
  const original = originalId ? await app.issuance.documents.findById(originalId) : undefined;
  if (!original) return toVerificationBody(direct);
  return toVerificationBody(await verifyIssuedPdf(app.issuance.documents, await app.issuance.issuer.bytes(original)), true);
}
