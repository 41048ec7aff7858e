import type { FastifyInstance } from 'fastify';
import simCertPassRoutes from './cert-pass.ts';
import simCertSignupRoutes from './cert-signup.ts';
import simCourtRoutes from './court.ts';
import simPortalRoutes from './portal.ts';
import simSignRoutes from './sign.ts';
import { acceptForms } from './sign-kit.ts';
import simSimpleAuthRoutes from './simple-auth.ts';

/** The simulated parties of issuance, in one scope that accepts HTML form posts. */
export default async function simIssueRoutes(app: FastifyInstance): Promise<void> {
  acceptForms(app);
  await app.register(simSignRoutes);
  await app.register(simPortalRoutes);
  await app.register(simCourtRoutes);
  await app.register(simSimpleAuthRoutes);
  await app.register(simCertSignupRoutes);
  await app.register(simCertPassRoutes);
}
