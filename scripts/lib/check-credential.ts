import type { RawCertificateFolder } from '../../server/catalogue/folder.ts';
import type { CatalogueProblem } from '../../server/catalogue/types.ts';
import { credentialProblems } from '../../server/credentials/credential-file.ts';
import { layoutProblems, type DocumentLayout } from '../../server/issuance/document/layout.ts';

/**
 * cert:check's rule for a folder's verifiable credential (server/credentials): its optional
 * credential.json against schemas/credential.schema.json, every place it omits or renames one the
 * document prints, and no claim meeting another or taking a name the credential reserves. A
 * document.json with problems of its own is reported by the document's rule, not here.
 */
export function checkCredential(raw: RawCertificateFolder): CatalogueProblem[] {
  const { layout, schema } = raw.files;
  if (!layout || layoutProblems(layout, schema).length > 0) return [];
  return credentialProblems(raw, layout as unknown as DocumentLayout);
}
