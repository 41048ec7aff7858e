import type { FastifyInstance } from 'fastify';
import { identityChecked } from '../issuance/outside-answers.ts';
import { loadLookupData } from '../lookup-data/index.ts';
import { simIssueTexts } from '../messages.ts';
import { escapeHtml, simPage } from './html.ts';
import { applicationOwner, badState, facts, ownForm, ownPage, returnUrlOf, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.portal;

let universities: Map<string, { 이름: string; portalUrl: string }> | undefined;
export function universityOf(code: unknown): { 이름: string; portalUrl: string } | undefined {
  universities ??= new Map(
    loadLookupData().universities.map((u) => [u.코드, u]),
  );
  return typeof code === 'string' ? universities.get(code) : undefined;
}

type ById = { Params: { id: string }; Querystring: { returnUrl?: string; university?: string } };

/**
 * The government portal's identity check of a CHANNELING application (000 §4.3, §4.4), and the
 * university portals of the university family (`?university=<코드>`). 본인확인 hands the
 * application to the agency (PROCESSING) and returns to the wallet.
 */
export default async function simPortalRoutes(app: FastifyInstance): Promise<void> {
  const owner = applicationOwner(app);

  app.get<ById>(
    '/sim/portal/:id',
    ownPage(owner, ({ user, owned: application }, request) => {
      const returnUrl = returnUrlOf(request);
      const university = universityOf(request.query.university);
      const heading = university ? t.universityHeading(university.이름) : t.heading;
      const action = escapeHtml(
        `/sim/portal/${application.id}?${new URLSearchParams({ returnUrl, ...(university ? { university: request.query.university ?? '' } : {}) }).toString()}`,
      );
      return simPage(
        t.pageTitle,
        `<h1>${escapeHtml(heading)}</h1>
<p class="sim-intro">${t.intro}</p>
${facts([
  ['증명서', application.name],
  ['신청인', user.name],
])}
<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button" type="submit" name="action" value="verify">${t.submit}</button>
</form>
<p class="sim-secondary"><a href="${escapeHtml(returnUrl)}">${t.cancel}</a></p>`,
      );
    }),
  );

  app.post<ById & { Body: FormBody | undefined }>(
    '/sim/portal/:id',
    ownForm(owner, async ({ owned: application }, { reply, returnUrl }) => {
      if (application.state !== 'CHANNELING' && application.state !== 'PROCESSING' && application.state !== 'COMPLETE') {
        return badState(reply, returnUrl);
      }
      await identityChecked(app, application);
      return undefined;
    }),
  );
}
