import type { Validity } from '../issuance/validity.ts';
import type { ValidateFunction } from 'ajv';
import type { ApplicationType, MaintenanceType } from '../../contracts/generated/api.ts';

export type BadgeType = null | 'NEW' | 'HOT' | 'UPDATE';

/** certificates/<slug>/certificate.json — schemas/certificate-manifest.schema.json says what each field means. */
export interface CertificateManifest {
  path: string;
  name: string;
  issuer: string;
  applicationType: ApplicationType;
  badgeType: BadgeType;
  maintenanceType: MaintenanceType;
  available: boolean;
  keywords: string[];
  popularityOrder: number;
  personalData: string[];
  portal?: CertificatePortal;
  site?: CertificateSite;
  guide: string;
  qrPass?: string[];
  /** How long the certificate is valid from its issue, where its document states it (server/issuance/validity.ts). */
  validity?: Validity;
}

/**
 * Where a CHANNELING certificate checks identity (000 §4.3): the embedded government portal, or
 * the chosen institution's own portal by its full url (`institutionField` holds its code).
 */
export type CertificatePortal =
  | { type: 'government' }
  | { type: 'institution'; institutionField: string; certificateKind: string };

/**
 * The outside site an EXTERNAL_CHANNELING certificate is applied for on (000 §4.7): its name, the
 * badge and guide the wallet shows, and the form fields the site asks the citizen to confirm.
 */
export interface CertificateSite {
  name: string;
  badge: string;
  guide: string;
  confirms: string[];
}

/** A JSON Schema (draft-07) as read from disk. */
export type JsonSchema = { [key: string]: unknown };
export type UiSchema = { [key: string]: unknown };
export type FormData = { [key: string]: unknown };

/** One certificate folder, read and its form schema compiled. */
export interface CompiledCertificate {
  slug: string;
  dir: string;
  manifest: CertificateManifest;
  schema: JsonSchema;
  uiSchema: UiSchema;
  sample: FormData;
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
