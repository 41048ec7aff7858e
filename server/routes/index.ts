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
import { sharedContext } from '../plugins/global-plugin.ts';

/**
 * Every route plugin, in order: one folder per API area (000 §7), an area's calls in one plugin or
 * a few (the inbox's document, delete, download and expiry calls each have theirs). A new area adds
 * its folder and its line here; the docs test (server/docs.test.ts) then asks for its routes in docs/.
 * An area that adds no hook, parser or decoration shares the app's context (`sharedContext`: one
 * request and reply class for all of them); one that does is registered as is, in a context of its own.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sharedContext(checkRoutes));
  await app.register(sharedContext(clientErrorRoutes));
  await app.register(sharedContext(homeRoutes));
  await app.register(sharedContext(userRoutes));
  await app.register(sharedContext(agreementRoutes));
  await app.register(sharedContext(inboxRoutes));
  await app.register(sharedContext(inboxDeleteRoutes));
  await app.register(sharedContext(inboxDocumentRoutes));
  await app.register(sharedContext(inboxDownloadRoutes));
  await app.register(sharedContext(inboxExpiryRoutes));
  await app.register(sharedContext(onceLinkRoutes));
  await app.register(verifyRoutes);
  await app.register(sharedContext(documentFileRoutes));
  await app.register(sharedContext(warmUpDocumentRoutes));
  await app.register(sharedContext(distributionRoutes));
  await app.register(sharedContext(submissionRoutes));
  await app.register(sharedContext(applicationFormRoutes));
  await app.register(sharedContext(applicationRoutes));
  await app.register(sharedContext(qrPassRoutes));
  await app.register(lookupRoutes);
  await app.register(sharedContext(bridgeRoutes));
  await app.register(sharedContext(caRoutes));
  // The partner packages, then the partner API and the package calls of 001 §7.
  await app.register(packagesPlugin);
  await app.register(partnerRoutes);
  await app.register(sharedContext(papasRoutes));
  await app.register(sharedContext(packageRoutes));
  // The organisation's desk (its page's calls, a staff session) and the organisation API (its key).
  await app.register(deskRoutes);
  await app.register(orgRoutes);
  // The citizen's own record: the activity log and its export.
  await app.register(sharedContext(activityRoutes));
  // Every certificate as a verifiable credential: the OpenID4VCI issuer, and the wallet's calls for it.
  await app.register(sharedContext(credentialRoutes));
  // Presentations over OpenID4VP: the desk's requests a wallet answers, and the citizen's wallet answering.
  await app.register(sharedContext(presentationRoutes));
}
