import type { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { checkDetached } from './signing/cms.ts';
import { dictionaryString, readEmbeddedSignature } from './signing/pdf-signature.ts';
import { authorityOf } from './signing/authority.ts';

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
      /** Subject of the signing certificate: `CN=행정안전부, O=Jigap 데모 발급기관, C=KR`. */
      signer: string;
    }
  | { valid: false; reason: VerificationFailure };

const NUMBER_IN_REASON = /\(문서확인번호 ([^)\s]+)\)/;

/**
 * The one authenticity check: the wallet's panel, the public verification page and tests all
 * call this. It reads the signature embedded in the PDF (PAdES: /ByteRange and the CMS in
 * /Contents), as any PDF reader does: the signature must cover the whole file, match its bytes,
 * and come from a signing certificate this server's demo CA issued; the document number the
 * signature names must be one this server issued, by that issuer.
 */
export async function verifyIssuedPdf(repo: IssuedDocumentsRepo, bytes: Uint8Array): Promise<Verification> {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return { valid: false, reason: 'NOT_A_PDF' };
  const embedded = readEmbeddedSignature(pdf);
  if (!embedded) return { valid: false, reason: 'NOT_SIGNED' };
  if (!embedded.coversWholeFile) return { valid: false, reason: 'ALTERED' };
  const check = checkDetached(embedded.cms, embedded.signedContent);
  if (!check.ok) return { valid: false, reason: 'ALTERED' };
  const issuer = await authorityOf(repo).issuerOf(check.signer);
  if (!issuer) return { valid: false, reason: 'UNKNOWN_ISSUER' };
  const documentNumber = NUMBER_IN_REASON.exec(dictionaryString(embedded.dictionary, 'Reason') ?? '')?.[1];
  const document = documentNumber ? await repo.findByDocumentNumber(documentNumber) : undefined;
  if (!document || document.issuerName !== issuer.issuerName) return { valid: false, reason: 'UNKNOWN_ISSUER' };
  return {
    valid: true,
    documentId: document.id,
    documentNumber: document.documentNumber,
    name: document.name,
    issuerName: document.issuerName,
    issuedAt: document.issuedAt,
    signer: issuer.subject,
  };
}
