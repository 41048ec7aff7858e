import type { FastifyInstance } from 'fastify';
import { acceptForms } from '../sign-kit.ts';
import simPartnerConsole from './console.ts';
import simPackagePages from './package-pages.ts';
import { sharedContext } from '../../plugins/global-plugin.ts';

/** The simulated partner (console and return pages) and the package's signing and portal pages. */
export default async function simPartnerRoutes(app: FastifyInstance): Promise<void> {
  acceptForms(app);
  await app.register(sharedContext(simPartnerConsole));
  await app.register(sharedContext(simPackagePages));
}
