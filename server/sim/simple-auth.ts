import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { simIssueTexts } from '../messages.ts';
import { isoNow } from '../time.ts';
import { escapeHtml, simPage } from './html.ts';
import { crossSite, forbidden, html, notSignedIn, returnUrlOf, simUser, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.simpleAuth;
/** A simple-authentication token is good for one application within this time. */
export const GUEST_TOKEN_MS = 10 * 60 * 1000;
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
  app.get<Query>('/sim/simple-auth', async (request, reply) => {
    if (!await simUser(app, request)) return notSignedIn(reply, request);
    const edoc = request.query.edoc;
    const certificate = edoc ? app.catalogue.form(edoc)?.name : undefined;
    return html(
      reply,
      200,
      simPage(
        t.pageTitle,
        `<h1>${t.heading}</h1>
<p class="sim-intro">${t.intro}</p>
${certificate ? `<dl class="sim-facts"><dt>증명서</dt><dd>${escapeHtml(certificate)}</dd></dl>` : ''}
<form class="sim-actions" method="post" action="${action(edoc, returnUrlOf(request))}">
  <button class="sim-button" type="submit">${t.submit}</button>
</form>`,
      ),
    );
  });

  app.post<Query & { Body: FormBody | undefined }>('/sim/simple-auth', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const user = await simUser(app, request);
    if (!user) return notSignedIn(reply, request);
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    const edoc = request.query.edoc;
    await app.issuance.guestTokens.create({
      token,
      userId: user.id,
      edocPath: edoc && app.catalogue.form(edoc) ? edoc : null,
      createdAt: isoNow(now),
      expiresAt: isoNow(now + GUEST_TOKEN_MS),
    });
    return reply.header('cache-control', 'no-store').redirect(withToken(returnUrlOf(request), token), 302);
  });
}
