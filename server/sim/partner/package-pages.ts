import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PackageApplication } from '../../db/papas.ts';
import type { UserRecord } from '../../db/users.ts';
import { definitionOf, passPortal, signPackage } from '../../packages/flow.ts';
import { simIssueTexts, simPartnerTexts } from '../../messages.ts';
import { escapeHtml, simPage } from '../html.ts';
import { badState, crossSite, forbidden, formAction, html, notFound, notSignedIn, returnUrlOf, simUser, withReturn, type FormBody } from '../sign-kit.ts';

type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };

/** The caller's package of `id`, or the page that answers instead (another user's id: 404). */
async function ownedPackage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: string): Promise<{ user: UserRecord; pkg: PackageApplication } | undefined> {
  const user = await simUser(app, request);
  if (!user) {
    void notSignedIn(reply, request);
    return undefined;
  }
  const pkg = await app.packages.repo.findPackage(id, user.id);
  if (!pkg) {
    void notFound(reply);
    return undefined;
  }
  return { user, pkg };
}

const facts = (rows: [string, string][]): string =>
  `<dl class="sim-facts">${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

/**
 * The messenger's signing page and the government portal's identity check for a whole package
 * (001 §4.1 steps 4-5): one signature and one identity check cover every document of it. The
 * buttons are those of the single-certificate pages (DESIGN §6: 서명하기, 취소, 본인확인).
 */
export default async function simPackagePages(app: FastifyInstance): Promise<void> {
  const sign = simIssueTexts.sign;
  const portal = simIssueTexts.portal;
  const t = simPartnerTexts.sign;

  app.get<ById>('/sim/sign-package/:id', async (request, reply) => {
    const owned = await ownedPackage(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { user, pkg } = owned;
    const papas = await app.packages.repo.findRequest(pkg.papasId);
    const definition = papas && definitionOf(papas);
    const returnUrl = returnUrlOf(request);
    const action = formAction(`/sim/sign-package/${pkg.id}`, returnUrl);
    const here = withReturn(`/sim/sign-package/${pkg.id}`, returnUrl);
    const controls =
      user.certificateStatus === 'ACTIVE'
        ? `<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button" type="submit" name="action" value="sign">${sign.submit}</button>
  <button class="sim-button sim-button-secondary" type="submit" name="action" value="cancel">${sign.cancel}</button>
</form>`
        : `<p class="sim-notice">${sign.needCertificate}</p>
<p><a class="sim-button" href="${escapeHtml(withReturn('/sim/cert-signup', here))}">${sign.goSignup}</a></p>
<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button sim-button-secondary" type="submit" name="action" value="cancel">${sign.cancel}</button>
</form>`;
    const rows: [string, string][] = [
      [t.package, pkg.packageName],
      [t.documents, (definition?.documentNames ?? []).join(', ')],
      [t.recipient, definition?.recipient ?? ''],
      [t.holder, user.name],
    ];
    return html(
      reply,
      200,
      simPage(sign.pageTitle, `<h1>${sign.heading}</h1>\n<p class="sim-intro">${escapeHtml(t.intro(definition?.recipient ?? ''))}</p>\n${facts(rows)}\n${controls}`),
    );
  });

  app.post<ById & { Body: FormBody | undefined }>('/sim/sign-package/:id', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const owned = await ownedPackage(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { user, pkg } = owned;
    const returnUrl = returnUrlOf(request);
    if (request.body?.action !== 'sign') return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
    if (user.certificateStatus !== 'ACTIVE') return html(reply, 403, simPage(sign.pageTitle, `<h1>${sign.heading}</h1><p class="sim-notice">${sign.needCertificate}</p>`));
    if (!await signPackage(app, pkg) && pkg.signStatus !== 'COMPLETE') return badState(reply, returnUrl);
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
  });

  app.get<ById>('/sim/portal-package/:id', async (request, reply) => {
    const owned = await ownedPackage(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { user, pkg } = owned;
    const returnUrl = returnUrlOf(request);
    const documents = (await app.packages.repo.documents(pkg.id)).map((document) => document.name);
    return html(
      reply,
      200,
      simPage(
        portal.pageTitle,
        `<h1>${portal.heading}</h1>
<p class="sim-intro">${simPartnerTexts.portal.intro}</p>
${facts([
  [t.documents, documents.join(', ')],
  [simPartnerTexts.portal.applicant, user.name],
])}
<form class="sim-actions" method="post" action="${formAction(`/sim/portal-package/${pkg.id}`, returnUrl)}">
  <button class="sim-button" type="submit" name="action" value="verify">${portal.submit}</button>
</form>
<p class="sim-secondary"><a href="${escapeHtml(returnUrl)}">${portal.cancel}</a></p>`,
      ),
    );
  });

  app.post<ById & { Body: FormBody | undefined }>('/sim/portal-package/:id', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const owned = await ownedPackage(app, request, reply, request.params.id);
    if (!owned) return reply;
    const { pkg } = owned;
    const returnUrl = returnUrlOf(request);
    if (!await passPortal(app, pkg) && pkg.state !== 'PROCESSING' && pkg.state !== 'COMPLETED') return badState(reply, returnUrl);
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
  });
}
