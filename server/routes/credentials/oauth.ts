import type { RequestLike } from '@openid4vc/oauth2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ISSUER_PATHS } from '../../credentials/credential-issuer.ts';
import { ref } from '../../schemas.ts';
import { oauthErrorHandler } from './oauth-errors.ts';

/** The request as the OAuth libraries read it (the URL under the issuer's identifier, for DPoP's htu). */
const requestLike = (app: FastifyInstance, request: FastifyRequest): RequestLike => ({
  method: request.method as RequestLike['method'],
  url: app.credentials.issuer.url(request.url),
  headers: new Headers(Object.entries(request.headers).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]]))),
});

/** The OAuth answers are the client's alone, never a cache's (RFC 6749 §5.1). */
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The OpenID4VCI endpoints another wallet calls (no session): the token endpoint (pre-authorized
 * code and tx_code), the nonce endpoint, the credential endpoint. Every refusal is an OAuth error
 * body (oauth-errors.ts); the route table marks them so the fuzz test expects that body.
 */
export default async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const { credentials } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: Record<string, string> }>(
    ISSUER_PATHS.token,
    { config: { auth: 'none', oauthErrors: true }, errorHandler: oauthErrorHandler('invalid_request'), schema: { body: ref('oid4vci-token-request') } },
    async (request, reply) => reply.headers(NO_STORE).send(await credentials.protocol.token(requestLike(app, request), request.body ?? {})),
  );

  app.post(ISSUER_PATHS.nonce, { config: { auth: 'none', oauthErrors: true }, errorHandler: oauthErrorHandler('invalid_request') }, async (_request, reply) =>
    reply.headers(NO_STORE).send(await credentials.protocol.nonce()),
  );

  app.post<{ Body: Record<string, unknown> }>(
    ISSUER_PATHS.credential,
    { config: { auth: 'none', oauthErrors: true }, errorHandler: oauthErrorHandler('invalid_credential_request'), schema: { body: ref('oid4vci-credential-request') } },
    async (request, reply) => reply.headers(NO_STORE).send(await credentials.takeCredential(requestLike(app, request), request.body ?? {})),
  );
}
