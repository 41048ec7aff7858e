import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Session } from '../db/sessions.ts';
import type { UserRecord } from '../db/users.ts';
import { AppError } from '../errors.ts';
import { loginButtonName } from '../messages.ts';
import { globalPlugin } from './global-plugin.ts';
import { routeHooks } from './route-hooks.ts';

/**
 * What a route needs from the caller, checked by one hook in the order of docs/api.md:
 * session → account status → main device → joined.
 * - `none`: no session (GET /api/check, static files, the simulated world)
 * - `user`: a signed-in, non-blocked user on any device (home, user, agreement reads…)
 * - `joined`: `user` and joined
 * - `wallet`: `joined` on the main device (inbox, distribution, wallet writes)
 */
export type AuthLevel = 'none' | 'user' | 'joined' | 'wallet';

export const SESSION_COOKIE = 'jigap_session';
export const DEVICE_COOKIE = 'jigap_device';
export const MESSENGER_COOKIE = 'jigap_messenger';
export const LOGIN_URL = '/sim/login';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    session: Session | null;
    user: UserRecord | null;
  }
}

export interface SignedIn {
  session: Session;
  user: UserRecord;
}

/** The caller of a route whose auth level is not `none`. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.session || !request.user) throw new AppError('UNAUTHENTICATED');
  return { session: request.session, user: request.user };
}

const blockedAccount = (user: UserRecord): AppError | null => {
  switch (user.accountStatus) {
    case 'OK':
      return null;
    case 'INVALID_ACCOUNT':
      return new AppError('INVALID_ACCOUNT', { buttons: [{ name: loginButtonName, returnUrl: LOGIN_URL }] });
    default:
      return new AppError(user.accountStatus);
  }
};

/** The user has a wallet on another device than this session's. */
export const onOtherDevice = ({ user, session }: SignedIn): boolean =>
  user.mainDeviceId !== null && user.mainDeviceId !== session.deviceId;

export function assertMainDevice(caller: SignedIn): void {
  if (onOtherDevice(caller)) throw new AppError('MAIN_DEVICE_ONLY');
}

export function assertJoined({ user }: SignedIn): void {
  if (!user.joined) throw new AppError('UNREGISTERED_USER');
}

export const authPlugin = globalPlugin(async (app) => {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  /** Who calls: the session of the cookie and its user (one statement for both unless cached). */
  const callerOf = async (sessionId: string | undefined): Promise<Partial<SignedIn>> =>
    (sessionId ? await app.repos.sessions.findWithUser(sessionId) : undefined) ?? {};

  /** Admits the caller to a route of `level`, or answers why not. */
  const admit = (request: FastifyRequest, level: AuthLevel, { session, user }: Partial<SignedIn>): AppError | undefined => {
    if (!session || !user) return new AppError('UNAUTHENTICATED', { reason: 'UNAUTHENTICATED', returnUrl: LOGIN_URL });
    request.session = session;
    request.user = user;
    const blocked = blockedAccount(user);
    if (blocked) return blocked;
    if (level === 'wallet' && onOtherDevice({ session, user })) return new AppError('MAIN_DEVICE_ONLY');
    if ((level === 'joined' || level === 'wallet') && !user.joined) return new AppError('UNREGISTERED_USER');
    return undefined;
  };

  /**
   * A route's check: a callback hook, not an async one, so when the session and user of a hot
   * call are in the read caches it costs no promise at all (the polling call runs it every second).
   */
  const checkFor =
    (level: AuthLevel): onRequestHookHandler =>
    (request, _reply, done) => {
      const sessionId = request.cookies[SESSION_COOKIE];
      const session = sessionId ? app.repos.sessions.cached(sessionId) : undefined;
      const user = session && app.repos.users.cached(session.userId);
      if (session && user) return done(admit(request, level, { session, user }));
      callerOf(sessionId).then((caller) => done(admit(request, level, caller)), done);
    };

  // Each route gets the check of its level as its first own hook (after the app's hooks, before
  // the route's, the write limiter's among them), so a request reads no route options for it and
  // a public route carries none. Secure by construction: an API route that forgets to say who
  // may call it fails at start.
  app.addHook('onRoute', (route) => {
    const level = route.config?.auth;
    if (route.url.startsWith('/api/') && level === undefined) {
      throw new Error(`${String(route.method)} ${route.url}: declare config.auth`);
    }
    if (level === undefined || level === 'none') return;
    route.onRequest = [checkFor(level), ...routeHooks(route.onRequest)];
  });
});
