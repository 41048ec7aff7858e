import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deskCallerOf } from '../../desk/callers.ts';
import type { DeskListFilter } from '../../db/desk.ts';
import type { DeskCaller } from '../../desk/service.ts';
import { ref, responses } from '../../schemas.ts';
import { attachment } from '../inbox/download.ts';

type ById = { Params: { id: string } };
type ByDocument = { Params: { id: string; documentId: string } };

export interface SubmissionRouteOptions {
  /** `/api/v1/desk` (a staff session) or `/org/v1` (an organisation key). */
  prefix: string;
  /** Who calls: throws the answer for a caller who may not (run first, before anything is read). */
  callerOf: (request: FastifyRequest) => Promise<DeskCaller>;
  /** The `auth` level the wallet's session check reads (none: the desk has its own). */
  config: { auth?: 'none' };
  /** After `…/documents/{documentId}`: where the original is downloaded. */
  downloadSuffix: '' | '/download';
  /** `WWW-Authenticate` of a refused caller (the API's `Bearer`). */
  challenge?: string;
}

export function sendPdf(reply: FastifyReply, pdf: Buffer, disposition: string): FastifyReply {
  return reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store').header('content-disposition', disposition).send(pdf);
}

/**
 * The calls of a submission, the same rules for the desk page and for back offices
 * (server/desk/service.ts): the list, one submission with its verdicts, the 열람번호, 처리완료 and
 * the original PDF (each download recorded), and the deletion its sender asked for. Another
 * organisation's submission answers 404.
 */
export function registerSubmissionRoutes(app: FastifyInstance, options: SubmissionRouteOptions): void {
  const { prefix, config } = options;
  const service = app.desk.service;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      request.deskCaller = await options.callerOf(request);
    } catch (error) {
      if (options.challenge) reply.header('www-authenticate', options.challenge);
      throw error;
    }
  });

  app.get(`${prefix}/summary`, { config, schema: { response: responses('desk-summary-response') } }, async (request) => ({
    result: await service.summary(deskCallerOf(request), Date.now()),
  }));

  app.get<{ Querystring: DeskListFilter & { keyword: string; page: number; size: number } }>(
    `${prefix}/submissions`,
    { config, schema: { querystring: ref('desk-list-query'), response: responses('desk-list-response') } },
    async (request) => {
      const page = await service.list(deskCallerOf(request), request.query, Date.now());
      return { result: page.items, totalCount: page.totalCount };
    },
  );

  app.get<ById>(
    `${prefix}/submissions/:id`,
    { config, schema: { params: ref('desk-submission-params'), response: responses('desk-submission-response') } },
    async (request) => ({ result: await service.detail(deskCallerOf(request), request.params.id, Date.now()) }),
  );

  app.post<ById & { Body: { viewingNumber: string } }>(
    `${prefix}/submissions/:id/open`,
    {
      config: { ...config, idempotent: true },
      schema: { params: ref('desk-submission-params'), body: ref('desk-open-request'), response: responses('desk-open-response') },
    },
    async (request) => ({ result: await service.open(deskCallerOf(request), request.params.id, request.body.viewingNumber, Date.now()) }),
  );

  app.post<ById>(
    `${prefix}/submissions/:id/processed`,
    { config: { ...config, idempotent: true }, schema: { params: ref('desk-submission-params'), response: responses('desk-submission-response') } },
    async (request) => ({ result: await service.markProcessed(deskCallerOf(request), request.params.id, Date.now()) }),
  );

  // The sender asked for its deletion (삭제 요청): the organisation deletes it now rather than at retention.
  app.post<ById>(
    `${prefix}/submissions/:id/delete`,
    { config: { ...config, idempotent: true }, schema: { params: ref('desk-submission-params'), response: responses('distribution-delete-response') } },
    async (request) => {
      await service.deleteOnRequest(deskCallerOf(request), request.params.id, Date.now());
      return { result: { deleted: true } };
    },
  );

  const download = async (request: FastifyRequest<ByDocument>, reply: FastifyReply) => {
    const { id, documentId } = request.params;
    const { pdf, name } = await service.original(deskCallerOf(request), id, documentId, true, Date.now());
    return sendPdf(reply, pdf, attachment(name, documentId));
  };
  app.get<ByDocument>(`${prefix}/submissions/:id/documents/:documentId${options.downloadSuffix}`, { config, schema: { params: ref('desk-document-params') } }, download);
}
