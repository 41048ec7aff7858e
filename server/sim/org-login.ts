import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Organisation } from '../db/desk-access.ts';
import { DESK_COOKIE, DESK_SESSION_HOURS } from '../desk/callers.ts';
import { orgLoginTexts as t } from '../desk/messages.ts';
import { demoOrganisationKey } from '../desk/plugin.ts';
import { safeReturnUrl } from '../return-url.ts';
import { ref } from '../schemas.ts';
import { isoNow } from '../time.ts';
import { escapeHtml, simPage } from './html.ts';

const HOUR_MS = 60 * 60_000;
const DESK_PATH = '/desk';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const loginHref = (organisation: string, returnUrl: string): string =>
  `/sim/org-login?${new URLSearchParams({ organisation, returnUrl }).toString()}`;

/** Every organisation of the search: a link that signs a staff member in, and its demo API key. */
function organisationListPage(organisations: readonly Organisation[], returnUrl: string): string {
  const items = organisations
    .map(
      (organisation) => `<li class="sim-persona">
  <a class="sim-persona-link" href="${escapeHtml(loginHref(organisation.name, returnUrl))}">
    <span class="sim-persona-name">${escapeHtml(organisation.name)}</span>
    <span class="sim-persona-id">${escapeHtml(organisation.region)}</span>
    <span class="sim-persona-description">${t.keyLabel} <code>${escapeHtml(demoOrganisationKey(organisation.id))}</code></span>
  </a>
</li>`,
    )
    .join('\n');
  return simPage(t.pageTitle, `<h1>${t.heading}</h1>\n<p class="sim-intro">${t.intro}</p>\n<ul class="sim-personas">\n${items}\n</ul>`);
}

function unknownPage(name: string): string {
  return simPage(
    t.pageTitle,
    `<h1>${escapeHtml(t.unknownTitle)}</h1>\n<p class="sim-intro">${escapeHtml(t.unknown(name))}</p>\n<p><a class="sim-button" href="/sim/org-login">${t.backToList}</a></p>`,
  );
}

/**
 * The simulated staff sign-in (DESIGN §5): `/sim/org-login` lists the organisations that receive
 * submissions; `?organisation=<name as the search shows it>&returnUrl=/desk` signs in that
 * organisation's staff member (a desk session of its own kind, cookie `jigap_desk`) and returns.
 */
export default async function simOrgLoginRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { organisation?: string; returnUrl?: string } }>(
    '/sim/org-login',
    { config: { auth: 'none' }, schema: { querystring: ref('sim-page-query') } },
    async (request, reply) => {
      const returnUrl = request.query.returnUrl === undefined ? DESK_PATH : safeReturnUrl(request.query.returnUrl);
      const name = request.query.organisation;
      if (name === undefined) return html(reply, 200, organisationListPage(await app.desk.access.organisations(), returnUrl));
      const organisation = await app.desk.access.organisationNamed(name.trim());
      if (!organisation) return html(reply, 400, unknownPage(name));

      const staffId = `staff-${organisation.id}`;
      const now = Date.now();
      await app.desk.access.ensureStaff(staffId, organisation.id, t.staffName(organisation.name), isoNow(now));
      const previous = request.cookies[DESK_COOKIE];
      if (previous) await app.desk.access.closeSession(previous);
      const secret = randomBytes(32).toString('base64url');
      await app.desk.access.openSession(secret, staffId, isoNow(now), isoNow(now + DESK_SESSION_HOURS * HOUR_MS));
      await app.desk.access.deleteExpiredSessions(isoNow(now));
      return reply
        .setCookie(DESK_COOKIE, secret, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: DESK_SESSION_HOURS * 3600 })
        .header('cache-control', 'no-store')
        .redirect(returnUrl, 302);
    },
  );

  app.get('/sim/org-logout', { config: { auth: 'none' } }, async (request, reply) => {
    const secret = request.cookies[DESK_COOKIE];
    if (secret) await app.desk.access.closeSession(secret);
    return reply.clearCookie(DESK_COOKIE, { path: '/' }).header('cache-control', 'no-store').redirect('/sim/org-login', 302);
  });
}
