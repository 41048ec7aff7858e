import type { ErrorObject, ValidateFunction } from 'ajv';
import manifestSchema from '../../schemas/certificate-manifest.schema.json' with { type: 'json' };
import { createFormAjv, ERROR_MESSAGE_KEYWORD } from './ajv.ts';
import { fileURLToPath } from 'node:url';
import { CERTIFICATE_FILES, formatProblem, formProblems, listCertificateSlugs, readCertificateFolder, type RawCertificateFolder } from './folder.ts';
import { validateEntryFormData } from './form-errors.ts';
import { declaredProperties, isObject } from './schema-walk.ts';
import type { CompiledCertificate, CatalogueProblem, CertificateManifest, CertificateFormValues, FormDataError, JsonSchema, UiSchema } from './types.ts';

/** This project's certificates/ (server/catalogue/folder.ts reads any catalogue folder it is given). */
export const DEFAULT_CATALOGUE_DIR = fileURLToPath(new URL('../../certificates/', import.meta.url));

export class CatalogueError extends Error {
  constructor(readonly problems: CatalogueProblem[]) {
    super(`certificate catalogue has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

let manifestValidator: ValidateFunction | undefined;

/** What a manifest field's error says: the values it may take, where the meta-schema lists them. */
function manifestMessage(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[]; allowedValue?: unknown; additionalProperty?: string };
  const own = isObject(error.parentSchema) && isObject(error.parentSchema[ERROR_MESSAGE_KEYWORD]) ? error.parentSchema[ERROR_MESSAGE_KEYWORD][error.keyword] : undefined;
  if (typeof own === 'string') return own;
  if (error.keyword === 'required') return 'is missing (schemas/certificate-manifest.schema.json says what it holds)';
  if (error.keyword === 'additionalProperties') return `unknown field "${String(params.additionalProperty)}"`;
  if (error.keyword === 'enum') return `${JSON.stringify(error.data)} is not allowed: use one of ${(params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}`;
  return error.message ?? 'invalid';
}

const TYPE_FIELDS = [
  { field: 'portal', type: 'CHANNELING', what: 'a portal (the identity check before issuing)' },
  { field: 'site', type: 'EXTERNAL_CHANNELING', what: 'an outside site where the citizen applies' },
] as const;

/**
 * The rules between a manifest's fields, in a maintainer's words: the meta-schema holds them too
 * (for editors), but its own error would blame applicationType with "must be equal to constant".
 */
function typeFieldProblems(manifest: Record<string, unknown>, slug: string): CatalogueProblem[] {
  const type = manifest.applicationType;
  const problems: CatalogueProblem[] = [];
  // An unknown type is its own problem (its allowed values); what belongs to which type waits for one.
  if (!(manifestSchema.properties.applicationType.enum as unknown[]).includes(type)) return problems;
  for (const { field, type: owner, what } of TYPE_FIELDS) {
    if (field in manifest && type !== owner) {
      problems.push({ slug, file: CERTIFICATE_FILES.manifest, field, message: `only a certificate of type ${owner} has ${what}, and this one is ${JSON.stringify(type)}: remove "${field}", or make applicationType "${owner}"` });
    }
  }
  if (type === 'EXTERNAL_CHANNELING' && !('site' in manifest)) {
    problems.push({
      slug,
      file: CERTIFICATE_FILES.manifest,
      field: 'site',
      message: 'an EXTERNAL_CHANNELING certificate names the site where it is applied for: add "site": { "name", "badge", "guide", "confirms" } (schemas/certificate-manifest.schema.json says what each means)',
    });
  }
  return problems;
}

export function validateManifest(manifest: unknown, slug: string): CatalogueProblem[] {
  manifestValidator ??= createFormAjv().compile(manifestSchema);
  if (manifestValidator(manifest)) return [];
  const own = (manifestValidator.errors ?? [])
    .filter((e) => e.keyword !== 'if' && !e.schemaPath.startsWith('#/allOf/'))
    .map((e) => ({
      slug,
      file: CERTIFICATE_FILES.manifest,
      field: e.keyword === 'required' ? [e.instancePath.slice(1), String((e.params as { missingProperty: string }).missingProperty)].filter(Boolean).join('/') : e.instancePath.slice(1) || undefined,
      message: manifestMessage(e),
    }));
  return [...own, ...(isObject(manifest) ? typeFieldProblems(manifest, slug) : [])];
}

export function compileFormSchema(schema: unknown, slug: string): { validate?: ValidateFunction; problems: CatalogueProblem[] } {
  if (!isObject(schema) || schema.type !== 'object') {
    return { problems: [{ slug, file: CERTIFICATE_FILES.schema, message: 'the form schema must be an object schema ("type": "object")' }] };
  }
  try {
    // One ajv per schema: certificates never share ids, and a broken one cannot poison the others.
    return { validate: createFormAjv().compile(schema), problems: [] };
  } catch (error) {
    return { problems: [{ slug, file: CERTIFICATE_FILES.schema, message: `does not compile: ${(error as Error).message}` }] };
  }
}

function buildEntry(raw: RawCertificateFolder): { entry?: CompiledCertificate; problems: CatalogueProblem[] } {
  const problems = formProblems(raw);
  const { manifest, schema, uiSchema, sample } = raw.files;
  if (manifest !== undefined) problems.push(...validateManifest(manifest, raw.slug));
  const compiled = schema !== undefined ? compileFormSchema(schema, raw.slug) : { problems: [] };
  problems.push(...compiled.problems);
  if (problems.length || !compiled.validate) return { problems };
  return {
    problems,
    entry: {
      slug: raw.slug,
      dir: raw.dir,
      manifest: manifest as unknown as CertificateManifest,
      schema: schema as JsonSchema,
      uiSchema: uiSchema as UiSchema,
      sample: sample as CertificateFormValues,
      validate: compiled.validate,
      knownKeys: new Set(declaredProperties(schema as JsonSchema).keys()),
    },
  };
}

const collator = new Intl.Collator('ko');
export const comparePopularity = (a: CompiledCertificate, b: CompiledCertificate) =>
  a.manifest.popularityOrder - b.manifest.popularityOrder || collator.compare(a.manifest.name, b.manifest.name);

export interface Catalogue {
  /** Every certificate, most popular first. */
  entries: CompiledCertificate[];
  /** The certificate whose manifest `path` (edoc) is given. */
  get(path: string): CompiledCertificate | undefined;
  /** null when the data is acceptable for that certificate, else the first problem, named in Korean. */
  validateFormData(path: string, data: unknown): FormDataError | null;
}

/**
 * Reads every folder of the catalogue directory, validates each manifest against
 * schemas/certificate-manifest.schema.json and compiles each form schema with the options RJSF's ajv8
 * validator uses. Throws a CatalogueError listing every problem, so a broken folder stops the server
 * at start rather than at a citizen's submit.
 */
export function loadCatalogue(dir: string = DEFAULT_CATALOGUE_DIR): Catalogue {
  const problems: CatalogueProblem[] = [];
  const entries: CompiledCertificate[] = [];
  for (const slug of listCertificateSlugs(dir)) {
    const built = buildEntry(readCertificateFolder(dir, slug));
    problems.push(...built.problems);
    if (built.entry) entries.push(built.entry);
  }
  const byPath = new Map<string, CompiledCertificate>();
  for (const entry of entries) {
    const other = byPath.get(entry.manifest.path);
    if (other) problems.push({ slug: entry.slug, file: CERTIFICATE_FILES.manifest, field: 'path', message: `"${entry.manifest.path}" is also the path of ${other.slug}` });
    else byPath.set(entry.manifest.path, entry);
  }
  if (problems.length) throw new CatalogueError(problems);
  entries.sort(comparePopularity);
  return {
    entries,
    get: (p) => byPath.get(p),
    validateFormData(p, data) {
      const entry = byPath.get(p);
      if (!entry) return { pointer: '/문서종류', field: '문서종류', title: '문서종류', keyword: 'enum', detail: '발급받을 수 없는 증명서예요.', message: '문서종류: 발급받을 수 없는 증명서예요.' };
      return validateEntryFormData(entry, data);
    },
  };
}

export { validateEntryFormData };
