import type { FastifyInstance } from 'fastify';
import type { DeskPresentation, DeskPresentationResult, DeskPresentationTemplate } from '../../../contracts/generated/api.ts';
import { deskCallerOf } from '../../desk/callers.ts';
import type { PresentationResult } from '../../db/presentations.ts';
import { displayValue } from '../../holder/service.ts';
import { ref, responses } from '../../schemas.ts';
import { DAY_MS, kstDigits } from '../../time.ts';

type ById = { Params: { id: string } };

/** What the desk page reads of a received presentation: only the disclosed claims, their labels, the verdict lines. */
export function resultBody(result: PresentationResult, retentionDays: number): DeskPresentationResult {
  return {
    requestId: result.requestId,
    credentialName: result.credentialName,
    presentedAt: kstDigits(result.presentedAt),
    claims: result.claims.map((claim) => ({ label: claim.label, value: displayValue(claim.value) ?? '' })),
    checks: result.checks,
    deletionRequestedAt: result.deletionRequestedAt ? kstDigits(result.deletionRequestedAt) : null,
    deletesAt: kstDigits(Date.parse(result.receivedAt) + retentionDays * DAY_MS),
  };
}

/**
 * The desk's 증명 요청 (a staff session; the desk's hook has read the caller): the requests its
 * organisation kind can make, a new request (its openid4vp:// link, shown as a QR code), one
 * request as it waits or what it received, and the presentations received, newest first.
 */
export function registerPresentationRoutes(app: FastifyInstance, options: { prefix: string; config: { auth?: 'none' } }): void {
  const { prefix, config } = options;
  const { verifier } = app.presentations;

  app.get(`${prefix}/presentation-templates`, { config, schema: { response: responses('desk-presentation-template-list-response') } }, async (request) => {
    const { organisation } = deskCallerOf(request);
    const result: DeskPresentationTemplate[] = verifier.templatesFor(organisation).map((template) => verifier.templateBody(template));
    return { result };
  });

  app.post<{ Body: { templateId: string } }>(
    `${prefix}/presentation-requests`,
    { config: { ...config, idempotent: true }, schema: { body: ref('desk-presentation-create'), response: responses('desk-presentation-response') } },
    async (request) => {
      const caller = deskCallerOf(request);
      const { id } = await verifier.create(caller, request.body.templateId);
      return { result: await presentationBody(app, caller.organisation, id) };
    },
  );

  app.get<ById>(`${prefix}/presentation-requests/:id`, { config, schema: { response: responses('desk-presentation-response') } }, async (request) => ({
    result: await presentationBody(app, deskCallerOf(request).organisation, request.params.id),
  }));

  app.post<ById>(
    `${prefix}/presentations/:id/delete`,
    { config: { ...config, idempotent: true }, schema: { response: responses('empty-result-response') } },
    async (request) => {
      await verifier.deleteOnRequest(deskCallerOf(request).organisation, request.params.id);
      return { result: {} };
    },
  );

  app.get<{ Querystring: { page: number; size: number } }>(
    `${prefix}/presentations`,
    { config, schema: { querystring: ref('lookup-page-query'), response: responses('desk-presentation-list-response') } },
    async (request) => {
      const { page = 1, size = 20 } = request.query;
      const { items, totalCount } = await verifier.results(deskCallerOf(request).organisation, { limit: size, offset: (page - 1) * size });
      return { result: items.map((item) => resultBody(item, app.desk.retentionDays)), totalCount };
    },
  );
}

async function presentationBody(app: FastifyInstance, organisation: Parameters<FastifyInstance['presentations']['verifier']['view']>[0], id: string): Promise<DeskPresentation> {
  const { row, status, result, template, link } = await app.presentations.verifier.view(organisation, id);
  return {
    id: row.id,
    templateName: template?.name ?? '',
    purpose: template?.purpose ?? '',
    status,
    link,
    createdAt: kstDigits(row.createdAt),
    expiresAt: kstDigits(row.expiresAt),
    refusal: row.refusal,
    result: result ? resultBody(result, app.desk.retentionDays) : null,
  };
}
