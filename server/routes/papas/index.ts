import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { definitionOf, packageInfo } from '../../packages/flow.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';

type ByPapas = { Params: { papas: string } };

/**
 * The partner request as the wallet reads it (001 §3, §7). A request belongs to the first
 * signed-in user who opens its link; to anyone else it answers 404, like any other user's object.
 * A user who has not joined yet may read it (the start page asks them to join).
 */
export default async function papasRoutes(app: FastifyInstance): Promise<void> {
  app.get<ByPapas>(
    '/api/v2/papas/:papas',
    { config: { auth: 'user' }, schema: { params: ref('papas-params'), response: responses('package-info-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const papas = await app.packages.repo.claimRequest(request.params.papas, user.id, isoNow());
      if (!papas) throw new AppError('NOT_FOUND');
      return { result: packageInfo(papas, await app.packages.repo.packageOfRequest(papas.id)) };
    },
  );

  // isGuestGov24: a non-member of the government portal applies as a guest when a document needs the portal.
  app.get<ByPapas>(
    '/api/v2/papas/:papas/applicable',
    { config: { auth: 'wallet' }, schema: { params: ref('papas-params'), response: responses('package-applicable-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const papas = await app.packages.repo.ownedRequest(request.params.papas, user.id);
      if (!papas) throw new AppError('NOT_FOUND');
      const needsPortal = definitionOf(papas).documents.some((document) => app.catalogue.form(document.edoc)?.applicationType !== 'NORMAL');
      return { result: { isGuestGov24: needsPortal && !user.portalMember } };
    },
  );
}
