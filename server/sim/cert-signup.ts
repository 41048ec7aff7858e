import type { FastifyInstance } from 'fastify';
import { simIssueTexts } from '../messages.ts';
import { simPage } from './html.ts';
import { formAction, ownForm, ownPage, returnUrlOf, signedInUser, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.certSignup;
type Query = { Querystring: { returnUrl?: string } };

/** The messenger's certificate signup (000 §4.6): 인증서 발급 makes the certificate ACTIVE. */
export default async function simCertSignupRoutes(app: FastifyInstance): Promise<void> {
  const owner = signedInUser(app);

  app.get<Query>(
    '/sim/cert-signup',
    ownPage(owner, (_user, request) =>
      simPage(
        t.pageTitle,
        `<h1>${t.heading}</h1>
<p class="sim-intro">${t.intro}</p>
<form class="sim-actions" method="post" action="${formAction('/sim/cert-signup', returnUrlOf(request))}">
  <button class="sim-button" type="submit">${t.submit}</button>
</form>`,
      ),
    ),
  );

  app.post<Query & { Body: FormBody | undefined }>(
    '/sim/cert-signup',
    ownForm(owner, async (user) => {
      await app.repos.users.setCertificateStatus(user.id, 'ACTIVE');
      return undefined;
    }),
  );
}
