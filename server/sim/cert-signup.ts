import type { FastifyInstance } from 'fastify';
import { simIssueTexts } from '../messages.ts';
import { simPage } from './html.ts';
import { crossSite, forbidden, formAction, html, notSignedIn, returnUrlOf, simUser, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.certSignup;
type Query = { Querystring: { returnUrl?: string } };

/** The messenger's certificate signup (000 §4.6): 인증서 발급 makes the certificate ACTIVE. */
export default async function simCertSignupRoutes(app: FastifyInstance): Promise<void> {
  app.get<Query>('/sim/cert-signup', async (request, reply) => {
    if (!await simUser(app, request)) return notSignedIn(reply, request);
    return html(
      reply,
      200,
      simPage(
        t.pageTitle,
        `<h1>${t.heading}</h1>
<p class="sim-intro">${t.intro}</p>
<form class="sim-actions" method="post" action="${formAction('/sim/cert-signup', returnUrlOf(request))}">
  <button class="sim-button" type="submit">${t.submit}</button>
</form>`,
      ),
    );
  });

  app.post<Query & { Body: FormBody | undefined }>('/sim/cert-signup', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const user = await simUser(app, request);
    if (!user) return notSignedIn(reply, request);
    await app.repos.users.setCertificateStatus(user.id, 'ACTIVE');
    return reply.header('cache-control', 'no-store').redirect(returnUrlOf(request), 302);
  });
}
