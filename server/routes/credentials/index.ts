import type { FastifyInstance } from 'fastify';
import issuerDocumentRoutes from './issuer.ts';
import oauthRoutes from './oauth.ts';
import walletCredentialRoutes from './wallet.ts';
import { sharedContext } from '../../plugins/global-plugin.ts';

/** Every certificate as a verifiable credential: the issuer's documents and endpoints (docs/credential-issuer.md), and the wallet's calls. */
export default async function credentialRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sharedContext(issuerDocumentRoutes));
  await app.register(oauthRoutes);
  await app.register(sharedContext(walletCredentialRoutes));
}
