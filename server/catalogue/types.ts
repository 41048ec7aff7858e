import type { ValidateFunction } from 'ajv';
import type { CertificateFormValues, CertificateManifest } from '../../shared/certificate-manifest.ts';

export type { BadgeType, CertificateFormValues, CertificateManifest, CertificatePortal, CertificateSite } from '../../shared/certificate-manifest.ts';

/** A JSON Schema (draft-07) as read from disk. */
export type JsonSchema = { [key: string]: unknown };
export type UiSchema = { [key: string]: unknown };

/** One certificate folder, read and its form schema compiled. */
export interface CompiledCertificate {
  slug: string;
  dir: string;
  manifest: CertificateManifest;
  schema: JsonSchema;
  uiSchema: UiSchema;
  sample: CertificateFormValues;
  validate: ValidateFunction;
  /** Every property name the form may carry, conditional ones included. */
  knownKeys: ReadonlySet<string>;
}

/** One thing wrong with a certificate folder: the file and, where there is one, the field. */
export interface CatalogueProblem {
  slug: string;
  file: string;
  field?: string;
  message: string;
}

/** Why submitted form data was refused: the field, its Korean title, and a Korean message naming it. */
export interface FormDataError {
  /** JSON pointer of the value (`/학번`, `/사업장/0/납부자번호`), '' for the whole body. */
  pointer: string;
  /** The top-level form field, when there is one. */
  field: string | null;
  /** Korean label of the field (titles along the path joined by ' > '). */
  title: string;
  /** The JSON Schema keyword that failed (`required`, `pattern`, `additionalProperties`…). */
  keyword: string;
  /** The message without the label, for showing under the field. */
  detail: string;
  /** `${title}: ${detail}` — for the INVALID_PARAM message. */
  message: string;
}
