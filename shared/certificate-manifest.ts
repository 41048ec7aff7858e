import type { ApplicationType, MaintenanceType } from '../contracts/generated/api.ts';

/*
 * One certificate folder's certificate.json, typed once for the server and the client.
 * schemas/certificate-manifest.schema.json is what validates it and says what each field means;
 * tests/unit/type-names.test.ts holds these properties to that schema's.
 */

export type BadgeType = null | 'NEW' | 'HOT' | 'UPDATE';

/** How long a certificate is valid from its issue, where its document states it (server/issuance/validity.ts). */
export type Validity = { days: number } | { months: number };

/**
 * Where a CHANNELING certificate checks identity (000 §4.3): the embedded government portal, or
 * the chosen institution's own portal by its full url (`institutionField` holds its code).
 */
export type CertificatePortal = { type: 'government' } | { type: 'institution'; institutionField: string; certificateKind: string };

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

/** certificates/<slug>/certificate.json. */
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
  validity?: Validity;
}


/** The values of a certificate's form (its schema.json's properties): what the form holds, a sample.json, an application's form data. */
export type CertificateFormValues = Record<string, unknown>;
