import type { FastifyInstance } from 'fastify';
import type { SubmissionRequest } from '../../../contracts/generated/api.ts';
import type { RecipientRecord } from '../../db/recipients.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { recipientOf, submit } from './submit.ts';

/** What the client sees of a recipient (the wallet's user id stays on the server). */
const publicRecipient = ({ name, address, type, needAgreement, region }: RecipientRecord) => ({ name, address, type, needAgreement, region });

/** Submission (001 §7): organisation search, wallet-address lookup, the submission itself. */
export default async function submissionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { keyword: string; page: number; size: number } }>(
    '/api/v1/submission/recipient/search',
    { config: { auth: 'wallet' }, schema: { querystring: ref('recipient-search-query'), response: responses('recipient-list-response') } },
    async (request) => {
      const { keyword, page, size } = request.query;
      const found = await app.repos.recipients.search(keyword.trim(), { limit: size, offset: (page - 1) * size });
      return { result: found.items.map(publicRecipient), totalCount: found.totalCount };
    },
  );

  app.get<{ Params: { walletAddress: string } }>(
    '/api/v1/submission/address/:walletAddress',
    { config: { auth: 'wallet' }, schema: { params: ref('wallet-address-params'), response: responses('recipient-response') } },
    async (request) => ({ result: publicRecipient(await recipientOf(app, signedIn(request), request.params.walletAddress)) }),
  );

  app.post<{ Body: SubmissionRequest }>(
    '/api/v1/submission',
    {
      config: { auth: 'wallet', idempotent: true },
      schema: { body: ref('submission-request'), response: responses('submission-response') },
    },
    async (request) => ({ result: await submit(app, signedIn(request), request.body) }),
  );
}
