import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { ref } from '../../schemas.ts';
import { attachmentDisposition, createQrCatalogue, QR_STATIC_PREFIX, QRCODE_INFO_PATH, SERVICE_QR_INFO_PATH } from './qr-catalogue.ts';

/**
 * Caching (001 §9: the certificate catalogue is cached forever; README "The bridge page" records
 * the departure for the lists).
 * - Images are content-addressed (qr-catalogue.ts names each by a hash of what decides its
 *   pixels), so they are immutable: a browser keeps them for a year without asking again.
 * - The two lists keep the fixed names the bridge asks for, so they cannot be immutable: a
 *   browser that cached qrcodeInfo.json forever would never see a certificate added later.
 *   They are revalidated on use instead (ETag → 304 with no body), and the client keeps the
 *   answer for the whole session, never fetching it twice.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, no-cache';

const errors = { '4xx': ref('api-error'), '5xx': ref('api-error') };

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendList(request: FastifyRequest, reply: FastifyReply, etag: string, body: unknown) {
  reply.header('cache-control', REVALIDATE).header('etag', etag);
  if (notModified(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The bridge's same-origin static catalogue: its two lists and one PNG per QR (001 §2.3, §7). */
export default async function bridgeRoutes(app: FastifyInstance): Promise<void> {
  const qr = createQrCatalogue(app.catalogue, app.settings.publicUrl);

  app.get(QRCODE_INFO_PATH, { schema: { response: { 200: ref('qrcode-info'), ...errors } } }, async (request, reply) => {
    const { entries, etag } = qr.info();
    return sendList(request, reply, etag, entries);
  });

  app.get(SERVICE_QR_INFO_PATH, { schema: { response: { 200: ref('service-qr-info'), ...errors } } }, async (request, reply) => {
    const { info, etag } = qr.service();
    return sendList(request, reply, etag, info);
  });

  app.get<{ Params: { file: string }; Querystring: { download?: boolean } }>(
    `${QR_STATIC_PREFIX}/:file`,
    { schema: { params: ref('qrcode-image-params'), querystring: ref('qrcode-image-query'), response: errors } },
    async (request, reply) => {
      const image = await qr.image(request.params.file);
      if (!image) throw new AppError('NOT_FOUND');
      reply.header('cache-control', IMMUTABLE).header('etag', `"${request.params.file.slice(3, -4)}"`).type('image/png');
      if (request.query.download) reply.header('content-disposition', attachmentDisposition(image.downloadName));
      return reply.send(image.png);
    },
  );
}
