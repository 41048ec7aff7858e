import type { FastifyInstance } from 'fastify';
import { definitionOf, passPortal, signPackage } from '../../packages/flow.ts';
import { simIssueTexts, simPartnerTexts } from '../../messages.ts';
import { escapeHtml, simPage } from '../html.ts';
import { badState, facts, formAction, needCertificate, ownerOf, ownForm, ownPage, returnUrlOf, signControls, withReturn, type FormBody } from '../sign-kit.ts';

type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };
const sign = simIssueTexts.sign;
const portal = simIssueTexts.portal;
const t = simPartnerTexts.sign;

/**
 * The messenger's signing page and the government portal's identity check for a whole package
 * (001 §4.1 steps 4-5): one signature and one identity check cover every document of it. The
 * buttons are those of the single-certificate pages (DESIGN §6: 서명하기, 취소, 본인확인).
 */
export default async function simPackagePages(app: FastifyInstance): Promise<void> {
  const owner = ownerOf(app, (id, userId) => app.packages.repo.findPackage(id, userId));

  app.get<ById>(
    '/sim/sign-package/:id',
    ownPage(owner, async ({ user, owned: pkg }, request) => {
      const papas = await app.packages.repo.findRequest(pkg.papasId);
      const definition = papas && definitionOf(papas);
      const returnUrl = returnUrlOf(request);
      const controls = signControls(user, formAction(`/sim/sign-package/${pkg.id}`, returnUrl), withReturn(`/sim/sign-package/${pkg.id}`, returnUrl));
      const rows = [
        [t.package, pkg.packageName],
        [t.documents, (definition?.documentNames ?? []).join(', ')],
        [t.recipient, definition?.recipient ?? ''],
        [t.holder, user.name],
      ] as const;
      return simPage(sign.pageTitle, `<h1>${sign.heading}</h1>\n<p class="sim-intro">${escapeHtml(t.intro(definition?.recipient ?? ''))}</p>\n${facts(rows)}\n${controls}`);
    }),
  );

  app.post<ById & { Body: FormBody | undefined }>(
    '/sim/sign-package/:id',
    ownForm(owner, async ({ user, owned: pkg }, { request, reply, returnUrl }) => {
      if (request.body?.action !== 'sign') return undefined;
      if (user.certificateStatus !== 'ACTIVE') return needCertificate(reply);
      if (!await signPackage(app, pkg) && pkg.signStatus !== 'COMPLETE') return badState(reply, returnUrl);
      return undefined;
    }),
  );

  app.get<ById>(
    '/sim/portal-package/:id',
    ownPage(owner, async ({ user, owned: pkg }, request) => {
      const returnUrl = returnUrlOf(request);
      const documents = (await app.packages.repo.documents(pkg.id)).map((document) => document.name);
      return simPage(
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
      );
    }),
  );

  app.post<ById & { Body: FormBody | undefined }>(
    '/sim/portal-package/:id',
    ownForm(owner, async ({ owned: pkg }, { reply, returnUrl }) => {
      if (!await passPortal(app, pkg) && pkg.state !== 'PROCESSING' && pkg.state !== 'COMPLETED') return badState(reply, returnUrl);
      return undefined;
    }),
  );
}
