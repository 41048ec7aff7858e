import type { FastifyInstance } from 'fastify';
import { nonMemberAuthenticated } from '../issuance/outside-answers.ts';
import { simIssueTexts } from '../messages.ts';
import { escapeHtml, simPage } from './html.ts';
import { backToWallet, facts, ownForm, ownPage, returnUrlOf, signedInUser, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.simpleAuth;
type Query = { Querystring: { returnUrl?: string; edoc?: string } };

const action = (edoc: string | undefined, returnUrl: string) =>
  escapeHtml(`/sim/simple-auth?${new URLSearchParams({ returnUrl, ...(edoc ? { edoc } : {}) }).toString()}`);

/** Appends `token` to a same-origin return path, keeping its query and hash. */
export function withToken(returnUrl: string, token: string): string {
  const url = new URL(returnUrl, 'http://wallet.invalid');
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Simple authentication for non-members of the portal (000 §6, the {hash} popup of §8.4):
 * 간편인증 issues a one-time token and returns to the wallet with `?token=`; the wallet then
 * applies with POST /api/v2/application/guest/{token}.
 */
export default async function simSimpleAuthRoutes(app: FastifyInstance): Promise<void> {
  const owner = signedInUser(app);

  app.get<Query>(
    '/sim/simple-auth',
    ownPage(owner, (_user, request) => {
      const edoc = request.query.edoc;
      const certificate = edoc ? app.catalogue.form(edoc)?.name : undefined;
      return simPage(
        t.pageTitle,
        `<h1>${t.heading}</h1>
<p class="sim-intro">${t.intro}</p>
${certificate ? facts([['증명서', certificate]]) : ''}
<form class="sim-actions" method="post" action="${action(edoc, returnUrlOf(request))}">
  <button class="sim-button" type="submit">${t.submit}</button>
</form>`,
      );
    }),
  );

  app.post<Query & { Body: FormBody | undefined }>(
    '/sim/simple-auth',
    ownForm(owner, async (user, { request, reply, returnUrl }) => {
      const token = await nonMemberAuthenticated(app, user, request.query.edoc);
      return backToWallet(reply, withToken(returnUrl, token));
    }),
  );
}
