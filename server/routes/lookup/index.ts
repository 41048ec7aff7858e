import type { FastifyInstance } from 'fastify';
import addressRoutes from './addresses.ts';
import { CACHE_CONTROL } from './lookup-kit.ts';
import personaDataRoutes from './persona-data.ts';
import regionRoutes from './regions.ts';
import schoolRoutes from './schools.ts';
import universityRoutes from './universities.ts';
import usagePurposeRoutes from './usage-purposes.ts';
import { sharedContext } from '../../plugins/global-plugin.ts';

/** The lookup calls of 000 §7 under /api/v2/application/info, served from server/lookup-data; one file per group. */
export default async function lookupRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: only these routes get the header, and only on a successful answer.
  app.addHook('onSend', async (request, reply) => {
    const cache = request.routeOptions.config.lookupCache;
    if (cache && reply.statusCode === 200) reply.header('cache-control', CACHE_CONTROL[cache]);
  });

  await app.register(sharedContext(regionRoutes));
  await app.register(sharedContext(schoolRoutes));
  await app.register(sharedContext(universityRoutes));
  await app.register(sharedContext(addressRoutes));
  await app.register(sharedContext(personaDataRoutes));
  await app.register(sharedContext(usagePurposeRoutes));
}
