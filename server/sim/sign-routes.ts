import type { FastifyInstance } from 'fastify';
import simCertPassRoutes from './cert-pass.ts';
import simCertSignupRoutes from './cert-signup.ts';
import simCourtRoutes from './court.ts';
import simPortalRoutes from './portal.ts';
import simSignRoutes from './sign.ts';
import { acceptForms } from './sign-kit.ts';
import simSimpleAuthRoutes from './simple-auth.ts';
import { sharedContext } from '../plugins/global-plugin.ts';

/** The simulated parties of issuance, in one scope that accepts HTML form posts. */
export default async function simIssueRoutes(app: FastifyInstance): Promise<void> {
  acceptForms(app);
  await app.register(sharedContext(simSignRoutes));
  await app.register(sharedContext(simPortalRoutes));
  await app.register(sharedContext(simCourtRoutes));
  await app.register(sharedContext(simSimpleAuthRoutes));
  await app.register(sharedContext(simCertSignupRoutes));
  await app.register(sharedContext(simCertPassRoutes));
}
