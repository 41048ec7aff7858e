import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { serverSecret } from '../../db/server-secrets.ts';
import { AppError } from '../../errors.ts';
import { invalidParamMessage } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';
import { DOWNLOAD_FILE_PATH, DownloadLinks } from './download-links.ts';
import { ownDocument } from './readable.ts';

/** `주민등록표 등본.pdf` for the browser's save dialog, with an ASCII name for old clients. */
export function attachment(name: string, fallback: string, extension = 'pdf'): string {
  const file = `${[...name].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('')}.${extension}`;
  return `attachment; filename="${fallback.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/**
 * The viewer's password download (000 §2.3, §5, §7): `inbox/{id}/download?pinCode=` (with the
 * spec's `documentId` too, the path's own) answers a
 * short-lived url; the url serves the document encrypted with that 6-digit password, to its
 * owner only. Each copy's hash is kept so the public verification page knows it.
 */
export default async function inboxDownloadRoutes(app: FastifyInstance): Promise<void> {
  const links = new DownloadLinks(await serverSecret(app.db, app.sealer, 'download-links'));

  app.get<{ Params: { id: string }; Querystring: { documentId?: string; pinCode: string } }>(
    '/api/v2/inbox/:id/download',
    {
      config: { auth: 'wallet', rateLimit: {} },
      schema: { params: ref('document-id-params'), querystring: ref('inbox-download-query'), response: responses('inbox-download-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      // The spec's call names the document twice (path and query): two documents is no request.
      const named = request.query.documentId;
      if (named !== undefined && named !== request.params.id) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('documentId') } });
      const row = await ownDocument(app, user.id, request.params.id, 'read');
      return { result: { url: links.url({ documentId: row.id, userId: user.id, password: request.query.pinCode }) } };
    },
  );

  app.get<{ Params: { token: string } }>(
    `${DOWNLOAD_FILE_PATH}/:token`,
    // Encrypting costs a tenth of a second: limited like the writes.
    { config: { auth: 'wallet', rateLimit: {} }, schema: { params: ref('document-file-params') } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const link = links.open(request.params.token);
      if (!link || link.userId !== user.id) throw new AppError('NOT_FOUND');
      const row = await ownDocument(app, user.id, link.documentId, 'read');
      const document = await app.issuance.documents.findById(row.id);
      if (!document) throw new AppError('NOT_FOUND');
      const protectedPdf = await app.issuance.issuer.protectedCopy(document, link.password);
      const at = isoNow();
      await app.db.transaction(async () => {
        await app.repos.documents.recordDownload(createHash('sha256').update(protectedPdf).digest('hex'), document.id, user.id, at);
        await app.repos.activity.record({ kind: 'DOWNLOADED', at, owner: { userId: user.id, name: user.name }, documents: [{ id: document.id, name: document.name }] });
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(document.name, document.id))
        .send(protectedPdf);
    },
  );
}
