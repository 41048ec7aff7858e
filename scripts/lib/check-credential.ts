import type { RawCertificateFolder } from '../../server/catalogue/folder.ts';
import { CERTIFICATE_FILES } from '../../server/catalogue/folder.ts';
import type { CatalogueProblem } from '../../server/catalogue/types.ts';
import { credentialProblems, credentialSettingsOf } from '../../server/credentials/credential-file.ts';
import { claimMetadataOf } from '../../server/credentials/credential-types.ts';
import { layoutProblems, type DocumentLayout } from '../../server/issuance/document/layout.ts';

/**
 * Two claims under one label: the desk, the citizen's presentation page and the activity log show a
 * claim by its label alone, so each must be its own (in Korean, and in English where both have one).
 */
export function sharedLabels(raw: RawCertificateFolder, layout: DocumentLayout): CatalogueProblem[] {
  const claims = claimMetadataOf({ layout, settings: credentialSettingsOf(raw) });
  const problems: CatalogueProblem[] = [];
  for (const language of ['ko', 'en'] as const) {
    const places = new Map<string, string[]>();
    for (const claim of claims) {
      const label = claim.label?.[language];
      if (label) places.set(label, [...(places.get(label) ?? []), claim.place]);
    }
    for (const [label, shared] of places) {
      if (shared.length < 2) continue;
      const message = `${shared.join(', ')} would all be labelled "${label}" (${language}): give each its own in ${CERTIFICATE_FILES.credential}'s labels ({ "${shared[0]}": { "ko": "…" } })`;
      problems.push({ slug: raw.slug, file: CERTIFICATE_FILES.credential, field: 'labels', message });
    }
  }
  return problems;
}

/**
 * cert:check's rule for a folder's verifiable credential (server/credentials): its optional
 * credential.json against schemas/credential.schema.json, every place it omits, renames or labels
 * one the document prints, no claim meeting another or taking a name the credential reserves, and
 * no two claims sharing a label. A document.json with problems of its own is reported by the
 * document's rule, not here.
 */
export function checkCredential(raw: RawCertificateFolder): CatalogueProblem[] {
  const { layout, schema } = raw.files;
  if (!layout || layoutProblems(layout, schema).length > 0) return [];
  const document = layout as unknown as DocumentLayout;
  const problems = credentialProblems(raw, document);
  return problems.length > 0 ? problems : sharedLabels(raw, document);
}
