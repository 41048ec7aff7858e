import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApplicationRecord } from '../db/applications.ts';
import type { UserRecord } from '../db/users.ts';
import { simIssueTexts } from '../messages.ts';
import { SESSION_COOKIE } from '../plugins/auth.ts';
import { escapeHtml, simPage } from './html.ts';
import { safeReturnUrl } from '../return-url.ts';

/** Shared by the simulated pages of issuance: who is signed in, same-origin forms, small pages. */

export type FormBody = Record<string, string | undefined>;

export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return simPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="sim-intro">${escapeHtml(message)}</p>
${link ? `<p><a class="sim-button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** The signed-in user of the demo session (these pages are outside /api, so the auth hook does not run). */
export async function simUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRecord | undefined> {
  const sessionId = request.cookies[SESSION_COOKIE];
  const session = sessionId ? await app.repos.sessions.find(sessionId) : undefined;
  return session ? await app.repos.users.findById(session.userId) : undefined;
}

/**
 * Forms post to their own origin only. The session cookie is SameSite=Lax (a cross-site POST
 * carries none); on top, a browser's Origin or Sec-Fetch-Site naming another site is refused.
 */
export function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return origin === 'null';
  try {
    const own = new URL(`${new URL(origin).protocol}//${request.headers.host ?? ''}`);
    return new URL(origin).host !== own.host;
  } catch {
    return true;
  }
}

export const returnUrlOf = (request: FastifyRequest): string => safeReturnUrl((request.query as { returnUrl?: string }).returnUrl);

export const withReturn = (path: string, returnUrl: string): string => `${path}?${new URLSearchParams({ returnUrl }).toString()}`;

export function notSignedIn(reply: FastifyReply, request: FastifyRequest) {
  const back = `/sim/login?${new URLSearchParams({ returnUrl: request.url }).toString()}`;
  return html(reply, 401, messagePage(simIssueTexts.notSignedInTitle, simIssueTexts.notSignedIn, { href: back, label: simIssueTexts.loginLink }));
}

export const notFound = (reply: FastifyReply) => html(reply, 404, messagePage(simIssueTexts.notFoundTitle, simIssueTexts.notFound));

export const forbidden = (reply: FastifyReply) => html(reply, 403, messagePage(simIssueTexts.forbiddenTitle, simIssueTexts.forbidden));

export const badState = (reply: FastifyReply, returnUrl: string) =>
  html(reply, 409, messagePage(simIssueTexts.badStateTitle, simIssueTexts.badState, { href: returnUrl, label: simIssueTexts.backToWallet }));

/** The caller's application of `id`, or the page that answers instead (another user's id: 404). */
export async function ownedApplication(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<{ user: UserRecord; application: ApplicationRecord } | undefined> {
  const user = await simUser(app, request);
  if (!user) {
    void notSignedIn(reply, request);
    return undefined;
  }
  const application = await app.issuance.applications.find(id, user.id);
  if (!application) {
    void notFound(reply);
    return undefined;
  }
  return { user, application };
}

/** Parses application/x-www-form-urlencoded bodies for the simulated pages' forms (this scope only). */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const formAction = (path: string, returnUrl: string): string => escapeHtml(withReturn(path, returnUrl));
