import type { FastifyInstance } from 'fastify';
import { VERIFIER_PATHS } from '../../verifier/service.ts';
import { oauthErrorHandler } from '../credentials/oauth-errors.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^pr_[0-9a-f]{24}$' } } } as const;
/** The answer of direct_post.jwt (`response`, a JWE) or direct_post (`vp_token`, `state`): form fields, text only. */
const answerBody = { type: 'object', additionalProperties: { type: 'string', maxLength: 262144 }, maxProperties: 8 } as const;

/**
 * The desk's endpoints any OpenID4VP wallet calls (no session): the signed request object at the
 * request_uri (`application/oauth-authz-req+jwt`) and the response_uri the answer is posted to.
 * Every refusal is OAuth's error body.
 */
export default async function oid4vpRoutes(app: FastifyInstance): Promise<void> {
  const { verifier } = app.presentations;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { id: string } }>(
    `${VERIFIER_PATHS.request}/:id`,
    { config: { auth: 'none', oauthErrors: true }, errorHandler: oauthErrorHandler('invalid_request_uri'), schema: { params } },
    async (request, reply) => reply.headers(NO_STORE).type('application/oauth-authz-req+jwt').send(await verifier.requestObject(request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    `${VERIFIER_PATHS.response}/:id`,
    { config: { auth: 'none', oauthErrors: true }, errorHandler: oauthErrorHandler('invalid_request'), schema: { params, body: answerBody } },
    async (request, reply) => {
      await verifier.receive(request.params.id, request.body ?? {});
      return reply.headers(NO_STORE).send({});
    },
  );
}
