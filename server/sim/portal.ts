import type { FastifyInstance } from 'fastify';
import { toProcessing, universityOf } from '../issuance/flow.ts';
import { simIssueTexts } from '../messages.ts';
import { escapeHtml, simPage } from './html.ts';
import { badState, crossSite, forbidden, html, ownedApplication, returnUrlOf, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.portal;
type ById = { Params: { id: string }; Querystring: { returnUrl?: string; university?: string } };

/**
 * The government portal's identity check of a CHANNELING application (000 §4.3, §4.4), and the
 * university portals of the university family (`?university=<코드>`). 본인확인 hands the
 * application to the agency (PROCESSING) and returns to the wallet.
 */
export default async function simPortalRoutes(app: FastifyInstance): Promise<void> {
  app.get<ById>('/sim/portal/:id', async (request, reply) => {
    const owned = await ownedApplication(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { user, application } = owned;
    const returnUrl = returnUrlOf(request);
    const university = universityOf(request.query.university);
    const heading = university ? t.universityHeading(university.이름) : t.heading;
    const action = escapeHtml(
      `/sim/portal/${application.id}?${new URLSearchParams({ returnUrl, ...(university ? { university: request.query.university ?? '' } : {}) }).toString()}`,
    );
    return html(
      reply,
      200,
      simPage(
        t.pageTitle,
        `<h1>${escapeHtml(heading)}</h1>
<p class="sim-intro">${t.intro}</p>
<dl class="sim-facts"><dt>증명서</dt><dd>${escapeHtml(application.name)}</dd><dt>신청인</dt><dd>${escapeHtml(user.name)}</dd></dl>
<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button" type="submit" name="action" value="verify">${t.submit}</button>
</form>
<p class="sim-secondary"><a href="${escapeHtml(returnUrl)}">${t.cancel}</a></p>`,
      ),
    );
  });

  app.post<ById & { Body: FormBody | undefined }>('/sim/portal/:id', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const owned = await ownedApplication(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { application } = owned;
    const returnUrl = returnUrlOf(request);
    if (application.state !== 'CHANNELING' && application.state !== 'PROCESSING' && application.state !== 'COMPLETE') {
      return badState(reply, returnUrl);
    }
    await toProcessing(app, application, ['CHANNELING']);
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
  });
}
