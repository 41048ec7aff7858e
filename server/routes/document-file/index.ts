import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { LinkSubject, OpenedLink } from '../../issuance/document-links.ts';
import { DOCUMENT_FILE_PATH } from '../../issuance/document-links.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { ref } from '../../schemas.ts';
import { distributionActions } from '../../../shared/distribution-actions.ts';
import { ownDocument } from '../inbox/readable.ts';

/** The signed-in user's id, read without failing: the link decides who may read. */
async function sessionUserId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const sessionId = request.cookies[SESSION_COOKIE];
  return (sessionId && (await app.repos.sessions.find(sessionId))?.userId) || null;
}

/**
 * `GET /api/v2/document-file/{token}`: the PDF of a short-lived link, for its subject only.
 * A forged, expired or someone else's link answers 404 NOT_FOUND, as an unknown document does.
 * A link also ends with what it was issued through (000 §8.4): the owner deleting the document
 * answers 404 DOCUMENT_NOT_FOUND, its viewing period ending 410 DOCUMENT_EXPIRED, and a record
 * that can no longer be viewed (cancelled, returned, deleted) 404 DOCUMENT_NOT_FOUND.
 */
export default async function documentFileRoutes(app: FastifyInstance): Promise<void> {
  const allowed = async (request: FastifyRequest, subject: LinkSubject, documentId: string): Promise<boolean> => {
    if (subject.kind === 'once') return app.issuance.onceLinkCheck?.(request, subject.linkId, documentId) ?? false;
    return (await sessionUserId(app, request)) === subject.userId;
  };

  /** Throws when the document may no longer be read through this link. */
  const stillReadable = async ({ subject, documentId }: OpenedLink, ownerId: string): Promise<void> => {
    if (subject.kind !== 'record') {
      await ownDocument(app, ownerId, documentId, 'read');
      return;
    }
    const item = await app.repos.distributions.find(subject.userId, subject.distributionId, documentId, Date.now());
    if (!item) throw new AppError('DOCUMENT_NOT_FOUND');
    if (!distributionActions(item).view) throw new AppError(item.remainingDays < 0 ? 'DOCUMENT_EXPIRED' : 'DOCUMENT_NOT_FOUND');
  };

  app.get<{ Params: { token: string } }>(
    `${DOCUMENT_FILE_PATH}/:token`,
    { config: { auth: 'none' }, schema: { params: ref('document-file-params') } },
    async (request, reply) => {
      const link = app.issuance.links.open(request.params.token);
      if (!link || !await allowed(request, link.subject, link.documentId)) throw new AppError('NOT_FOUND');
      const document = await app.issuance.documents.findById(link.documentId);
      if (!document) throw new AppError('NOT_FOUND');
      await stillReadable(link, document.ownerUserId);
      const pdf = await app.issuance.issuer.bytes(document);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${encodeURIComponent(document.id)}.pdf"`)
        .header('x-document-sha256', createHash('sha256').update(pdf).digest('hex'))
        .send(pdf);
    },
  );
}
