import type { FastifyInstance } from 'fastify';
import { ISSUER_PATHS } from '../../credentials/credential-issuer.ts';
import { typeMetadataOf } from '../../credentials/credential-types.ts';
import { STATUS_LIST_MEDIA_TYPE, STATUS_LIST_TTL_SECONDS } from '../../credentials/status-list.ts';
import { AppError } from '../../errors.ts';

const METADATA_CACHE = 'public, max-age=300';

/**
 * The credential issuer's public documents (no session): its metadata and its authorization
 * server's, every certificate's SD-JWT VC type metadata at its vct, the issuer's JWKS, and the
 * signed status list tokens.
 */
export default async function issuerDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { credentials } = app;

  app.get(ISSUER_PATHS.issuerMetadata, { config: { auth: 'none' } }, async (_request, reply) =>
    reply.header('cache-control', METADATA_CACHE).send(credentials.protocol.issuerMetadata()),
  );

  app.get(ISSUER_PATHS.authorizationServerMetadata, { config: { auth: 'none' } }, async (_request, reply) =>
    reply.header('cache-control', METADATA_CACHE).send(credentials.protocol.authorizationServerMetadata()),
  );

  app.get(ISSUER_PATHS.jwks, { config: { auth: 'none' } }, async (_request, reply) =>
    reply.header('cache-control', METADATA_CACHE).send({ keys: [(await credentials.issuer.key()).publicJwk] }),
  );

  app.get<{ Params: { slug: string } }>(
    `${ISSUER_PATHS.vct}/:slug`,
    { config: { auth: 'none' }, schema: { params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$' } } } } },
    async (request, reply) => {
      const type = credentials.issuer.type(request.params.slug);
      if (!type) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', METADATA_CACHE).send(typeMetadataOf(type));
    },
  );

  app.get<{ Params: { list: string } }>(
    `${ISSUER_PATHS.status}/:list`,
    { config: { auth: 'none' }, schema: { params: { type: 'object', required: ['list'], properties: { list: { type: 'string', pattern: '^[0-9a-f]{16}$' } } } } },
    async (request, reply) => {
      const token = await credentials.issuer.statusListToken(request.params.list);
      if (!token) throw new AppError('NOT_FOUND');
      return reply.type(STATUS_LIST_MEDIA_TYPE).header('cache-control', `public, max-age=${STATUS_LIST_TTL_SECONDS}`).send(token);
    },
  );
}
