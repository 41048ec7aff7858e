import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
// The subpath keeps ajv's compiler (and its eval) out of the bundle: the package index builds a default validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { CertificateManifest } from '../../shared/certificate-manifest';
import certificateIndex, { forms } from 'virtual:certificate-index';
import { loader, type Loader } from '../lib/loader';

/** What the issue page reads of a manifest at once, for every folder (scripts/vite/certificate-catalogue.ts INDEX_FIELDS). */
export type ManifestSummary = Pick<CertificateManifest, 'path' | 'name' | 'issuer' | 'applicationType' | 'available' | 'portal' | 'site'>;

/** The institution's own portal opens by its full url (000 §4.3); otherwise the embedded government portal. */
export const opensOwnPortal = (manifest: Pick<ManifestSummary, 'portal'>): boolean => manifest.portal?.type === 'institution';

export interface CertificateEntry {
  slug: string;
  manifest: ManifestSummary;
}

/** `virtual:certificate-form/<slug>` (scripts/vite/certificate-catalogue.ts): one folder's form, validators precompiled from its schema. */
export interface CertificateFormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The manifest's guide for the certificate info page. */
  guide: string;
  validators: ValidatorFunctions;
}

export interface CertificateFormBundle extends CertificateEntry {
  /** The manifest's guide for the certificate info page. */
  guide: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

// The manifest fields the page needs at once come from a build-time index of the folders
// (scripts/vite/certificate-catalogue.ts): resolving the edoc is synchronous. The guide, schema,
// uiSchema and validators of a certificate load on demand, as one module.
/** Every certificate folder; in development, the folders as they are now (see below). */
export let certificates: CertificateEntry[] = certificateIndex;
let formModules = forms;

export function findCertificate(edoc: string | undefined): CertificateEntry | undefined {
  if (!edoc) return undefined;
  return certificates.find((entry) => entry.manifest.path === edoc);
}

const cache = new Map<string, Loader<CertificateFormBundle>>();

/**
 * The certificate when it has already loaded, else undefined: a page drawn on the server, and
 * the browser's first render of it, show the form at once (src/app/page-render.tsx).
 */
export function loadedCertificate(entry: CertificateEntry): CertificateFormBundle | undefined {
  return cache.get(entry.slug)?.loaded;
}

/** The certificate's schema, uiSchema and precompiled validator (the very schema it was compiled from). */
export function loadCertificate(entry: CertificateEntry): Promise<CertificateFormBundle> {
  let load = cache.get(entry.slug);
  if (!load) {
    load = loader(async (): Promise<CertificateFormBundle> => {
      const module = formModules[entry.slug];
      if (!module) throw new Error(`certificate ${entry.slug} has no form`);
      const form = await module();
      return { ...entry, guide: form.guide, schema: form.schema, uiSchema: form.uiSchema, validator: createPrecompiledValidator(form.validators, form.schema) };
    });
    cache.set(entry.slug, load);
  }
  return load();
}

// Development: a maintainer edits, adds or breaks a certificate folder; the dev server sends the
// new index (its form loaders point at the new modules) and whoever shows forms loads them again.
let revision = 0;
const listeners = new Set<() => void>();

/** Changes each time the dev server sends a changed catalogue (never in production). */
export const catalogueRevision = (): number => revision;

export function subscribeToCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

if (import.meta.hot) {
  import.meta.hot.accept('virtual:certificate-index', (next) => {
    if (!next) return;
    certificates = next.default as CertificateEntry[];
    formModules = next.forms as typeof forms;
    cache.clear();
    revision += 1;
    listeners.forEach((listener) => listener());
  });
}
