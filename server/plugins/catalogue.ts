import type { CatalogueEntry, CertificateForm } from '../../contracts/generated/api.ts';
import {
  CatalogueError,
  DEFAULT_CATALOGUE_DIR,
  displayNameOrders,
  formProblems,
  loadCatalogue,
  readCertificateFolders,
  validateManifest,
  type Catalogue,
  type CatalogueProblem,
  type CertificateManifest,
  type CertificatePortal,
  type CertificateSite,
  type FormDataError,
  type JsonSchema,
  type RawCertificateFolder,
  type UiSchema,
} from '../catalogue/index.ts';
import { globalPlugin } from './global-plugin.ts';

/**
 * One certificate's form as the server holds it: the API's form (contracts/api/certificate-form.json)
 * and where identity is checked (000 §4.3: absent, the embedded government portal), which the
 * issuance reads and the response schema leaves out.
 */
export interface CatalogueForm extends CertificateForm {
  portal: CertificatePortal | null;
  /** EXTERNAL_CHANNELING: the outside site where it is applied for (its simulation reads what to confirm). */
  site: CertificateSite | null;
}

/** Where the application routes read the catalogue. */
export interface CatalogueSource {
  /** Every certificate, most popular first. */
  entries(): readonly CatalogueEntry[];
  /** The form of the certificate whose edoc path is given. */
  form(path: string): CatalogueForm | undefined;
  /** null when the data is acceptable for that certificate (compiles the schemas on first use). */
  validateFormData(path: string, data: unknown): FormDataError | null;
  /** The certificate's folder as read: its issued document is drawn from it (server/issuance). */
  folder(path: string): RawCertificateFolder | undefined;
}

/** A manifest as the apply tab lists it; `displayNameOrder`, the name's Korean rank in the whole catalogue. */
export const toCatalogueEntry = (m: CertificateManifest, displayNameOrder: number): CatalogueEntry => ({
  name: m.name,
  path: m.path,
  applicationType: m.applicationType,
  badgeType: m.badgeType,
  maintenanceType: m.maintenanceType,
  available: m.available,
  issuerName: m.issuer,
  keywords: m.keywords,
  popularityOrder: m.popularityOrder,
  displayNameOrder,
  qrPass: m.qrPass ?? null,
});

const collator = new Intl.Collator('ko');

/**
 * The catalogue of a certificates/ folder. Listing and serving forms need only the JSON files
 * (tens of milliseconds), while compiling every form schema takes most of a second; so the
 * server starts on the former and compiles on the first validation. A bad manifest, a missing
 * file or a duplicate path still stops the server at start; a schema that does not compile is
 * caught by `npm run cert:check` and server/catalogue's tests before it ships.
 */
export function folderCatalogue(dir: string = DEFAULT_CATALOGUE_DIR): CatalogueSource {
  const problems: CatalogueProblem[] = [];
  const forms = new Map<string, CatalogueForm>();
  const folders = new Map<string, RawCertificateFolder>();
  const read: { raw: RawCertificateFolder; manifest: CertificateManifest }[] = [];
  for (const raw of readCertificateFolders(dir)) {
    const slug = raw.slug;
    problems.push(...formProblems(raw));
    const { manifest, schema, uiSchema } = raw.files;
    if (manifest === undefined || schema === undefined || uiSchema === undefined) continue;
    const manifestProblems = validateManifest(manifest, slug);
    problems.push(...manifestProblems);
    if (manifestProblems.length > 0) continue;
    const m = manifest as unknown as CertificateManifest;
    if (folders.has(m.path)) {
      problems.push({ slug, file: 'certificate.json', field: 'path', message: `"${m.path}" is the path of another certificate` });
      continue;
    }
    folders.set(m.path, raw);
    read.push({ raw, manifest: m });
  }
  const orders = displayNameOrders(read.map(({ manifest }) => manifest.name));
  const entries = read.map(({ raw, manifest: m }) => {
    const entry = toCatalogueEntry(m, orders.get(m.name)!);
    forms.set(m.path, { ...entry, portal: m.portal ?? null, site: m.site ?? null, guide: m.guide, personalData: m.personalData, schema: raw.files.schema as JsonSchema, uiSchema: raw.files.uiSchema as UiSchema });
    return entry;
  });
  if (problems.length > 0) throw new CatalogueError(problems);
  entries.sort((a, b) => a.popularityOrder - b.popularityOrder || collator.compare(a.name, b.name));

  let compiled: Catalogue | undefined;
  return {
    entries: () => entries,
    form: (path) => forms.get(path),
    validateFormData: (path, data) => (compiled ??= loadCatalogue(dir)).validateFormData(path, data),
    folder: (path) => folders.get(path),
  };
}

// Every test builds an app; reading the same folder once per process keeps that cheap.
const byDir = new Map<string, CatalogueSource>();
export function cachedFolderCatalogue(dir: string = DEFAULT_CATALOGUE_DIR): CatalogueSource {
  let source = byDir.get(dir);
  if (!source) {
    source = folderCatalogue(dir);
    byDir.set(dir, source);
  }
  return source;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueSource;
  }
}

export interface CatalogueOptions {
  /** A ready source (tests); wins over `catalogueDir`. */
  catalogue?: CatalogueSource | undefined;
  /** The certificates folder to serve; default certificates/. */
  catalogueDir?: string | undefined;
}

export const cataloguePlugin = globalPlugin<CatalogueOptions>(async (app, options) => {
  app.decorate('catalogue', options.catalogue ?? cachedFolderCatalogue(options.catalogueDir));
});
