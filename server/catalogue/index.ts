export { loadCatalogue, CatalogueError, DEFAULT_CATALOGUE_DIR, listCertificateSlugs, readCertificateFolder, validateManifest, compileFormSchema, formatProblem, CERTIFICATE_FILES } from './load-catalogue.ts';
export type { Catalogue, RawCertificateFolder } from './load-catalogue.ts';
export { validateEntryFormData, ENVELOPE_KEYS } from './form-errors.ts';
export { createFormAjv, createStrictFormAjv, RJSF_AJV_OPTIONS } from './ajv.ts';
export { declaredProperties, schemaAt } from './schema-walk.ts';
export type * from './types.ts';
