import type { FastifyInstance } from 'fastify';
import simAgencyRoutes from './agency-console.ts';
import simLoginRoutes from './login.ts';
import simOrgLoginRoutes from './org-login.ts';
import simIssueRoutes from './sign-routes.ts';
import simPartnerRoutes from './partner/index.ts';
import { sharedContext } from '../plugins/global-plugin.ts';

/** Where the simulated parties' pages are: the default of every party's pages (server/app.ts). */
export const SIMULATED_PAGES_URL = '/sim';

/** The simulated world around the wallet (DESIGN §5): one line per simulated party. */
export async function registerSim(app: FastifyInstance): Promise<void> {
  await app.register(sharedContext(simLoginRoutes));
  await app.register(simIssueRoutes);
  await app.register(simPartnerRoutes);
  await app.register(sharedContext(simOrgLoginRoutes));
  await app.register(simAgencyRoutes);
}
