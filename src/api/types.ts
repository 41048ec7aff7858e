/**
 * Client-side names for the API contract (docs/api.md). The shapes come from the JSON Schemas in
 * contracts/api through the generated module (contracts/generated); this file only gives the client stable names.
 */
export type {
  ApiError,
  Address,
  DisabilityOrganisation,
  CheckResult,
  WalletAndDevice,
  HomeData,
  Notice,
  Banner,
  User,
  UserStatus,
  AgreementKind,
  Term,
  TermGroup,
  Agreement,
  TermContent,
  AgreementSubmit,
  AgreementSubmitResult,
  InboxDocument,
  DistributionItem,
  PresentationRecord,
  CatalogueEntry,
  CertPass,
  CertPassCreate,
  CertPassCreateResult,
  QrPassInstitution,
} from '../../contracts/generated/api';

export interface Envelope<T> {
  result: T;
  totalCount?: number;
}
