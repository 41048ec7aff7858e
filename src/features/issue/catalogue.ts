import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
// The subpath keeps ajv's compiler (and its eval) out of the bundle: the package index builds a default validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ApplicationType } from '../../api/generated/api';

/** What the issue page reads of a manifest (schemas/certificate-manifest.schema.json). */
export interface CertificateManifest {
  path: string;
  name: string;
  issuer: string;
  applicationType: ApplicationType;
  available: boolean;
  guide?: string;
  family?: 'university' | 'court';
}

export interface CertificateEntry {
  slug: string;
  manifest: CertificateManifest;
}

export interface LoadedCertificate extends CertificateEntry {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

// Manifests are small and needed to resolve the edoc; schemas, uiSchemas and validators load on demand.
const manifests = import.meta.glob<CertificateManifest>('/certificates/*/certificate.json', { eager: true, import: 'default' });
const schemas = import.meta.glob<RJSFSchema>('/certificates/*/schema.json', { import: 'default' });
const uiSchemas = import.meta.glob<UiSchema>('/certificates/*/ui.json', { import: 'default' });
const validators = import.meta.glob<{ default?: ValidatorFunctions } & ValidatorFunctions>('/src/generated/validators/*.cjs');

const slugOf = (file: string): string => file.split('/').at(-2) ?? '';

export const certificates: CertificateEntry[] = Object.entries(manifests).map(([file, manifest]) => ({
  slug: slugOf(file),
  manifest,
}));

export function findCertificate(edoc: string | undefined): CertificateEntry | undefined {
  if (!edoc) return undefined;
  return certificates.find((entry) => entry.manifest.path === edoc);
}

const cache = new Map<string, Promise<LoadedCertificate>>();

/** The certificate's schema, uiSchema and precompiled validator (the very schema it was compiled from). */
export function loadCertificate(entry: CertificateEntry): Promise<LoadedCertificate> {
  let promise = cache.get(entry.slug);
  if (!promise) {
    promise = (async () => {
      const loadSchema = schemas[`/certificates/${entry.slug}/schema.json`];
      const loadUi = uiSchemas[`/certificates/${entry.slug}/ui.json`];
      const loadValidator = validators[`/src/generated/validators/${entry.slug}.cjs`];
      if (!loadSchema || !loadUi || !loadValidator) throw new Error(`certificate ${entry.slug} is incomplete (run gen:validators)`);
      const [schema, uiSchema, module] = await Promise.all([loadSchema(), loadUi(), loadValidator()]);
      const fns = (module.default ?? module) as ValidatorFunctions;
      return { ...entry, schema, uiSchema, validator: createPrecompiledValidator(fns, schema) };
    })();
    promise.catch(() => cache.delete(entry.slug));
    cache.set(entry.slug, promise);
  }
  return promise;
}
