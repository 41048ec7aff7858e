import type { DeskCheck } from '../../contracts/generated/api.ts';
import type { DeskDocumentRow } from '../db/desk.ts';
import type { PdfInspection } from '../issuance/verify.ts';
import { kstDigits, remainingDays } from '../time.ts';
import { readValidity, validityWords } from '../issuance/validity.ts';
import { verdictTexts as t } from './messages.ts';

/** '20260301…' → '2026년 3월 1일' (Korea time). */
const koreanDate = (iso: string): string => {
  const digits = kstDigits(iso);
  return `${digits.slice(0, 4)}년 ${Number(digits.slice(4, 6))}월 ${Number(digits.slice(6, 8))}일`;
};

function fileLines(inspection: PdfInspection, documentId: string): DeskCheck[] {
  const signatureMessage = inspection.signatureValid ? t.signature.passed : inspection.signed ? t.signature.invalid : t.signature.missing;
  const known = inspection.document?.id === documentId;
  const chainMessage = inspection.issuer
    ? known
      ? t.chain.passed(inspection.issuer.issuerName)
      : t.chain.otherDocument
    : t.chain.unknownIssuer;
  return [
    { check: 'SIGNATURE', passed: inspection.signatureValid, message: signatureMessage },
    { check: 'CHAIN', passed: inspection.issuer !== null && known, message: chainMessage },
    { check: 'UNALTERED', passed: inspection.unaltered, message: inspection.unaltered ? t.unaltered.passed : t.unaltered.altered },
  ];
}

/**
 * The validity the document states, against today: valid through its last day, passed from the
 * next (in words), or — for a certificate that states none — said so, neither passed nor failed.
 * Its last day is the document's one expiry (server/issuance/validity.ts), the inbox's too.
 */
export function validityLine(document: Pick<DeskDocumentRow, 'expires_at' | 'validity'>, now: number): DeskCheck {
  const validity = readValidity(document.validity);
  if (!validity) return { check: 'NOT_EXPIRED', passed: null, message: t.notExpired.none };
  const words = validityWords(validity);
  const until = koreanDate(document.expires_at);
  const fresh = remainingDays(document.expires_at, now) >= 0;
  return { check: 'NOT_EXPIRED', passed: fresh, message: fresh ? t.notExpired.passed(words, until) : t.notExpired.expired(words, until) };
}

/**
 * The verdict on one submitted document, computed from the desk's own copy of the PDF (`inspection`
 * of its bytes; null when there is none because the sender cancelled it before it was opened) and
 * its record: signature, chain to the CA, unaltered, not expired, not revoked by its agency, not
 * cancelled by the sender.
 */
export function verdictLines(inspection: PdfInspection | null, document: Pick<DeskDocumentRow, 'document_id' | 'expires_at' | 'state' | 'validity'>, now: number): DeskCheck[] {
  const canceled = document.state === 'CANCELED';
  const file: DeskCheck[] =
    inspection && !canceled
      ? fileLines(inspection, document.document_id)
      : (['SIGNATURE', 'CHAIN', 'UNALTERED'] as const).map((check) => ({ check, passed: null, message: t.notChecked }));
  // The agency's register says whether the document still stands (its revocation, 폐기).
  const revokedAt = inspection?.document?.id === document.document_id ? inspection.document.revokedAt : null;
  const revocation: DeskCheck = canceled || !inspection
    ? { check: 'NOT_REVOKED', passed: null, message: t.notChecked }
    : { check: 'NOT_REVOKED', passed: !revokedAt, message: revokedAt ? t.notRevoked.revoked(koreanDate(revokedAt)) : t.notRevoked.passed };
  return [
    ...file,
    validityLine(document, now),
    revocation,
    { check: 'NOT_CANCELED', passed: !canceled, message: canceled ? t.notCanceled.canceled : t.notCanceled.passed },
  ];
}
