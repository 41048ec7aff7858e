import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deskCallerOf, staffCaller } from '../../desk/callers.ts';
import { ref, responses } from '../../schemas.ts';
import { registerPresentationRoutes } from './presentation-routes.ts';
import { registerSubmissionRoutes, sendPdf } from './submission-routes.ts';

type ByDocument = { Params: { id: string; documentId: string } };
const PREFIX = '/api/v1/desk';
/** The wallet's session check is not the desk's: its routes check the staff session themselves. */
const config = { auth: 'none' } as const;

/**
 * The desk page's calls (`/desk`): a staff member's desk session (cookie `jigap_desk`, from the
 * simulated organisation login). Without one: 401 UNAUTHENTICATED whose returnUrl is the
 * organisation login, which the client's error router follows.
 */
export default async function deskRoutes(app: FastifyInstance): Promise<void> {
  registerSubmissionRoutes(app, { prefix: PREFIX, config, downloadSuffix: '/download', callerOf: (request) => staffCaller(app, request) });
  registerPresentationRoutes(app, { prefix: PREFIX, config });

  app.get(`${PREFIX}/organisation`, { config, schema: { response: responses('desk-organisation-response') } }, async (request: FastifyRequest) => {
    const { organisation, staffName } = deskCallerOf(request);
    return {
      result: { name: organisation.name, region: organisation.region, type: organisation.type, staffName: staffName ?? '', retentionDays: app.desk.retentionDays },
    };
  });

  // The document for the page's pdf.js viewer: shown, not taken away (downloads are recorded apart).
  app.get<ByDocument>(`${PREFIX}/submissions/:id/documents/:documentId/file`, { config, schema: { params: ref('desk-document-params') } }, async (request, reply) => {
    const { pdf } = await app.desk.service.original(deskCallerOf(request), request.params.id, request.params.documentId, false, Date.now());
    return sendPdf(reply, pdf, 'inline');
  });
}
