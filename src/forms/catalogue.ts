import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
// The subpath keeps ajv's compiler (and its eval) out of the bundle: the package index builds a default validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ApplicationType } from '../api/generated/api';
import certificateIndex from 'virtual:certificate-index';

/** What the issue page reads of a manifest (schemas/certificate-manifest.schema.json). */
export interface CertificateManifest {
  path: string;
  name: string;
  issuer: string;
  applicationType: ApplicationType;
  available: boolean;
  family?: 'university' | 'court';
}

export interface CertificateEntry {
  slug: string;
  manifest: CertificateManifest;
}

export interface LoadedCertificate extends CertificateEntry {
  /** The manifest's guide for the certificate info page. */
  guide: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

// The manifest fields the page needs at once come from a build-time index of the folders
// (scripts/vite/certificate-index.ts): resolving the edoc is synchronous. The guide, schemas,
// uiSchemas and validators load on demand.
const fullManifests = import.meta.glob<{ guide?: string }>('/certificates/*/certificate.json', { import: 'default' });
const schemas = import.meta.glob<RJSFSchema>('/certificates/*/schema.json', { import: 'default' });
const uiSchemas = import.meta.glob<UiSchema>('/certificates/*/ui.json', { import: 'default' });
const validators = import.meta.glob<{ default?: ValidatorFunctions } & ValidatorFunctions>('/src/generated/validators/*.cjs');



export const certificates: CertificateEntry[] = certificateIndex;

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
      const loadManifest = fullManifests[`/certificates/${entry.slug}/certificate.json`];
      const [schema, uiSchema, module, full] = await Promise.all([loadSchema(), loadUi(), loadValidator(), loadManifest?.()]);
      const fns = (module.default ?? module) as ValidatorFunctions;
      return { ...entry, guide: full?.guide ?? '', schema, uiSchema, validator: createPrecompiledValidator(fns, schema) };
    })();
    promise.catch(() => cache.delete(entry.slug));
    cache.set(entry.slug, promise);
  }
  return promise;
}
