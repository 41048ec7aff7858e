import type { FastifyInstance } from 'fastify';
import type { ClientErrorReport } from '../../../contracts/generated/api.ts';
import { ref, responses } from '../../schemas.ts';

/**
 * The error-reporting service of spec 000 §8.4: client faults land in the server's log, where
 * operators already look. No session is needed (a fault may happen before sign-in); writes are
 * rate limited like every other write.
 */
export default async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ClientErrorReport }>(
    '/api/v1/client-errors',
    { config: { auth: 'none' }, schema: { body: ref('client-error-report'), response: responses('client-error-response') } },
    async (request) => {
      const { level, ...report } = request.body;
      const entry = { clientError: report, userAgent: request.headers['user-agent'] };
      if (level === 'error') request.log.error(entry, 'client error');
      else request.log.warn(entry, 'client warning');
      return { result: { received: true } };
    },
  );
}
