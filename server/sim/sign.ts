import type { FastifyInstance } from 'fastify';
import { simIssueTexts } from '../messages.ts';
import { isoNow } from '../time.ts';
import { escapeHtml, simPage } from './html.ts';
import { badState, crossSite, forbidden, formAction, html, ownedApplication, returnUrlOf, withReturn, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.sign;
type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };

/**
 * The messenger's signing page (000 §4.6): 서명하기 signs the application (SIGN_COMPLETED,
 * signStatus COMPLETE) and returns to the wallet; 취소 returns without signing. A user without
 * an ACTIVE certificate is sent to certificate signup first.
 */
export default async function simSignRoutes(app: FastifyInstance): Promise<void> {
  app.get<ById>('/sim/sign/:id', async (request, reply) => {
    const owned = await ownedApplication(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { user, application } = owned;
    const returnUrl = returnUrlOf(request);
    const here = withReturn(`/sim/sign/${application.id}`, returnUrl);
    const rows = [
      [t.certificate, application.name],
      [t.issuer, application.issuerName],
      [t.holder, user.name],
    ]
      .map(([label, value]) => `<dt>${escapeHtml(label ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
      .join('');
    const action = formAction(`/sim/sign/${application.id}`, returnUrl);
    const controls =
      user.certificateStatus === 'ACTIVE'
        ? `<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button" type="submit" name="action" value="sign">${t.submit}</button>
  <button class="sim-button sim-button-secondary" type="submit" name="action" value="cancel">${t.cancel}</button>
</form>`
        : `<p class="sim-notice">${t.needCertificate}</p>
<p><a class="sim-button" href="${escapeHtml(withReturn('/sim/cert-signup', here))}">${t.goSignup}</a></p>
<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button sim-button-secondary" type="submit" name="action" value="cancel">${t.cancel}</button>
</form>`;
    return html(
      reply,
      200,
      simPage(t.pageTitle, `<h1>${t.heading}</h1>\n<p class="sim-intro">${t.intro}</p>\n<dl class="sim-facts">${rows}</dl>\n${controls}`),
    );
  });

  app.post<ById & { Body: FormBody | undefined }>('/sim/sign/:id', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const owned = await ownedApplication(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { user, application } = owned;
    const returnUrl = returnUrlOf(request);
    if (request.body?.action !== 'sign') return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
    if (user.certificateStatus !== 'ACTIVE') return html(reply, 403, simPage(t.pageTitle, `<h1>${t.heading}</h1><p class="sim-notice">${t.needCertificate}</p>`));
    const signed = await app.issuance.applications.transition(
      application.id,
      ['SIGN_REQUESTED'],
      { state: 'SIGN_COMPLETED', signStatus: 'COMPLETE' },
      isoNow(),
    );
    if (!signed && application.signStatus !== 'COMPLETE') return badState(reply, returnUrl);
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
  });
}
