import { CERTIFICATE_FILES, type CatalogueProblem } from '../../server/catalogue/index.ts';
import { readValidity } from '../../server/issuance/validity.ts';

/** A validity written into the document as words ("발급일로부터 30일"), not taken from the manifest. */
const VALIDITY_WORDS = /발급일로부터\s*\d+\s*(일|개월)/;
const PRINTS_VALIDITY = /\{\s*issue\.valid(ity|Until)\s*(\|[^}]*)?\}/;

/**
 * The certificate's validity is one value (certificate.json `validity`): its document prints it
 * through {issue.validity}, so the PDF, the inbox's expiry and the desk's line agree. A layout
 * that prints a validity the manifest does not state would print it blank; one that writes the
 * words itself would say what nothing else knows.
 */
export function checkValidity(slug: string, manifest: Record<string, unknown> | undefined, layoutText: string | undefined): CatalogueProblem[] {
  if (layoutText === undefined) return [];
  const states = readValidity(manifest?.validity) !== null;
  const prints = PRINTS_VALIDITY.test(layoutText);
  const problems: CatalogueProblem[] = [];
  if (VALIDITY_WORDS.test(layoutText)) {
    problems.push({ slug, file: CERTIFICATE_FILES.layout, message: 'writes a validity in words ("발급일로부터 …"): state it as certificate.json "validity" and print "{issue.validity}"' });
  }
  if (states && !prints) problems.push({ slug, file: CERTIFICATE_FILES.manifest, field: 'validity', message: 'the document does not print it: show "{issue.validity}" in document.json' });
  if (!states && prints) problems.push({ slug, file: CERTIFICATE_FILES.layout, message: 'prints {issue.validity} but certificate.json states no "validity": it would print blank' });
  return problems;
}
