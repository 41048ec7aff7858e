import type { AgreementKind } from '../contracts/generated/api.ts';

/** Agreement kinds of 000 §3 (the same list as contracts/api/agreement-kind.json; a test keeps them equal). */
export const AGREEMENT_KINDS = [
  'NEW',
  'RENEW_SERVICE_TERM',
  'RENEW_PRIVACY_TERM',
  'RENEW_SERVICE_PRIVACY_TERM',
  'UNREGISTERED_WALLET',
  'PAPAS',
  'APPLICATION',
  'APPLICATION_CHANNELING',
  'APPLICATION_INTECH',
  'APPLICATION_DIGITALZONE',
  'APPLICATION_GOV24',
  'SUBMISSION',
  'QR_PASS',
] as const satisfies readonly AgreementKind[];

export const RENEWAL_KINDS: readonly AgreementKind[] = [
  'RENEW_SERVICE_TERM',
  'RENEW_PRIVACY_TERM',
  'RENEW_SERVICE_PRIVACY_TERM',
];
