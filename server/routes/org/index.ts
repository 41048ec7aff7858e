import type { FastifyInstance } from 'fastify';
import { keyCaller } from '../../desk/callers.ts';
import { registerSubmissionRoutes } from '../desk/submission-routes.ts';

/**
 * The organisation API (docs/org-api.md): a back office reads and handles its organisation's
 * submissions with `Authorization: Bearer <organisation key>`, by the desk's rules. A missing or
 * wrong key answers 401 ORG_UNAUTHORIZED before anything is read or stored.
 */
export default async function orgRoutes(app: FastifyInstance): Promise<void> {
  registerSubmissionRoutes(app, { prefix: '/org/v1', config: {}, downloadSuffix: '', challenge: 'Bearer', callerOf: (request) => keyCaller(app, request) });
}
