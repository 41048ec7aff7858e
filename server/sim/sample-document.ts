import path from 'node:path';
import { CERTIFICATE_FILES, readCertificateFolder, type RawCertificateFolder } from '../catalogue/folder.ts';
import { DEFAULT_CATALOGUE_DIR } from '../catalogue/load-catalogue.ts';
import type { CatalogueProblem } from '../catalogue/types.ts';
import { certificateDocument, type CertificateDocument } from '../issuance/document/certificate-document.ts';
import { layoutProblems, recordFacts, type FactState } from '../issuance/document/layout.ts';
import { issueFacts, renderDocumentPdf, type RenderInput } from '../issuance/document/render.ts';
import { findPersona, personas } from '../personas.ts';
import { simulatedAgency } from './agency.ts';
import { agencyFactsProblems } from './agency-records/facts-file.ts';

/** The simulated agencies' records (their processing time plays no part here). */
const agency = simulatedAgency(() => 0);

export interface SampleOptions {
  /** Whose agency records fill the document (a persona id of DESIGN §6); default `citizen`. */
  persona?: string;
  /** Form values instead of the folder's sample.json. */
  formData?: Record<string, unknown>;
  /** Where a bare slug is looked up; default certificates/. */
  catalogueDir?: string;
  issuedAt?: string;
  documentNumber?: string;
}

/** A certificate folder, read: a path to one, or a slug under the catalogue directory. */
export function sampleFolder(slugOrFolder: string, catalogueDir = DEFAULT_CATALOGUE_DIR): RawCertificateFolder {
  const folder = slugOrFolder.includes('/') || slugOrFolder.includes(path.sep) ? path.resolve(slugOrFolder) : path.join(catalogueDir, slugOrFolder);
  return readCertificateFolder(path.dirname(folder), path.basename(folder));
}

/** What a persona's agencies hold for this certificate, for these form values (default persona `citizen`). */
export function sampleRecord(document: CertificateDocument, form: Record<string, unknown>, personaId = 'citizen'): unknown {
  return agency.holderRecord({ userId: personaId, holderName: findPersona(personaId)?.name ?? '', form }, document.agency);
}

const quoted = (ids: string[]) => ids.map((id) => `"${id}"`).join(', ');

/**
 * Every `record.…` fact the layout names that a persona's agencies do not hold for the sample's
 * application (`cert:check`, the dev preview): a fact no one has names the file to add it to; a
 * fact some personas lack names them. A value may be empty (a register that does not concern the
 * persona), a misspelt or forgotten fact may not: it would print blank.
 */
export function recordProblems(document: CertificateDocument, sample: Record<string, unknown>): CatalogueProblem[] {
  const agencyFile = `certificates/${document.slug}/${CERTIFICATE_FILES.agency}`;
  const problem = (file: string, message: string): CatalogueProblem => ({ slug: document.slug, file, message });
  const states = new Map<string, Map<string, FactState>>();
  try {
    for (const persona of personas) {
      for (const [fact, state] of recordFacts(document.layout, sampleRecord(document, sample, persona.id))) states.set(fact, (states.get(fact) ?? new Map()).set(persona.id, state));
    }
  } catch (error) {
    return [problem(CERTIFICATE_FILES.agency, (error as Error).message)];
  }
  return [...states].flatMap(([fact, byPersona]) => {
    const lacking = [...byPersona].filter(([, state]) => state === 'missing').map(([id]) => id);
    const notEntries = [...byPersona].filter(([, state]) => state === 'notEntries').map(([id]) => id);
    if (notEntries.length > 0) {
      return [problem(CERTIFICATE_FILES.layout, `"${fact}" is a section's source, but holds text, not entries, for ${quoted(notEntries)}: point "source" at a list (one row per entry, each read as {item.…}) or an object (one row), such as the record that holds this fact`)];
    }
    if (lacking.length === 0) return [];
    if (![...byPersona.values()].includes('held')) {
      return [problem(CERTIFICATE_FILES.layout, `"${fact}": no agency holds this fact (a misspelt path prints blank, a misspelt source an empty table): correct the path, or add the fact to ${agencyFile}, under records."*" for everyone or under a persona's id`)];
    }
    return [
      problem(
        CERTIFICATE_FILES.layout,
        `"${fact}": no demo value for ${quoted(lacking)}: add it to ${agencyFile} under records."${lacking[0]}" (or records."*"). A persona this certificate does not concern (no such record) still gets the fact, empty ("" or []), and the document says so: a statement with "when" (certificates/README.md)`,
      ),
    ];
  });
}

/**
 * Why a folder's document would not read right: document.json against its meta-schema and the
 * form, agency.json against its own, then every fact it names (recordProblems). A file that is
 * not JSON is among the folder's own problems already.
 */
export function documentProblems(folder: RawCertificateFolder): CatalogueProblem[] {
  const { slug, files } = folder;
  if (!files.layout || (folder.texts.agency !== undefined && !files.agency)) return [];
  const problems: CatalogueProblem[] = [
    ...layoutProblems(files.layout, files.schema).map((p) => ({ slug, file: CERTIFICATE_FILES.layout, field: p.pointer || undefined, message: p.message })),
    ...(files.agency ? agencyFactsProblems(files.agency).map((p) => ({ slug, file: CERTIFICATE_FILES.agency, field: p.pointer || undefined, message: p.message })) : []),
  ];
  if (problems.length > 0 || !files.sample) return problems;
  return recordProblems(certificateDocument(folder), files.sample);
}

/** What the renderer gets for a folder's sample: its layout, its sample.json, a persona's records. */
export function sampleDocumentInput(slugOrFolder: string, options: SampleOptions = {}): RenderInput {
  const folder = sampleFolder(slugOrFolder, options.catalogueDir);
  const document = certificateDocument(folder);
  const form = options.formData ?? folder.files.sample ?? {};
  const personaId = options.persona ?? 'citizen';
  const issuedAt = options.issuedAt ?? new Date().toISOString();
  return {
    layout: document.layout,
    form,
    formSchema: document.formSchema,
    record: sampleRecord(document, form, personaId),
    issue: issueFacts({
      documentNumber: options.documentNumber ?? `JG-${issuedAt.slice(0, 4)}-5A3B1E00`,
      issuedAt,
      issuerName: document.issuer,
      name: document.name,
      holderName: findPersona(personaId)?.name ?? '',
      validity: document.validity,
    }),
  };
}

/**
 * The PDF a certificate folder's layout makes from its sample.json and a persona's agency
 * records — unsigned, for a maintainer's preview (no database, no certificate authority).
 * `renderSampleDocument('resident-registration-copy')`, or a folder path for a new certificate.
 */
export function renderSampleDocument(slugOrFolder: string, options: SampleOptions = {}): Promise<Buffer> {
  return renderDocumentPdf(sampleDocumentInput(slugOrFolder, options));
}
