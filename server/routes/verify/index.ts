import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { invalidParamMessage } from '../../messages.ts';
import { responses } from '../../schemas.ts';
import { verifyHeldPdf } from './verification.ts';

/** A Jigap certificate is well under a megabyte; anything above this is not one. */
export const VERIFY_MAX_BYTES = 5 * 1024 * 1024;
/** Checks per minute per address: the public page needs a few, a crawler gets refused. */
export const VERIFY_PER_MINUTE = 20;

/**
 * `POST /api/v2/verify` (public, no session): the body is a PDF (`application/pdf`, at most
 * 5 MB); the answer is whether it is a genuine, unaltered Jigap document and what its signed
 * record says. The file is read and forgotten: nothing about it is stored.
 */
export default async function verifyRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(['application/pdf', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: Buffer | undefined }>(
    '/api/v2/verify',
    {
      bodyLimit: VERIFY_MAX_BYTES,
      config: { auth: 'none', rateLimit: { max: VERIFY_PER_MINUTE, timeWindow: 60_000 } },
      // The body is the file's bytes (the parsers above); any other content type is refused.
      schema: { body: { description: 'the PDF bytes (application/pdf or application/octet-stream)' }, response: responses('verification-response') },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('body') } });
      return { result: await verifyHeldPdf(app, body) };
    },
  );
}
