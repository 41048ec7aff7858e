import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApplicationRecord } from '../db/applications.ts';
import type { UserRecord } from '../db/users.ts';
import { issuanceTexts } from '../messages.ts';
import { isoNow } from '../time.ts';
import { failApplication } from './application-events.ts';
import { toProcessing } from './flow.ts';

/*
 * What the outside parties' pages tell the wallet when the citizen is done there (the ports'
 * answers, server/issuance/ports.ts): each is one call of the wallet's, whoever the party is.
 * Each answers false when the application was no longer where that party's step is.
 */

/** The signing page signed the application (000 §4.6): SIGN_COMPLETED, its signature COMPLETE. */
export async function applicationSigned(app: FastifyInstance, application: Pick<ApplicationRecord, 'id' | 'signStatus'>): Promise<boolean> {
  const signed = await app.issuance.applications.transition(application.id, ['SIGN_REQUESTED'], { state: 'SIGN_COMPLETED', signStatus: 'COMPLETE' }, isoNow());
  return signed || application.signStatus === 'COMPLETE';
}

/** The portal checked the citizen (000 §4.3): the application goes to its agency. */
export const identityChecked = (app: FastifyInstance, application: ApplicationRecord): Promise<boolean> => toProcessing(app, application, ['CHANNELING']);

/**
 * The outside site took the application (000 §4.7) with the values the citizen confirmed there
 * (validated against the certificate's schema by the caller) and the wallet as the receiving
 * method: the document is drawn from those values by its agency.
 */
export async function appliedAtSite(app: FastifyInstance, application: ApplicationRecord, confirmed: Record<string, unknown>): Promise<boolean> {
  if (!(await app.issuance.applications.replaceFormData(application, ['CHANNELING'], confirmed, isoNow()))) return false;
  await toProcessing(app, { ...application, formData: confirmed }, ['CHANNELING']);
  return true;
}

/** The citizen chose another receiving method at the outside site: no document comes to the wallet (FAIL). */
export function receivedElsewhere(app: FastifyInstance, application: ApplicationRecord): Promise<boolean> {
  const deps = { applications: app.issuance.applications, activity: app.repos.activity };
  return app.db.transaction(() => failApplication(deps, application, ['CHANNELING'], issuanceTexts.courtOtherMethod));
}

/** A simple-authentication token is good for one application within this time. */
export const GUEST_TOKEN_MS = 10 * 60 * 1000;

/**
 * The portal's simple authentication of a citizen who is not its member (000 §6): a one-time token
 * the wallet applies with (POST /api/v2/application/guest/{token}), for one certificate when named.
 */
export async function nonMemberAuthenticated(app: FastifyInstance, user: Pick<UserRecord, 'id'>, edocPath: string | undefined): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  await app.issuance.guestTokens.create({
    token,
    userId: user.id,
    edocPath: edocPath && app.catalogue.form(edocPath) ? edocPath : null,
    createdAt: isoNow(now),
    expiresAt: isoNow(now + GUEST_TOKEN_MS),
  });
  return token;
}
