import type { FastifyInstance } from 'fastify';
import applicationCreateRoutes from './create.ts';
import guestRoutes from './guest.ts';
import applicationListRoutes from './list.ts';
import applicationStatusRoutes from './status.ts';
import { sharedContext } from '../../plugins/global-plugin.ts';

/** Applications (000 §7): create → sign → start → poll, the list and the count; one file per group. */
export default async function applicationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sharedContext(applicationCreateRoutes));
  await app.register(sharedContext(applicationListRoutes));
  await app.register(sharedContext(applicationStatusRoutes));
  await app.register(sharedContext(guestRoutes));
}
