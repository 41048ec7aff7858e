import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import type { PackageInputStep } from '../../contracts/generated/api.ts';
import { declaredProperties } from '../catalogue/schema-walk.ts';
import type { CatalogueForm } from '../plugins/catalogue.ts';
import type { PackageDefinition, PackageFile } from './types.ts';

export const DEFAULT_PACKAGES_DIR = fileURLToPath(new URL('./', import.meta.url));
const META_SCHEMA = JSON.parse(readFileSync(join(DEFAULT_PACKAGES_DIR, 'package.schema.json'), 'utf8')) as object;

/** One thing wrong with a package file. */
export interface PackageProblem {
  file: string;
  message: string;
}

export class PackageError extends Error {
  constructor(readonly problems: PackageProblem[]) {
    super(`package files are invalid:\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`);
    this.name = 'PackageError';
  }
}

type FormOf = (edoc: string) => Pick<CatalogueForm, 'name' | 'schema' | 'uiSchema' | 'applicationType'> | undefined;

const widgetOf = (form: Pick<CatalogueForm, 'uiSchema'>, field: string): string | undefined =>
  ((form.uiSchema[field] as Record<string, unknown> | undefined)?.['ui:widget'] as string | undefined) ?? undefined;

const optionOf = (form: Pick<CatalogueForm, 'uiSchema'>, field: string, option: string): unknown =>
  ((form.uiSchema[field] as Record<string, unknown> | undefined)?.['ui:options'] as Record<string, unknown> | undefined)?.[option];

/**
 * The input steps of one document: every top-level required field without a partner default is
 * asked of the user by its widget (types.ts InputStep). A field no step can ask is a problem of
 * the package file: the partner must give it a default.
 */
export function inputStepsOf(edoc: string, form: Pick<CatalogueForm, 'name' | 'schema' | 'uiSchema'>, defaults: Record<string, unknown>): { steps: PackageInputStep[]; problems: string[] } {
  const required = ((form.schema.required as string[] | undefined) ?? []).filter((field) => !(field in defaults));
  const fields = Object.keys((form.schema.properties as Record<string, unknown> | undefined) ?? {});
  const documentName = form.name;
  const steps: PackageInputStep[] = [];
  const problems: string[] = [];
  const covered = new Set<string>();
  for (const field of required) {
    if (covered.has(field)) continue;
    const widget = widgetOf(form, field);
    if (widget === 'sido') {
      const sigungu = fields.find((other) => widgetOf(form, other) === 'sigungu' && optionOf(form, other, 'sidoField') === field);
      if (!sigungu) {
        problems.push(`${edoc}: ${field} has no sigungu field to go with it`);
        continue;
      }
      steps.push({ kind: 'region', edoc, documentName, sidoField: field, sigunguField: sigungu });
      covered.add(field).add(sigungu);
    } else if (widget === 'patriot-number') {
      const group = optionOf(form, field, 'group');
      steps.push({ kind: 'patriot-number', edoc, documentName, field, group: typeof group === 'string' ? group : null });
      covered.add(field);
    } else if (widget === 'address' || widget === 'organization' || widget === 'hidden') {
      const address = fields.find((other) => widgetOf(form, other) === 'address' && !(other in defaults));
      const district = address ? optionOf(form, address, 'districtCodeField') : undefined;
      const organisation = fields.find((other) => widgetOf(form, other) === 'organization' && optionOf(form, other, 'districtCodeField') === district);
      const department = organisation ? optionOf(form, organisation, 'departmentCodeField') : undefined;
      const departmentCodeField = typeof department === 'string' && fields.includes(department) ? department : null;
      if (!address || typeof district !== 'string' || !organisation || ![address, district, organisation, departmentCodeField].includes(field)) {
        problems.push(`${edoc}: ${field} needs a default (no input step asks it)`);
        continue;
      }
      steps.push({ kind: 'address-organisation', edoc, documentName, addressField: address, districtCodeField: district, organisationField: organisation, departmentCodeField });
      covered.add(address).add(district).add(organisation);
      if (departmentCodeField) covered.add(departmentCodeField);
    } else {
      problems.push(`${edoc}: ${field} needs a default (no input step asks a '${widget ?? 'text'}' field)`);
    }
  }
  return { steps, problems };
}

/** Checks one parsed file and derives what the catalogue knows of its documents. */
let metaValidator: ValidateFunction | undefined;
export function definePackage(file: string, raw: unknown, formOf: FormOf): { definition?: PackageDefinition; problems: PackageProblem[] } {
  // Compiled once per process: every app (every API test) reads the packages folder again.
  const validate = (metaValidator ??= new Ajv({ allErrors: true, strict: false }).compile(META_SCHEMA));
  if (!validate(raw)) {
    return { problems: (validate.errors ?? []).map((e) => ({ file, message: `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` })) };
  }
  const pkg = raw as PackageFile & { $schema?: string };
  const problems: PackageProblem[] = [];
  if (`${pkg.package}.json` !== basename(file)) problems.push({ file, message: `package "${pkg.package}" must be in ${pkg.package}.json` });
  const documentNames: string[] = [];
  const inputs: PackageInputStep[] = [];
  const seen = new Set<string>();
  for (const document of pkg.documents) {
    if (seen.has(document.edoc)) problems.push({ file, message: `${document.edoc} is listed twice` });
    seen.add(document.edoc);
    const form = formOf(document.edoc);
    if (!form) {
      problems.push({ file, message: `${document.edoc}: no certificate folder has this edoc path` });
      continue;
    }
    if (form.applicationType === 'EXTERNAL_CHANNELING') {
      // The court site issues its certificates one at a time, outside the wallet's signing.
      problems.push({ file, message: `${document.edoc}: court certificates (EXTERNAL_CHANNELING) cannot be in a package` });
      continue;
    }
    const defaults = document.defaults ?? {};
    const known = declaredProperties(form.schema);
    for (const key of Object.keys(defaults)) {
      if (!known.has(key)) problems.push({ file, message: `${document.edoc}: defaults.${key} is not a field of the certificate` });
    }
    const derived = inputStepsOf(document.edoc, form, defaults);
    problems.push(...derived.problems.map((message) => ({ file, message })));
    documentNames.push(form.name);
    inputs.push(...derived.steps);
  }
  if (problems.length > 0) return { problems };
  const { $schema: _schema, ...data } = pkg;
  return { definition: { ...data, inputAlertMessage: pkg.inputAlertMessage ?? null, documentNames, inputs }, problems };
}

/**
 * Every `<key>.json` of the packages folder (package.schema.json is the meta-schema). A package
 * exists because its file exists: adding one changes no code. A broken file stops the server at
 * start, listing every problem.
 */
export function loadPackages(dir: string, formOf: FormOf): Map<string, PackageDefinition> {
  const packages = new Map<string, PackageDefinition>();
  if (!existsSync(dir)) return packages;
  const problems: PackageProblem[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'package.schema.json')
    .sort();
  for (const name of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      problems.push({ file: name, message: `not JSON: ${(error as Error).message}` });
      continue;
    }
    const result = definePackage(name, raw, formOf);
    problems.push(...result.problems);
    if (result.definition) packages.set(result.definition.package, result.definition);
  }
  if (problems.length > 0) throw new PackageError(problems);
  return packages;
}
