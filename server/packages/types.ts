/** server/packages/<key>.json as read from disk (package.schema.json says what each field means). */
export interface PackageLink {
  url: string;
}

export interface PackageButton extends PackageLink {
  buttonName: string;
}

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

/**
 * What the user is asked before the package can be created (001 §4.1 step 3), derived from the
 * certificate's own uiSchema: the required fields the partner left open, by their widget.
 * - `region`: the residence-registration region (sido/sigungu pickers);
 * - `patriot-number`: the input modal of 001 §5, for the group of the field;
 * - `address-organization`: the disability flow (address search, the district's jurisdiction
 *   organisation, a confirmation).
 * Field names are the certificate's; the client never names a certificate or a field itself.
 */
export type InputStep =
  | { kind: 'region'; edoc: string; documentName: string; sidoField: string; sigunguField: string }
  | { kind: 'patriot-number'; edoc: string; documentName: string; field: string; group: string | null }
  | {
      kind: 'address-organization';
      edoc: string;
      documentName: string;
      addressField: string;
      districtCodeField: string;
      organizationField: string;
      /** The organization widget's `departmentCodeField`, when the certificate has that field. */
      departmentCodeField: string | null;
    };

/** A package ready to request: the file plus what the catalogue says of its documents. */
export interface PackageDefinition extends PackageFile {
  documentNames: string[];
  inputs: InputStep[];
}
