import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Partner, PapasRequest } from '../../db/papas.ts';
import { apiKeyHash, bearerKeyOf } from '../../bearer-key.ts';
import { AppError } from '../../errors.ts';
import { invalidParamMessage, packageTexts } from '../../messages.ts';
import { ref, responses } from '../../schemas.ts';
import { definitionOf } from '../../packages/flow.ts';
import { isoNow, kstDigits } from '../../time.ts';

declare module 'fastify' {
  interface FastifyRequest {
    partner: Partner | null;
  }
}

/** The partner of `Authorization: Bearer <key>`, or 401 PARTNER_UNAUTHORIZED before anything is read or stored. */
async function partnerOf(app: FastifyInstance, request: FastifyRequest): Promise<Partner> {
  const key = bearerKeyOf(request);
  const partner = key ? await app.packages.repo.partnerByKeyHash(apiKeyHash(key)) : undefined;
  if (!partner) throw new AppError('PARTNER_UNAUTHORIZED');
  return partner;
}

/** A request id: 128 random bits, URL-safe (the papas of /papas/{papas}/…). */
export const newPapasId = (): string => randomBytes(16).toString('base64url');

/**
 * The partner API (DESIGN §6): a partner starts a package request for its customer and sends
 * them to the wallet's redirect page; it reads back where the request is and what its wallet
 * received. Authenticated by the partner's bearer key (no user session).
 */
export default async function partnerRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('partner', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      request.partner = await partnerOf(app, request);
    } catch (error) {
      reply.header('www-authenticate', 'Bearer');
      throw error;
    }
  });

  app.post<{ Body: { package: string; isSkipCompletedSubmissionPage?: boolean } }>(
    '/partner/v1/requests',
    // The partner sends its own Idempotency-Key: a retried request makes one package request.
    { config: { idempotent: true }, schema: { body: ref('partner-request'), response: responses('partner-request-response') } },
    async (request) => {
      const partner = request.partner as Partner;
      const definition = app.packages.definitions.get(request.body.package);
      if (!definition) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(packageTexts.unknownPackage(request.body.package)) } });
      const papas = newPapasId();
      await app.packages.repo.insertRequest({
        id: papas,
        partnerId: partner.id,
        packageKey: definition.package,
        snapshot: definition,
        isSkipCompletedSubmissionPage: request.body.isSkipCompletedSubmissionPage ?? definition.isSkipCompletedSubmissionPage,
        createdAt: isoNow(),
      });
      return { result: { papas, url: `/papas/${papas}/redirect` } };
    },
  );

  app.get<{ Params: { papas: string } }>(
    '/partner/v1/requests/:papas',
    { schema: { params: ref('papas-params'), response: responses('partner-request-status-response') } },
    async (request) => {
      const partner = request.partner as Partner;
      const papas = await app.packages.repo.findRequest(request.params.papas);
      // Another partner's request is as absent as an unknown one.
      if (!papas || papas.partnerId !== partner.id) throw new AppError('NOT_FOUND');
      return { result: await partnerView(app, papas) };
    },
  );
}

/** Where a request is and what the recipient's wallet received for it (also the simulated partner pages). */
export async function partnerView(app: FastifyInstance, papas: PapasRequest) {
  const repo = app.packages.repo;
  const pkg = await repo.packageOfRequest(papas.id);
  const receiver = await repo.walletOwner(definitionOf(papas).recipientAddress);
  const received = pkg?.distributionId && receiver ? await repo.received(receiver.id, pkg.distributionId) : [];
  return {
    papas: papas.id,
    package: papas.packageKey,
    state: pkg?.state ?? ('REQUESTED' as const),
    received: received.map((item) => ({ ...item, receivedAt: kstDigits(item.receivedAt) })),
  };
}
