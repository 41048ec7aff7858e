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
import { documentProblems } from '../../server/issuance/document/sample.ts';
import { checkValidity } from './check-validity.ts';
import { matchesLayerRoute, readWidgetFolders } from './widget-folders.ts';

/** RJSF's own widget that our forms may use besides the registry's: companions set by a picker. */
export const RJSF_BUILTIN_WIDGETS = ['hidden'] as const;
export const DISPLAY_OPTION_FIELD = '주민등록번호표기';

export interface CheckOptions {
  /** The widget folders' names (scripts/lib/widget-folders.ts). */
  widgetNames: readonly string[];
  /** widget name → the issue layer routes it answers; a field's `ui:options.layer` must be one of them. */
  widgetLayers?: ReadonlyMap<string, readonly string[]>;
  /** The certificate kinds some institution issues (universities' 발급증명서); omitted: portal.certificateKind is not checked. */
  institutionKinds?: ReadonlySet<string>;
  /** qrPassCode → the edoc path that pass checks; omitted: qrPass codes are not checked. */
  qrPasses?: ReadonlyMap<string, string>;
}

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

function walkUi(ui: JsonSchema, visit: (pointer: string, node: JsonSchema) => void, pointer = ''): void {
  visit(pointer, ui);
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:') && isObject(value)) walkUi(value, visit, pointer ? `${pointer}.${key}` : key);
    if (key === 'items' && isObject(value)) walkUi(value, visit, `${pointer}[]`);
  }
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
      add(where, `ui:widget ${JSON.stringify(widget)} is not a widget (a folder of widgets/ with an index.tsx)`);
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

export interface CheckedCertificate {
  slug: string;
  manifest?: CertificateManifest;
}

/** One folder on its own: every problem found, with the file and field it is in. */
export function checkCertificateFolder(dir: string, slug: string, options: CheckOptions): { problems: CatalogueProblem[]; manifest?: CertificateManifest } {
  const raw = readCertificateFolder(dir, slug);
  const problems = [...raw.problems];
  const { manifest, schema, uiSchema, sample } = raw.files;
  const manifestProblems = manifest === undefined ? [] : validateManifest(manifest, slug);
  problems.push(...manifestProblems);
  if (schema !== undefined) {
    const compiled = compileFormSchema(schema, slug);
    problems.push(...compiled.problems);
    if (compiled.validate && isObject(schema)) {
      problems.push(...checkStrict(slug, schema), ...checkSchemaConventions(slug, schema), ...checkPrecompiles(slug, schema));
      if (isObject(uiSchema)) problems.push(...checkUiSchema(slug, schema, uiSchema, options));
      if (manifestProblems.length === 0 && isObject(manifest)) problems.push(...checkPortal(slug, manifest as unknown as CertificateManifest, schema, options));
      if (sample !== undefined && isObject(manifest) && typeof manifest.path === 'string') {
        const entry = {
          slug,
          dir: raw.dir,
          manifest: manifest as unknown as CertificateManifest,
          schema,
          uiSchema: isObject(uiSchema) ? uiSchema : {},
          sample: sample as JsonSchema,
          validate: compiled.validate,
          knownKeys: new Set(declaredProperties(schema).keys()),
        } satisfies CompiledCertificate;
        const error = validateEntryFormData(entry, sample);
        if (error) problems.push({ slug, file: CERTIFICATE_FILES.sample, field: error.field ?? undefined, message: `does not validate: ${error.message}` });
      }
    }
  }
  problems.push(...(raw.texts.layout === undefined ? [{ slug, file: CERTIFICATE_FILES.layout, message: "file is missing (the issued PDF's layout: schemas/document-layout.schema.json)" }] : documentProblems(raw)));
  if (manifestProblems.length === 0) problems.push(...checkValidity(slug, manifest, raw.texts.layout));
  return { problems, manifest: manifestProblems.length === 0 && isObject(manifest) ? (manifest as unknown as CertificateManifest) : undefined };
}

/** Rules across folders: unique paths, names and popularity orders, the qualification passes. */
export function checkCatalogueRules(certs: CheckedCertificate[], options: CheckOptions): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const withManifest = certs.filter((c): c is Required<CheckedCertificate> => c.manifest !== undefined);
  const file = CERTIFICATE_FILES.manifest;
  for (const field of ['path', 'name', 'popularityOrder'] as const) {
    const seen = new Map<unknown, string>();
    for (const { slug, manifest } of withManifest) {
      const value = manifest[field];
      const other = seen.get(value);
      if (other) problems.push({ slug, file, field, message: `${JSON.stringify(value)} is also used by ${other}` });
      else seen.set(value, slug);
    }
  }
  for (const { slug, manifest } of withManifest) {
    if (options.qrPasses) {
      for (const code of manifest.qrPass ?? []) {
        const checks = options.qrPasses.get(code);
        if (checks === undefined) problems.push({ slug, file, field: 'qrPass', message: `"${code}" is not a pass of server/lookup-data/qr-pass-institutions.json` });
        else if (checks !== manifest.path) problems.push({ slug, file, field: 'qrPass', message: `"${code}" checks ${checks}, not ${manifest.path}` });
      }
    }
  }
  return problems;
}

export function checkCatalogue(dir: string, options: CheckOptions): { slugs: string[]; problems: CatalogueProblem[] } {
  const slugs = listCertificateSlugs(dir);
  const results = slugs.map((slug) => ({ slug, ...checkCertificateFolder(dir, slug, options) }));
  return { slugs, problems: [...results.flatMap((r) => r.problems), ...checkCatalogueRules(results, options)] };
}

/** The widget options of cert:check, read from the widget folders (the registry's own source). */
export function readWidgetOptions(dir?: string): Pick<CheckOptions, 'widgetNames' | 'widgetLayers'> {
  const { names, layers } = readWidgetFolders(dir);
  return { widgetNames: names, widgetLayers: layers };
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
