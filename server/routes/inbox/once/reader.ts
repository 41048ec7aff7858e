import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OnceLinkPin, OnceLinkTokenParams } from '../../../../contracts/generated/api.ts';
import { ref, responses } from '../../../schemas.ts';
import type { OnceLinks } from './links.ts';

/**
 * The reader's calls, without a session: the link's state (its documents once this browser
 * opened it), and one try of the PIN. The first right PIN spends the link and opens a reading
 * session in that browser; wrong ones count towards the lock.
 */
export function readerRoutes(app: FastifyInstance, links: OnceLinks): void {
  app.get<{ Params: OnceLinkTokenParams }>(
    '/api/v2/shared/:token',
    { config: { auth: 'none' }, schema: { params: ref('once-link-token-params'), response: responses('once-link-response') } },
    async (request, reply) => {
      const link = await links.byToken(request.params.token);
      const session = await links.sessionOf(request);
      reply.header('cache-control', 'no-store');
      return { result: await links.view(link, session?.linkId === link.id, session?.expiresAt) };
    },
  );

  app.post<{ Params: OnceLinkTokenParams; Body: OnceLinkPin }>(
    '/api/v2/shared/:token/pin',
    {
      config: { auth: 'none' },
      schema: { params: ref('once-link-token-params'), body: ref('once-link-pin'), response: responses('once-link-response') },
    },
    async (request, reply) => {
      const link = await links.byToken(request.params.token);
      reply.header('cache-control', 'no-store');
      const session = await links.sessionOf(request);
      if (session?.linkId === link.id) return { result: await links.view(link, true, session.expiresAt) };
      const before = await links.view(link, false);
      if (before.state !== 'PIN_REQUIRED') return { result: before };

      const given = Buffer.from(links.pinHash(link.id, request.body.pinCode));
      if (!timingSafeEqual(given, Buffer.from(link.pin_hash))) {
        await links.countWrongPin(link);
        return { result: await links.view(await links.fresh(link), false) };
      }
      const sessionEnds = await links.claim(request, reply, link);
      return { result: await links.view(await links.fresh(link), sessionEnds !== undefined, sessionEnds) };
    },
  );
}
