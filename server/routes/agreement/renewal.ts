import type { TermsRepo } from '../../db/terms.ts';
import type { UserRecord } from '../../db/users.ts';
import { PRIVACY_TERM_TYPE, SERVICE_TERM_TYPE } from '../../db/seed-data/terms.ts';

export type RenewalCode =
  | 'REQUIRED_TO_RENEW_SERVICE_TERM'
  | 'REQUIRED_TO_RENEW_PRIVACY_TERM'
  | 'REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM';

/** The current service and privacy versions are those a newcomer agrees to (kind NEW). */
export async function currentTermVersions(terms: TermsRepo): Promise<{ service: number; privacy: number }> {
  return {
    service: await terms.currentVersion('NEW', SERVICE_TERM_TYPE) ?? 0,
    privacy: await terms.currentVersion('NEW', PRIVACY_TERM_TYPE) ?? 0,
  };
}

/** Which renewal a joined user owes, if the terms changed since they last agreed. */
export async function renewalCodeOf(user: UserRecord, terms: TermsRepo): Promise<RenewalCode | null> {
  const current = await currentTermVersions(terms);
  const service = (user.serviceTermVersion ?? 0) < current.service;
  const privacy = (user.privacyTermVersion ?? 0) < current.privacy;
  if (service && privacy) return 'REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM';
  if (service) return 'REQUIRED_TO_RENEW_SERVICE_TERM';
  if (privacy) return 'REQUIRED_TO_RENEW_PRIVACY_TERM';
  return null;
}
