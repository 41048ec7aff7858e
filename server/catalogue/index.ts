export { loadCatalogue, CatalogueError, DEFAULT_CATALOGUE_DIR, validateManifest, compileFormSchema } from './load-catalogue.ts';
export type { Catalogue } from './load-catalogue.ts';
export {
  CERTIFICATE_FILES,
  formatProblem,
  formProblems,
  listCertificateSlugs,
  parseCertificateFolder,
  readCertificateFolder,
  readCertificateFolders,
} from './folder.ts';
export type { CertificateFileKey, RawCertificateFolder } from './folder.ts';
export { displayNameOrders } from './display-order.ts';
export { validateEntryFormData, ENVELOPE_KEYS } from './form-errors.ts';
export { createFormAjv, createStrictFormAjv, RJSF_AJV_OPTIONS } from './ajv.ts';
export { declaredProperties, schemaAt } from './schema-walk.ts';
export type * from './types.ts';
export { MASK, maskingField } from './display-option.ts';
