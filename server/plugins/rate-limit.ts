import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { SESSION_COOKIE } from './auth.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isWrite = (method: string | string[]): boolean =>
  (Array.isArray(method) ? method : [method]).some((m) => WRITE_METHODS.has(m.toUpperCase()));

/** Per signed-in browser when there is a session, else per address. */
export const keyOf = (request: Pick<FastifyRequest, 'cookies' | 'ip'>): string => {
  const session = request.cookies[SESSION_COOKIE];
  return session ? `session:${session}` : `ip:${request.ip}`;
};

/**
 * Limits writes only (docs/api.md): reads, the hot GET /api/v1/user/status among them, carry
 * no limiter hook at all. Must be registered before the routes, as its onRoute hook marks them.
 * The limiter runs after the session check (route hooks follow app hooks): a write without a
 * valid session is refused with 401 before it is counted, so only public writes count per address.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (isWrite(route.method) && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: {} };
    }
  });
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: keyOf,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}
