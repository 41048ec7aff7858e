import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CookieOptions } from '../plugins/cookies.ts';
import { findPersona, OTHER_DEVICE_ID } from '../personas.ts';
import { simTexts } from '../messages.ts';
import { DEVICE_COOKIE, MESSENGER_COOKIE, SESSION_COOKIE } from '../plugins/auth.ts';
import { DAY_MS, isoNow } from '../time.ts';
import { ref } from '../schemas.ts';
import { safeReturnUrl } from '../return-url.ts';
import { errorPage, personaListPage } from './login-page.ts';

export const DEFAULT_MESSENGER_VERSION = '11.2.0';
const SESSION_DAYS = 7;
const DEVICE_DAYS = 365;
const VERSION = /^\d+\.\d+\.\d+$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

const cookie = (days: number, httpOnly: boolean): CookieOptions => ({
  path: '/',
  sameSite: 'lax',
  httpOnly,
  maxAge: days * DAY_MS / 1000,
});

interface LoginQuery {
  persona?: string;
  returnUrl?: string;
  messenger?: string;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The simulated messenger login (DESIGN §5, §6). Signing in as a joined persona ties its main
 * device to this browser, so the demo works anywhere; `subdevice` always stays on another phone.
 */
export default async function simLoginRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LoginQuery }>('/sim/login', { config: { auth: 'none' }, schema: { querystring: ref('sim-page-query') } }, async (request, reply) => {
    const { persona: personaId, messenger = DEFAULT_MESSENGER_VERSION } = request.query;
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    if (personaId === undefined) return html(reply, 200, personaListPage(returnUrl));

    const persona = findPersona(personaId);
    const user = persona && await app.repos.users.findById(persona.id);
    if (!persona || !user) return html(reply, 400, errorPage(simTexts.unknownPersonaTitle, simTexts.unknownPersona(personaId)));
    if (!VERSION.test(messenger)) return html(reply, 400, errorPage(simTexts.badMessengerTitle, simTexts.badMessenger));

    const existingDevice = request.cookies[DEVICE_COOKIE];
    const deviceId = existingDevice && DEVICE_ID.test(existingDevice) ? existingDevice : `dev_${randomBytes(16).toString('base64url')}`;
    if (persona.mainDeviceElsewhere) await app.repos.users.setMainDevice(user.id, OTHER_DEVICE_ID);
    else if (user.joined) await app.repos.users.setMainDevice(user.id, deviceId);

    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await app.repos.sessions.delete(previous);
    const sessionId = randomBytes(32).toString('base64url');
    const now = Date.now();
    await app.repos.sessions.create({
      id: sessionId,
      userId: user.id,
      deviceId,
      messengerVersion: messenger,
      createdAt: isoNow(now),
      expiresAt: isoNow(now + SESSION_DAYS * DAY_MS),
    });

    return reply
      .setCookie(SESSION_COOKIE, sessionId, cookie(SESSION_DAYS, true))
      .setCookie(DEVICE_COOKIE, deviceId, cookie(DEVICE_DAYS, true))
      .setCookie(MESSENGER_COOKIE, messenger, cookie(SESSION_DAYS, false))
      .header('cache-control', 'no-store')
      .redirect(returnUrl, 302);
  });

  app.get('/sim/logout', { config: { auth: 'none' } }, async (request, reply) => {
    const session = request.cookies[SESSION_COOKIE];
    if (session) await app.repos.sessions.delete(session);
    for (const name of [SESSION_COOKIE, DEVICE_COOKIE, MESSENGER_COOKIE]) reply.clearCookie(name, { path: '/' });
    return reply.header('cache-control', 'no-store').redirect('/sim/login', 302);
  });
}
