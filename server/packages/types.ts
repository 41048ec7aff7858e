import type { PackageButton, PackageInputStep, PackageLink } from '../../contracts/generated/api.ts';

/** server/packages/<key>.json as read from disk (package.schema.json says what each field means). */
export interface AppSchemeBundle {
  cancel: PackageLink;
  success: PackageButton;
  failed: PackageButton;
  notQualified: PackageButton;
}

export interface PackageDocument {
  /** The certificate's edoc path. */
  edoc: string;
  defaults?: Record<string, unknown>;
}

export interface PackageFile {
  package: string;
  title: string;
  description: string;
  recipient: string;
  recipientAddress: string;
  issuer: string;
  documents: PackageDocument[];
  additionalPackageInfo: Record<string, string>;
  inputAlertMessage?: string | null;
  isSkipCompletedSubmissionPage: boolean;
  appSchemeBundle: AppSchemeBundle;
}

/** A package ready to request: the file plus what the catalogue says of its documents. */
export interface PackageDefinition extends PackageFile {
  documentNames: string[];
  inputs: PackageInputStep[];
}
