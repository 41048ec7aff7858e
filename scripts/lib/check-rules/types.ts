import type { ValidateFunction } from 'ajv';
import type { CatalogueProblem, CertificateManifest, JsonSchema, RawCertificateFolder } from '../../../server/catalogue/index.ts';

/** A certificate folder as cert:check's rules see it: what could be read of it, and what is valid. */
export interface FolderUnderCheck {
  slug: string;
  raw: RawCertificateFolder;
  /** The manifest, when it is valid against schemas/certificate-manifest.schema.json. */
  manifest?: CertificateManifest;
  /** The form schema, when it compiles. */
  schema?: JsonSchema;
  validate?: ValidateFunction;
}

/** A certificate as the rules across folders see it: its manifest when valid, its agency facts when it has some. */
export interface CheckedCertificate {
  slug: string;
  manifest?: CertificateManifest;
  /** agency.json, when the folder has a readable one. */
  agency?: Record<string, unknown>;
}

export interface CheckOptions {
  /** The widget folders' names (scripts/lib/widget-folders.ts). */
  widgetNames: readonly string[];
  /** widget name → the issue layer routes it answers; a field's `ui:options.layer` must be one of them. */
  widgetLayers?: ReadonlyMap<string, readonly string[]>;
  /** widget name → the JSON Schema its `ui:options` must match (the widget folder's options.schema.json). */
  widgetOptionSchemas?: ReadonlyMap<string, Record<string, unknown>>;
  /** The certificate kinds some institution issues (universities' 발급증명서); omitted: portal.certificateKind is not checked. */
  institutionKinds?: ReadonlySet<string>;
  /** qrPassCode → the edoc path that pass checks; omitted: qrPass codes are not checked. */
  qrPasses?: ReadonlyMap<string, string>;
  /** The test fixtures' certificates (tests/fixtures/certificates): tests drop them into the catalogue, so their orders are taken. */
  fixtures?: readonly CheckedCertificate[];
  /** `YYYYMMDD`: the demo world's today (default: today in Korea). */
  today?: string;
}

/** A rule of one folder: its problems, each naming the file and field. */
export type FolderRule = (folder: FolderUnderCheck, options: CheckOptions) => CatalogueProblem[];
/** A rule across the folders (unique orders, one demo world…). */
export type CatalogueRule = (certificates: readonly CheckedCertificate[], options: CheckOptions) => CatalogueProblem[];
