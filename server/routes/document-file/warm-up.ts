import type { FastifyInstance } from 'fastify';
import { renderWarmUpDocument } from '../../issuance/document/warm-up.ts';
import { WARM_UP_DOCUMENT_PATH } from '../../../shared/warm-up.ts';

/**
 * `GET /pdf/warm-up.pdf`: the viewer's warm-up document (shared/warm-up.ts), public, drawn once per
 * process when first asked for. It holds no one's data, so a browser keeps it for a day.
 */
export default async function warmUpDocumentRoutes(app: FastifyInstance): Promise<void> {
  let drawn: Promise<Buffer> | undefined;
  const warmUpDocument = (): Promise<Buffer> => {
    drawn ??= renderWarmUpDocument();
    // A failure is not kept: the next request draws again.
    drawn.catch(() => (drawn = undefined));
    return drawn;
  };

  app.get(WARM_UP_DOCUMENT_PATH, { config: { auth: 'none' } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'public, max-age=86400')
      .send(await warmUpDocument()),
  );
}
