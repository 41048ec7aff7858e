import type { FastifyInstance } from 'fastify';
import type { AgreementQuery, AgreementSubmit } from '../../../contracts/generated/api.ts';
import { AppError } from '../../errors.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { buildSheet } from './sheet.ts';
import { submitAgreement } from './submit.ts';

export default async function agreementRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AgreementQuery }>(
    '/api/v2/agreement',
    { config: { auth: 'user' }, schema: { querystring: ref('agreement-query'), response: responses('agreement-response') } },
    async (request) => ({
      result: await buildSheet(app.repos.terms, request.query.types, { receiverName: request.query.receiverName }),
    }),
  );

  app.get<{ Params: { termType: string } }>(
    '/api/v2/agreement/term/:termType',
    { config: { auth: 'user' }, schema: { params: ref('term-type-params'), response: responses('term-content-response') } },
    async (request) => {
      const content = await app.repos.terms.contentOf(request.params.termType);
      if (content === undefined) throw new AppError('NOT_FOUND');
      return { result: { content } };
    },
  );

  app.post<{ Body: AgreementSubmit }>(
    '/api/v2/agreement',
    {
      config: { auth: 'user', idempotent: true },
      schema: { body: ref('agreement-submit'), response: responses('agreement-submit-response') },
    },
    async (request) => ({ result: await submitAgreement(app.repos, app.db, signedIn(request), request.body) }),
  );
}
