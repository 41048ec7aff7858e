import type { FastifyInstance } from 'fastify';
import oid4vpRoutes from './oid4vp.ts';
import walletPresentationRoutes from './wallet.ts';
import { sharedContext } from '../../plugins/global-plugin.ts';

/** Presentations over OpenID4VP: the verifier's endpoints a wallet calls, and the citizen's wallet answering. */
export default async function presentationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(oid4vpRoutes);
  await app.register(sharedContext(walletPresentationRoutes));
}
