import fs from 'node:fs';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import {
  CERTIFICATE_FILES,
  compileFormSchema,
  createStrictFormAjv,
  declaredProperties,
  listCertificateSlugs,
  readCertificateFolder,
  validateEntryFormData,
  validateManifest,
  type CompiledCertificate,
  type CatalogueProblem,
  type CertificateManifest,
  type JsonSchema,
} from '../../server/catalogue/index.ts';
import { documentProblems } from '../../server/sim/sample-document.ts';
import { demoWorldHolds } from './check-rules/demo-world.ts';
import { siteConfirmsFields, sitesAlike } from './check-rules/site.ts';
import { walkUi } from './check-rules/ui-walk.ts';
import { widgetOptionsMatch } from './check-rules/widget-options.ts';
import { displayOptionHonoured } from './check-rules/display-option.ts';
import { samplePurposeOffered } from './check-rules/sample-picks.ts';
import { qrPassesExist, uniqueManifestFields } from './check-rules/unique.ts';
import { folderSpeaksOneVoice } from './check-rules/voice.ts';
import type { CatalogueRule, CheckedCertificate, CheckOptions, FolderRule, FolderUnderCheck } from './check-rules/types.ts';
import { checkValidity } from './check-validity.ts';
import { FIXTURES_DIR, INSTITUTIONS_FILE, QR_PASS_FILE } from './paths.ts';
import { matchesLayerRoute, readWidgetFolders } from './widget-folders.ts';
import { checkCredential } from './check-credential.ts';

export type { CatalogueRule, CheckedCertificate, CheckOptions, FolderRule, FolderUnderCheck } from './check-rules/types.ts';

/** RJSF's own widget that our forms may use besides the registry's: companions set by a picker. */
export const RJSF_BUILTIN_WIDGETS = ['hidden'] as const;
export const DISPLAY_OPTION_FIELD = '주민등록번호표기';

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasHangul = (v: unknown) => typeof v === 'string' && /[가-힣]/.test(v);
const UI_TEXT_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];

/** Walks every property schema of the form (nested objects and array items too), with a readable name. */
function eachProperty(schema: JsonSchema, visit: (name: string, prop: JsonSchema) => void, prefix = ''): void {
  for (const [key, prop] of declaredProperties(schema)) {
    const name = prefix ? `${prefix}.${key}` : key;
    visit(name, prop);
    if (isObject(prop.properties) || Array.isArray(prop.allOf)) eachProperty(prop, visit, name);
    if (isObject(prop.items) && (isObject(prop.items.properties) || prop.items.type === 'object')) eachProperty(prop.items, visit, `${name}[]`);
  }
}

function choices(prop: JsonSchema): JsonSchema[] | undefined {
  const target = prop.type === 'array' && isObject(prop.items) ? prop.items : prop;
  return Array.isArray(target.oneOf) && target.oneOf.every((o) => isObject(o) && 'const' in o) ? (target.oneOf as JsonSchema[]) : undefined;
}

function checkSchemaConventions(slug: string, schema: JsonSchema): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add = (field: string, message: string) => problems.push({ slug, file: CERTIFICATE_FILES.schema, field, message });
  if (!hasHangul(schema.title)) add('title', 'the form needs a Korean title');
  const declared = declaredProperties(schema);
  for (const req of (schema.required as unknown[] | undefined) ?? []) if (typeof req !== 'string' || !declared.has(req)) add(String(req), 'is required but not declared in properties');
  eachProperty(schema, (name, prop) => {
    if (!hasHangul(prop.title)) add(name, 'needs a Korean "title" (the label the citizen reads)');
    const target = prop.type === 'array' && isObject(prop.items) ? prop.items : prop;
    if (Array.isArray(target.enum)) add(name, 'labels choices with "oneOf": [{ "const", "title" }], not "enum" (one convention, see certificates/README.md)');
    for (const option of choices(prop) ?? []) {
      if (!hasHangul(option.title)) add(name, `choice ${JSON.stringify(option.const)} needs a Korean "title"`);
    }
    if (prop.type === 'string' && !choices(prop) && prop.maxLength === undefined && prop.pattern === undefined) add(name, 'a free-text field needs a "maxLength" (30, 100 or 8: spec §9)');
  });
  return problems;
}

function checkUiSchema(slug: string, schema: JsonSchema, ui: JsonSchema, options: CheckOptions): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add = (field: string, message: string) => problems.push({ slug, file: CERTIFICATE_FILES.uiSchema, field, message });
  const allowed = new Set<string>([...options.widgetNames, ...RJSF_BUILTIN_WIDGETS]);
  const declared = declaredProperties(schema);
  walkUi(ui, (pointer, node) => {
    const where = pointer || '(root)';
    const widget = node['ui:widget'];
    if (widget !== undefined && (typeof widget !== 'string' || !allowed.has(widget))) {
      add(where, `ui:widget ${JSON.stringify(widget)} is not a widget: use one of ${[...allowed].sort().join(', ')} (a new one is a folder of widgets/ with an index.tsx)`);
    }
    const layer = isObject(node['ui:options']) ? node['ui:options'].layer : undefined;
    const routes = typeof widget === 'string' ? options.widgetLayers?.get(widget) : undefined;
    if (layer !== undefined && routes !== undefined && (typeof layer !== 'string' || !matchesLayerRoute(layer, routes))) {
      add(where, `ui:options.layer ${JSON.stringify(layer)} is not a layer of the ${widget} widget (${routes.join(', ')}: widgets/${widget}/layers.json)`);
    }
    for (const key of UI_TEXT_KEYS) if (node[key] !== undefined && !hasHangul(node[key])) add(where, `${key} must be Korean text`);
    if ('ui:enumNames' in node) add(where, 'label choices in schema.json ("oneOf" const + title), not with ui:enumNames');
    const uiOptions = node['ui:options'];
    if (isObject(uiOptions)) {
      for (const [key, value] of Object.entries(uiOptions)) {
        if (key.endsWith('Field') && (typeof value !== 'string' || !declared.has(value))) add(where, `ui:options.${key} names "${String(value)}", which is not a property of the form`);
      }
    }
  });
  for (const key of Object.keys(ui)) if (!key.startsWith('ui:') && !declared.has(key)) add(key, 'has uiSchema options but is not a property of the form');
  const order = ui['ui:order'];
  if (!Array.isArray(order)) {
    add('ui:order', 'list the fields in the order the citizen fills them');
  } else {
    for (const key of order) if (key !== '*' && !declared.has(key)) add('ui:order', `"${String(key)}" is not a property of the form`);
    if (!order.includes('*')) for (const key of declared.keys()) if (!order.includes(key)) add('ui:order', `"${key}" is missing (RJSF refuses to render the form)`);
    if (declared.has(DISPLAY_OPTION_FIELD) && order.filter((k) => declared.has(k as string)).at(-1) !== DISPLAY_OPTION_FIELD) {
      add('ui:order', `the display option "${DISPLAY_OPTION_FIELD}" must come last`);
    }
  }
  return problems;
}

/** An institution portal names a form property for the institution's code and a kind some institution issues. */
function checkPortal(slug: string, manifest: CertificateManifest, schema: JsonSchema, options: CheckOptions): CatalogueProblem[] {
  const portal = manifest.portal;
  if (portal?.type !== 'institution') return [];
  const problems: CatalogueProblem[] = [];
  const add = (message: string) => problems.push({ slug, file: CERTIFICATE_FILES.manifest, field: 'portal', message });
  if (!declaredProperties(schema).has(portal.institutionField)) add(`institutionField "${portal.institutionField}" is not a property of the form (schema.json)`);
  if (options.institutionKinds && !options.institutionKinds.has(portal.certificateKind)) {
    add(`certificateKind "${portal.certificateKind}" is issued by no institution of server/lookup-data/universities.json (${[...options.institutionKinds].join(', ')})`);
  }
  return problems;
}

function checkPrecompiles(slug: string, schema: JsonSchema): CatalogueProblem[] {
  try {
    compileSchemaValidatorsCode(schema as never);
    return [];
  } catch (error) {
    return [{ slug, file: CERTIFICATE_FILES.schema, message: `the client's precompiled validator cannot be built: ${(error as Error).message}` }];
  }
}

function checkStrict(slug: string, schema: JsonSchema): CatalogueProblem[] {
  try {
    createStrictFormAjv().compile(schema);
    return [];
  } catch (error) {
    return [{ slug, file: CERTIFICATE_FILES.schema, message: `strict JSON Schema check: ${(error as Error).message}` }];
  }
}

const schemaRules: FolderRule = ({ slug, schema }) => (schema ? [...checkStrict(slug, schema), ...checkSchemaConventions(slug, schema), ...checkPrecompiles(slug, schema)] : []);

const uiRules: FolderRule = ({ slug, schema, raw }, options) => (schema && isObject(raw.files.uiSchema) ? checkUiSchema(slug, schema, raw.files.uiSchema, options) : []);

const portalRules: FolderRule = ({ slug, manifest, schema }, options) => (manifest && schema ? checkPortal(slug, manifest, schema, options) : []);

/** The sample is one valid application: the server's own check, unknown keys refused. */
const sampleValidates: FolderRule = ({ slug, raw, schema, validate }) => {
  const { manifest, uiSchema, sample } = raw.files;
  if (!schema || !validate || sample === undefined || !isObject(manifest) || typeof manifest.path !== 'string') return [];
  const entry = {
    slug,
    dir: raw.dir,
    manifest: manifest as unknown as CertificateManifest,
    schema,
    uiSchema: isObject(uiSchema) ? uiSchema : {},
    sample: sample as JsonSchema,
    validate,
    knownKeys: new Set(declaredProperties(schema).keys()),
  } satisfies CompiledCertificate;
  const error = validateEntryFormData(entry, sample);
  return error ? [{ slug, file: CERTIFICATE_FILES.sample, field: error.field ?? undefined, message: `does not validate: ${error.message}` }] : [];
};

/** A stated validity is printed through {issue.validity}, and only a stated one (check-validity.ts). */
const validityPrinted: FolderRule = ({ slug, raw, manifest }) => (manifest ? checkValidity(slug, raw.files.manifest, raw.texts.layout) : []);

/** The folder's verifiable credential: its optional credential.json names only places the document prints (check-credential.ts). */
const credentialRules: FolderRule = ({ raw }) => checkCredential(raw);

const documentReads: FolderRule = ({ slug, raw }) =>
  raw.texts.layout === undefined ? [{ slug, file: CERTIFICATE_FILES.layout, message: "file is missing (the issued PDF's layout: schemas/document-layout.schema.json)" }] : documentProblems(raw);

/** The rules of one folder, in the order their problems are listed: a new kind of check is one more rule here. */
export const FOLDER_RULES: readonly FolderRule[] = [
  schemaRules,
  uiRules,
  widgetOptionsMatch,
  portalRules,
  siteConfirmsFields,
  sampleValidates,
  samplePurposeOffered,
  documentReads,
  validityPrinted,
  displayOptionHonoured,
  credentialRules,
  folderSpeaksOneVoice,
];

/** The rules across the folders (and the test fixtures, and the shared facts): one more kind is one more rule here. */
export const CATALOGUE_RULES: readonly CatalogueRule[] = [uniqueManifestFields, qrPassesExist, sitesAlike, demoWorldHolds];

/** A folder read, its manifest validated and its schema compiled: what the rules look at. */
function folderUnderCheck(dir: string, slug: string): { folder: FolderUnderCheck; problems: CatalogueProblem[] } {
  const raw = readCertificateFolder(dir, slug);
  const { manifest, schema } = raw.files;
  const manifestProblems = manifest === undefined ? [] : validateManifest(manifest, slug);
  const compiled = schema === undefined ? undefined : compileFormSchema(schema, slug);
  const folder: FolderUnderCheck = {
    slug,
    raw,
    manifest: manifestProblems.length === 0 && isObject(manifest) ? (manifest as unknown as CertificateManifest) : undefined,
    schema: compiled?.validate && isObject(schema) ? schema : undefined,
    validate: compiled?.validate,
  };
  return { folder, problems: [...raw.problems, ...manifestProblems, ...(compiled?.problems ?? [])] };
}

// A folder's findings depend on its files and the options only: a test that checks many copies
// of the catalogue, each with one folder changed, checks each unchanged folder once.
const folderMemo = new Map<string, { problems: CatalogueProblem[]; certificate: CheckedCertificate }>();
const optionsKey = (options: CheckOptions) =>
  JSON.stringify([options.widgetNames, [...(options.widgetLayers ?? [])], [...(options.widgetOptionSchemas ?? [])], [...(options.institutionKinds ?? [])], [...(options.qrPasses ?? [])]]);

/** One folder on its own: every problem found, with the file and field it is in; and what the rules across folders read of it. */
export function checkCertificateFolder(dir: string, slug: string, options: CheckOptions): { problems: CatalogueProblem[]; certificate: CheckedCertificate } {
  const texts = readCertificateFolder(dir, slug).texts;
  const key = `${slug}\u0000${JSON.stringify(texts)}\u0000${optionsKey(options)}`;
  const known = folderMemo.get(key);
  if (known) return known;
  const { folder, problems } = folderUnderCheck(dir, slug);
  for (const rule of FOLDER_RULES) problems.push(...rule(folder, options));
  const agency = folder.raw.files.agency;
  const result = { problems, certificate: { slug, manifest: folder.manifest, agency } };
  if (folderMemo.size > 5000) folderMemo.clear();
  folderMemo.set(key, result);
  return result;
}

/** Rules across folders: unique paths, names and popularity orders (fixtures too), the qualification passes, the sites, the demo world. */
export function checkCatalogueRules(certificates: readonly CheckedCertificate[], options: CheckOptions): CatalogueProblem[] {
  return CATALOGUE_RULES.flatMap((rule) => rule(certificates, options));
}

export function checkCatalogue(dir: string, options: CheckOptions): { slugs: string[]; problems: CatalogueProblem[] } {
  const slugs = listCertificateSlugs(dir);
  const results = slugs.map((slug) => checkCertificateFolder(dir, slug, options));
  return { slugs, problems: [...results.flatMap((r) => r.problems), ...checkCatalogueRules(results.map((r) => r.certificate), options)] };
}

/** The manifests of the test fixtures' folders (tests/fixtures/certificates): tests drop them into the catalogue. */
export function readFixtureCertificates(dir: string = FIXTURES_DIR): CheckedCertificate[] {
  return listCertificateSlugs(dir).map((slug) => {
    const manifest = readCertificateFolder(dir, slug).files.manifest;
    return { slug, manifest: manifest !== undefined && validateManifest(manifest, slug).length === 0 ? (manifest as unknown as CertificateManifest) : undefined };
  });
}

/** cert:check's options as the project has them: the widget folders, the institutions, the passes, the fixtures. */
export function projectCheckOptions(): CheckOptions {
  return { ...readWidgetOptions(), institutionKinds: readInstitutionKinds(INSTITUTIONS_FILE), qrPasses: readQrPasses(QR_PASS_FILE), fixtures: readFixtureCertificates() };
}

/** The widget options of cert:check, read from the widget folders (the registry's own source). */
export function readWidgetOptions(dir?: string): Pick<CheckOptions, 'widgetNames' | 'widgetLayers' | 'widgetOptionSchemas'> {
  const { names, layers, optionSchemas } = readWidgetFolders(dir);
  return { widgetNames: names, widgetLayers: layers, widgetOptionSchemas: optionSchemas };
}

/** The certificate kinds the institutions issue (server/lookup-data/universities.json 발급증명서); empty when the file is absent. */
export function readInstitutionKinds(file: string): Set<string> {
  const kinds = new Set<string>();
  if (!fs.existsSync(file)) return kinds;
  const institutions: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const inst of Array.isArray(institutions) ? institutions : []) {
    for (const kind of isObject(inst) && Array.isArray(inst.발급증명서) ? inst.발급증명서 : []) if (typeof kind === 'string') kinds.add(kind);
  }
  return kinds;
}

/** qrPassCode → edoc path, from server/lookup-data/qr-pass-institutions.json; empty when the file is absent. */
export function readQrPasses(file: string): Map<string, string> {
  const map = new Map<string, string>();
  if (!fs.existsSync(file)) return map;
  const institutions: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const inst of Array.isArray(institutions) ? institutions : []) {
    for (const pass of isObject(inst) && Array.isArray(inst.passes) ? inst.passes : []) {
      if (isObject(pass) && typeof pass.qrPassCode === 'string' && typeof pass.edocPath === 'string') map.set(pass.qrPassCode, pass.edocPath);
    }
  }
  return map;
}
