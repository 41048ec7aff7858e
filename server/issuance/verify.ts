import type { IssuedDocument, IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { inspectDetached } from './signing/cms.ts';
import { dictionaryString, readEmbeddedSignature } from './signing/pdf-signature.ts';
import { authorityOf } from './signing/authority.ts';

/** Why a file is not a genuine, unaltered Jigap document. */
export type VerificationFailure = 'NOT_A_PDF' | 'NOT_SIGNED' | 'ALTERED' | 'UNKNOWN_ISSUER';

/** What the signed record of a genuine document says. */
export interface VerifiedRecord {
  documentId: string;
  documentNumber: string;
  name: string;
  issuerName: string;
  /** ISO time of issue. */
  issuedAt: string;
  /** Subject of the signing certificate: `CN=행정안전부, O=Jigap 데모 발급기관, C=KR`. */
  signer: string;
}

export type PdfVerification =
  | ({ valid: true } & VerifiedRecord)
  /** Genuine and unaltered, but its issuing agency revoked it (폐기): it no longer counts. */
  | ({ valid: false; reason: 'REVOKED'; revokedAt: string } & VerifiedRecord)
  | { valid: false; reason: VerificationFailure };

const NUMBER_IN_REASON = /\(문서확인번호 ([^)\s]+)\)/;

/** Each part of the authenticity check on its own: the desk shows one line per part. */
export interface PdfInspection {
  /** The bytes are a PDF. */
  pdf: boolean;
  /** It carries an embedded signature. */
  signed: boolean;
  /** The signature is well formed and the key of the certificate it names made it. */
  signatureValid: boolean;
  /** The signature covers the whole file and its digest matches: nothing changed since signing. */
  unaltered: boolean;
  /** The signing certificate is an issuer's that this server's demo CA issued (its chain). */
  issuer: { issuerName: string; subject: string } | null;
  /** The document the signature names, when that issuer issued it. */
  document: IssuedDocument | null;
}

/**
 * Reads the signature embedded in the PDF (PAdES: /ByteRange and the CMS in /Contents), as any
 * PDF reader does, and answers each part of the check separately.
 */
export async function inspectIssuedPdf(repo: IssuedDocumentsRepo, bytes: Uint8Array): Promise<PdfInspection> {
  const none: PdfInspection = { pdf: false, signed: false, signatureValid: false, unaltered: false, issuer: null, document: null };
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return none;
  const embedded = readEmbeddedSignature(pdf);
  if (!embedded) return { ...none, pdf: true };
  const cms = inspectDetached(embedded.cms, embedded.signedContent);
  const issuer = cms.signer ? ((await authorityOf(repo).issuerOf(cms.signer)) ?? null) : null;
  const documentNumber = NUMBER_IN_REASON.exec(dictionaryString(embedded.dictionary, 'Reason') ?? '')?.[1];
  const document = issuer && documentNumber ? await repo.findByDocumentNumber(documentNumber) : undefined;
  return {
    pdf: true,
    signed: true,
    signatureValid: cms.signatureValid,
    unaltered: embedded.coversWholeFile && cms.digestMatches,
    issuer,
    document: document && document.issuerName === issuer?.issuerName ? document : null,
  };
}

/**
 * The one authenticity check: the wallet's panel, the public verification page and tests all
 * call this. The signature must cover the whole file, match its bytes, and come from a signing
 * certificate this server's demo CA issued; the document number the signature names must be one
 * this server issued, by that issuer; a document its agency revoked answers REVOKED with its record.
 */
export async function verifyIssuedPdf(repo: IssuedDocumentsRepo, bytes: Uint8Array): Promise<PdfVerification> {
  const inspected = await inspectIssuedPdf(repo, bytes);
  if (!inspected.pdf) return { valid: false, reason: 'NOT_A_PDF' };
  if (!inspected.signed) return { valid: false, reason: 'NOT_SIGNED' };
  if (!inspected.unaltered || !inspected.signatureValid) return { valid: false, reason: 'ALTERED' };
  const { issuer, document } = inspected;
  if (!issuer || !document) return { valid: false, reason: 'UNKNOWN_ISSUER' };
  const record: VerifiedRecord = {
    documentId: document.id,
    documentNumber: document.documentNumber,
    name: document.name,
    issuerName: document.issuerName,
    issuedAt: document.issuedAt,
    signer: issuer.subject,
  };
  return document.revokedAt ? { valid: false, reason: 'REVOKED', revokedAt: document.revokedAt, ...record } : { valid: true, ...record };
}
