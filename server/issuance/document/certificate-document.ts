import { CERTIFICATE_FILES, formatProblem, type RawCertificateFolder } from '../../catalogue/folder.ts';
import type { JsonSchema } from '../../catalogue/types.ts';
import type { CertificateAgencyData } from '../ports.ts';
import { layoutProblems, type DocumentLayout } from './layout.ts';
import { defaultLayout } from './render.ts';
import { readValidity, type Validity } from '../validity.ts';

/** What a certificate folder gives its issued document: the layout, the form, the agency's own data. */
export interface CertificateDocument {
  slug: string;
  name: string;
  issuer: string;
  formSchema?: JsonSchema;
  /** document.json, or the default layout when the folder has none. */
  layout: DocumentLayout;
  /** agency.json, for the agency port to read (the wallet does not). */
  agency?: CertificateAgencyData;
  /** The validity its document states (certificate.json `validity`), null when none. */
  validity: Validity | null;
}

const made = new WeakMap<RawCertificateFolder, CertificateDocument | Error>();

function build(folder: RawCertificateFolder): CertificateDocument {
  const unreadable = folder.problems.filter((p) => p.file === CERTIFICATE_FILES.layout || p.file === CERTIFICATE_FILES.agency);
  const { manifest, schema, layout, agency } = folder.files;
  const problems = [
    ...unreadable,
    ...(layout ? layoutProblems(layout).map((p) => ({ slug: folder.slug, file: CERTIFICATE_FILES.layout, field: p.pointer || undefined, message: p.message })) : []),
  ];
  if (problems.length > 0) throw new Error(problems.map(formatProblem).join('; '));
  return {
    slug: folder.slug,
    name: typeof manifest?.name === 'string' ? manifest.name : folder.slug,
    issuer: typeof manifest?.issuer === 'string' ? manifest.issuer : '',
    formSchema: schema,
    layout: (layout as DocumentLayout | undefined) ?? defaultLayout(schema),
    agency: agency ? { slug: folder.slug, file: agency } : undefined,
    validity: readValidity(manifest?.validity),
  };
}

/**
 * A folder's document, checked once per reading of the folder. Throws with cert:check's words
 * when document.json is broken or agency.json is no JSON (what it says is the agency's to check):
 * that certificate's issuance fails with the reason, and no other's.
 */
export function certificateDocument(folder: RawCertificateFolder): CertificateDocument {
  let document = made.get(folder);
  if (!document) {
    try {
      document = build(folder);
    } catch (error) {
      document = error instanceof Error ? error : new Error(String(error));
    }
    made.set(folder, document);
  }
  if (document instanceof Error) throw document;
  return document;
}
