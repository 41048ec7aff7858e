import type { FastifyInstance } from 'fastify';
import { toProcessing } from '../issuance/flow.ts';
import { issuanceTexts, simIssueTexts } from '../messages.ts';
import { isoNow } from '../time.ts';
import { escapeHtml, simPage } from './html.ts';
import { badState, crossSite, forbidden, formAction, html, ownedApplication, returnUrlOf, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.court;
type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };

const page = (name: string, action: string, error?: string) =>
  simPage(
    t.pageTitle,
    `<h1>${t.heading}</h1>
<dl class="sim-facts"><dt>증명서</dt><dd>${escapeHtml(name)}</dd></dl>
${error ? `<p class="sim-notice" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="sim-actions sim-actions-column" method="post" action="${action}">
  <fieldset class="sim-choices">
    <legend>${t.method}</legend>
${t.methods.map((method) => `    <label class="sim-choice"><input type="radio" name="method" value="${escapeHtml(method)}"> ${escapeHtml(method)}</label>`).join('\n')}
  </fieldset>
  <button class="sim-button" type="submit">${t.submit}</button>
</form>`,
  );

/**
 * The court site of external channeling (000 §4.7). Receiving by '전자문서지갑' hands the
 * application to the agency; any other receiving method ends it without a wallet document (FAIL).
 */
export default async function simCourtRoutes(app: FastifyInstance): Promise<void> {
  app.get<ById>('/sim/court/:id', async (request, reply) => {
    const owned = ownedApplication(app, request, reply, request.params.id);
    if (!owned) return reply;
    return html(reply, 200, page(owned.application.name, formAction(`/sim/court/${owned.application.id}`, returnUrlOf(request))));
  });

  app.post<ById & { Body: FormBody | undefined }>('/sim/court/:id', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const owned = ownedApplication(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { application } = owned;
    const returnUrl = returnUrlOf(request);
    const method = request.body?.method;
    if (!method || !(t.methods as readonly string[]).includes(method)) {
      return html(reply, 400, page(application.name, formAction(`/sim/court/${application.id}`, returnUrl), t.chooseMethod));
    }
    if (application.state !== 'CHANNELING') return badState(reply, returnUrl);
    if (method === '전자문서지갑') toProcessing(app, application, ['CHANNELING']);
    else app.issuance.applications.transition(application.id, ['CHANNELING'], { state: 'FAIL', message: issuanceTexts.courtOtherMethod }, isoNow());
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
  });
}
