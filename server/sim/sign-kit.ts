import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
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

/**
 * Whose a simulated page is: what it shows of the signed-in user's, or, having answered the page
 * that says why not (not signed in; another user's object is not found), nothing.
 */
export type Owner<Owned> = (request: FastifyRequest, reply: FastifyReply) => Promise<Owned | undefined>;

/** The signed-in user, or the page that asks to sign in first. */
export const signedInUser =
  (app: FastifyInstance): Owner<UserRecord> =>
  async (request, reply) => {
    const user = await simUser(app, request);
    if (!user) void notSignedIn(reply, request);
    return user;
  };

/** The signed-in user and their object of the route's `:id`, which `find` looks up by owner (another user's id: 404). */
export function ownerOf<T>(app: FastifyInstance, find: (id: string, userId: string) => Promise<T | undefined>): Owner<{ user: UserRecord; owned: T }> {
  const caller = signedInUser(app);
  return async (request, reply) => {
    const user = await caller(request, reply);
    if (!user) return undefined;
    const owned = await find((request.params as { id: string }).id, user.id);
    if (!owned) {
      void notFound(reply);
      return undefined;
    }
    return { user, owned };
  };
}

/** The signed-in user's application of the route's `:id`. */
export const applicationOwner = (app: FastifyInstance) => ownerOf(app, (id, userId) => app.issuance.applications.find(id, userId));

/** Back to the wallet, where the page was opened from. */
export const backToWallet = (reply: FastifyReply, returnUrl: string) => reply.header('cache-control', 'no-store').redirect(returnUrl, 302);

/** A simulated page: its owner's, drawn by `draw` as a whole page (200). */
export function ownPage<Owned, Route extends RouteGenericInterface>(owner: Owner<Owned>, draw: (owned: Owned, request: FastifyRequest<Route>) => string | Promise<string>) {
  return async (request: FastifyRequest<Route>, reply: FastifyReply) => {
    const owned = await owner(request, reply);
    if (owned === undefined) return reply;
    return html(reply, 200, await draw(owned, request));
  };
}

/** What a form's action is given: the request, its reply and where the page returns to. */
export interface FormPost<Route extends RouteGenericInterface> {
  request: FastifyRequest<Route>;
  reply: FastifyReply;
  returnUrl: string;
}

/**
 * A simulated page's form: refused from another site, then its owner's; `act` answers a page of
 * its own (a refusal, another place to go), or nothing and the browser goes back to the wallet.
 */
export function ownForm<Owned, Route extends RouteGenericInterface>(owner: Owner<Owned>, act: (owned: Owned, post: FormPost<Route>) => Promise<FastifyReply | undefined>) {
  return async (request: FastifyRequest<Route>, reply: FastifyReply) => {
    if (crossSite(request)) return forbidden(reply);
    const owned = await owner(request, reply);
    if (owned === undefined) return reply;
    const returnUrl = returnUrlOf(request);
    return (await act(owned, { request, reply, returnUrl })) ?? backToWallet(reply, returnUrl);
  };
}

/** A definition list of what a page is about. */
export const facts = (rows: readonly (readonly [string, string])[]): string =>
  `<dl class="sim-facts">${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

/**
 * The messenger's signing controls: 서명하기 and 취소 for a user with an ACTIVE certificate; for
 * any other, the way to certificate signup (back to `here` after it) and 취소.
 */
export function signControls(user: Pick<UserRecord, 'certificateStatus'>, action: string, here: string): string {
  const t = simIssueTexts.sign;
  const cancel = `<button class="sim-button sim-button-secondary" type="submit" name="action" value="cancel">${t.cancel}</button>`;
  if (user.certificateStatus === 'ACTIVE') {
    return `<form class="sim-actions" method="post" action="${action}">
  <button class="sim-button" type="submit" name="action" value="sign">${t.submit}</button>
  ${cancel}
</form>`;
  }
  return `<p class="sim-notice">${t.needCertificate}</p>
<p><a class="sim-button" href="${escapeHtml(withReturn('/sim/cert-signup', here))}">${t.goSignup}</a></p>
<form class="sim-actions" method="post" action="${action}">
  ${cancel}
</form>`;
}

/** The signing page's answer to a user without an ACTIVE certificate who posts 서명하기 anyway. */
export const needCertificate = (reply: FastifyReply) =>
  html(reply, 403, simPage(simIssueTexts.sign.pageTitle, `<h1>${simIssueTexts.sign.heading}</h1><p class="sim-notice">${simIssueTexts.sign.needCertificate}</p>`));

/** Parses application/x-www-form-urlencoded bodies for the simulated pages' forms (this scope only). */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const formAction = (path: string, returnUrl: string): string => escapeHtml(withReturn(path, returnUrl));
