import type { FastifyInstance } from 'fastify';
import activityRoutes from './activity/index.ts';
import agreementRoutes from './agreement/index.ts';
import applicationFormRoutes from './application-form/index.ts';
import applicationRoutes from './application/index.ts';
import bridgeRoutes from './bridge/index.ts';
import caRoutes from './ca/index.ts';
import checkRoutes from './check/index.ts';
import clientErrorRoutes from './client-errors/index.ts';
import credentialRoutes from './credentials/index.ts';
import deskRoutes from './desk/index.ts';
import documentFileRoutes from './document-file/index.ts';
import warmUpDocumentRoutes from './document-file/warm-up.ts';
import distributionRoutes from './distribution/index.ts';
import homeRoutes from './home/index.ts';
import inboxDeleteRoutes from './inbox/delete.ts';
import inboxDocumentRoutes from './inbox/document.ts';
import inboxDownloadRoutes from './inbox/download.ts';
import inboxExpiryRoutes from './inbox/expiry.ts';
import inboxRoutes from './inbox/index.ts';
import onceLinkRoutes from './inbox/once/index.ts';
import lookupRoutes from './lookup/index.ts';
import orgRoutes from './org/index.ts';
import packageRoutes from './package/index.ts';
import papasRoutes from './papas/index.ts';
import presentationRoutes from './presentations/index.ts';
import partnerRoutes from './partner/index.ts';
import qrPassRoutes from './qr-pass/index.ts';
import submissionRoutes from './submission/index.ts';
import userRoutes from './user/index.ts';
import verifyRoutes from './verify/index.ts';
import { packagesPlugin } from '../packages/plugin.ts';

/**
 * Every route plugin, in order: one folder per API area (000 §7), an area's calls in one plugin or
 * a few (the inbox's document, delete, download and expiry calls each have theirs). A new area adds
 * its folder and its line here; the docs test (server/docs.test.ts) then asks for its routes in docs/.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(checkRoutes);
  await app.register(clientErrorRoutes);
  await app.register(homeRoutes);
  await app.register(userRoutes);
  await app.register(agreementRoutes);
  await app.register(inboxRoutes);
  await app.register(inboxDeleteRoutes);
  await app.register(inboxDocumentRoutes);
  await app.register(inboxDownloadRoutes);
  await app.register(inboxExpiryRoutes);
  await app.register(onceLinkRoutes);
  await app.register(verifyRoutes);
  await app.register(documentFileRoutes);
  await app.register(warmUpDocumentRoutes);
  await app.register(distributionRoutes);
  await app.register(submissionRoutes);
  await app.register(applicationFormRoutes);
  await app.register(applicationRoutes);
  await app.register(qrPassRoutes);
  await app.register(lookupRoutes);
  await app.register(bridgeRoutes);
  await app.register(caRoutes);
  // The partner packages, then the partner API and the package calls of 001 §7.
  await app.register(packagesPlugin);
  await app.register(partnerRoutes);
  await app.register(papasRoutes);
  await app.register(packageRoutes);
  // The organisation's desk (its page's calls, a staff session) and the organisation API (its key).
  await app.register(deskRoutes);
  await app.register(orgRoutes);
  // The citizen's own record: the activity log and its export.
  await app.register(activityRoutes);
  // Every certificate as a verifiable credential: the OpenID4VCI issuer, and the wallet's calls for it.
  await app.register(credentialRoutes);
  // Presentations over OpenID4VP: the desk's requests a wallet answers, and the citizen's wallet answering.
  await app.register(presentationRoutes);
}
