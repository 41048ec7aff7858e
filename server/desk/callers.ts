import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerKeyOf } from '../bearer-key.ts';
import { AppError } from '../errors.ts';
import { isoNow } from '../time.ts';
import type { DeskCaller } from './service.ts';

/** The staff member's desk session: its own cookie, never the citizen's wallet session. */
export const DESK_COOKIE = 'jigap_desk';
export const DESK_SESSION_HOURS = 12;
/** Where a staff member without a session signs in (the simulated organisation login). */
export const ORG_LOGIN_URL = '/sim/org-login';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls a desk route (staff session) or an organisation API route (key); set by the route's own hook. */
    deskCaller: DeskCaller | null;
  }
}

/** The staff member of the request's desk session, or 401 UNAUTHENTICATED pointing at the organisation login. */
export async function staffCaller(app: FastifyInstance, request: FastifyRequest): Promise<DeskCaller> {
  const secret = request.cookies[DESK_COOKIE];
  const staff = secret ? await app.desk.access.staffOfSession(secret, isoNow()) : undefined;
  if (!staff) throw new AppError('UNAUTHENTICATED', { reason: 'UNAUTHENTICATED', returnUrl: ORG_LOGIN_URL });
  return { organisation: staff.organisation, actor: `staff:${staff.id}`, staffName: staff.name };
}

/** The organisation of `Authorization: Bearer <key>`, or 401 ORG_UNAUTHORIZED before anything is read or stored. */
export async function keyCaller(app: FastifyInstance, request: FastifyRequest): Promise<DeskCaller> {
  const key = bearerKeyOf(request);
  const organisation = key ? await app.desk.access.organisationOfKey(key) : undefined;
  if (!organisation) throw new AppError('ORG_UNAUTHORIZED');
  return { organisation, actor: `key:${organisation.id}`, staffName: null };
}

export function deskCallerOf(request: FastifyRequest): DeskCaller {
  if (!request.deskCaller) throw new AppError('UNAUTHENTICATED', { reason: 'UNAUTHENTICATED', returnUrl: ORG_LOGIN_URL });
  return request.deskCaller;
}
