import type { FastifyInstance } from 'fastify';
import { simIssueTexts } from '../messages.ts';
import { applicationSigned } from '../issuance/outside-answers.ts';
import { simPage } from './html.ts';
import { applicationOwner, badState, facts, formAction, needCertificate, ownForm, ownPage, returnUrlOf, signControls, withReturn, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.sign;
type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };

/**
 * The messenger's signing page (000 §4.6): 서명하기 signs the application (SIGN_COMPLETED,
 * signStatus COMPLETE) and returns to the wallet; 취소 returns without signing. A user without
 * an ACTIVE certificate is sent to certificate signup first.
 */
export default async function simSignRoutes(app: FastifyInstance): Promise<void> {
  const owner = applicationOwner(app);

  app.get<ById>(
    '/sim/sign/:id',
    ownPage(owner, ({ user, owned: application }, request) => {
      const back = returnUrlOf(request);
      const here = withReturn(`/sim/sign/${application.id}`, back);
      const rows = [
        [t.certificate, application.name],
        [t.issuer, application.issuerName],
        [t.holder, user.name],
      ] as const;
      const controls = signControls(user, formAction(`/sim/sign/${application.id}`, back), here);
      return simPage(t.pageTitle, `<h1>${t.heading}</h1>\n<p class="sim-intro">${t.intro}</p>\n${facts(rows)}\n${controls}`);
    }),
  );

  app.post<ById & { Body: FormBody | undefined }>(
    '/sim/sign/:id',
    ownForm(owner, async ({ user, owned: application }, { request, reply, returnUrl }) => {
      if (request.body?.action !== 'sign') return undefined;
      if (user.certificateStatus !== 'ACTIVE') return needCertificate(reply);
      if (!(await applicationSigned(app, application))) return badState(reply, returnUrl);
      return undefined;
    }),
  );
}
