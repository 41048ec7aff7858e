import type { CatalogueEntry, InboxDocument } from '../../api/types';
import type { CertPass, CertPassCreateResult, QrPassInstitution } from '../../api/qr-pass-api';

/** The certificate a pass needs, by its catalogue name (its edoc path when the catalogue lacks it). */
export function certificateNameFor(pass: Pick<CertPass, 'edocPath'>, catalogue: readonly CatalogueEntry[]): string {
  return catalogue.find((entry) => entry.path === pass.edocPath)?.name ?? pass.edocPath;
}

/**
 * The newest held document that is the certificate the pass needs, matched by the certificate's
 * path (the inbox document carries it): a display name may be renamed or shared, a path is the
 * certificate.
 */
export function heldDocumentFor(pass: Pick<CertPass, 'edocPath'>, documents: readonly InboxDocument[]): InboxDocument | null {
  const held = documents.filter((document) => document.path === pass.edocPath);
  return held.sort((a, b) => b.issueDate.localeCompare(a.issueDate))[0] ?? null;
}

/** The institution that offers `qrPassCode`, by asking each institution for its passes in turn. */
export async function findInstitutionOfPass(
  institutions: readonly QrPassInstitution[],
  qrPassCode: string,
  passesOf: (institutionCode: string) => Promise<readonly Pick<CertPass, 'qrPassCode'>[]>,
): Promise<string | null> {
  for (const institution of institutions) {
    const passes = await passesOf(institution.institutionCode).catch(() => []);
    if (passes.some((pass) => pass.qrPassCode === qrPassCode)) return institution.institutionCode;
  }
  return null;
}

/**
 * urlExposureType EXPOSED: the pass url may leave the wallet, so it is shown as a QR for a PC
 * (cert-pass-qr layer); HIDDEN (or anything else) keeps it inside, in the pass viewer.
 */
export const isQrExposure = (type: string | null | undefined): boolean => type === 'EXPOSED';

/**
 * The pass viewer embeds same-origin pages only (anything else is refused): the url as a path
 * of this origin, or null.
 */
export function sameOriginPath(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw || raw.startsWith('//') || raw.startsWith('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

export type PassDestination = { kind: 'viewer' | 'qr'; url: string; name: string };

export const passDestination = (created: CertPassCreateResult): PassDestination =>
  isQrExposure(created.urlExposureType)
    ? { kind: 'qr', url: created.url, name: created.qrPassName }
    : { kind: 'viewer', url: created.url, name: created.qrPassName };
