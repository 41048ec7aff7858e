import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HolderCaller } from '../../holder/service.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { PRESENTATION_RECORD_ID } from '../../../shared/presentation-record.ts';

type ById = { Params: { id: string } };
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: PRESENTATION_RECORD_ID } } } as const;

const callerOf = (request: FastifyRequest): HolderCaller => {
  const { user, session } = signedIn(request);
  return { userId: user.id, name: user.name, deviceId: session.deviceId };
};

/**
 * The citizen's wallet answering a verifier (as a wallet app calls its backend): open a request it
 * scanned or was linked to, read it again, and send the presentation the browser made and signed.
 */
export default async function walletPresentationRoutes(app: FastifyInstance): Promise<void> {
  const { holder } = app.presentations;

  app.post<{ Body: { uri: string } }>(
    '/api/v2/wallet/presentation-requests',
    { config: { auth: 'wallet' }, schema: { body: ref('presentation-open-request'), response: responses('wallet-presentation-response') } },
    async (request) => ({ result: await holder.open(callerOf(request), request.body.uri) }),
  );

  app.get<ById>('/api/v2/wallet/presentation-requests/:id', { config: { auth: 'wallet' }, schema: { params, response: responses('wallet-presentation-response') } }, async (request) => {
    const caller = callerOf(request);
    return { result: await holder.view(caller, await holder.record(caller, request.params.id)) };
  });

  // 보낸 내역's record of a presentation (the list: GET /api/v2/distribution?presentations=true), and its 삭제 요청.
  app.get<ById>('/api/v2/wallet/presentations/:id', { config: { auth: 'wallet' }, schema: { params, response: responses('presentation-record-response') } }, async (request) => ({
    result: await holder.sentRecord(callerOf(request), request.params.id),
  }));

  app.post<ById>(
    '/api/v2/wallet/presentation-requests/:id/deletion-request',
    { config: { auth: 'wallet', idempotent: true }, schema: { params, response: responses('presentation-record-response') } },
    async (request) => ({ result: await holder.requestDeletion(callerOf(request), request.params.id) }),
  );

  app.post<ById & { Body: { presentation: string } }>(
    '/api/v2/wallet/presentation-requests/:id/response',
    { config: { auth: 'wallet', idempotent: true }, schema: { params, body: ref('presentation-answer-request'), response: responses('presentation-answer-response') } },
    async (request) => ({ result: await holder.answer(callerOf(request), request.params.id, request.body.presentation) }),
  );
}
