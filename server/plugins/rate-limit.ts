import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
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

/** How often counters of windows long gone are swept out of the table. */
const SWEEP_MS = 5 * 60_000;

/**
 * Counts one hit of `key` in its fixed window, in one statement every database runs the same:
 * a new key or a window that has run out starts again at 1. Answers the count and the window's start.
 */
export async function countHit(db: Database, key: string, now: number, windowMs: number): Promise<{ hits: number; windowStart: number }> {
  const row = await db.get<{ hits: number; window_start: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start ELSE rate_limits.window_start END
     RETURNING hits, window_start`,
    [key, now, now - windowMs, now - windowMs],
  );
  return { hits: row?.hits ?? 1, windowStart: row?.window_start ?? now };
}

interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store, on the database: every server process counts the same hits, so a
 * limit holds however many processes serve the user. Each route counts apart, as the plugin's
 * own store does (`child`).
 */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    private readonly windowMs: number;

    // The plugin hands its merged options, with the route as `routeInfo` for a route's own store.
    constructor(options: object = {}) {
      const { routeInfo: route, timeWindow } = options as StoreOptions;
      this.prefix = route?.url ? `${String(route.method)} ${route.url} ` : '';
      this.windowMs = typeof timeWindow === 'number' ? timeWindow : 60_000;
    }

    // The plugin passes the window as a third argument (its typings leave it out).
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = this.windowMs): void {
      const now = Date.now();
      countHit(db, this.prefix + key, now, timeWindow).then(
        ({ hits, windowStart }) => callback(null, { current: hits, ttl: Math.max(0, windowStart + timeWindow - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

/**
 * Limits writes only (docs/api.md): reads, the hot GET /api/v1/user/status among them, carry
 * no limiter hook at all. Must be registered before the routes, as its onRoute hook marks them.
 * The limiter runs after the session check (route hooks follow app hooks): a write without a
 * valid session is refused with 401 before it is counted, so only public writes count per address.
 * The counters live in the database (rate_limits), shared by every server process.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  const windowMs = 60_000;
  app.addHook('onRoute', (route) => {
    if (isWrite(route.method) && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: {} };
    }
  });
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: windowMs,
    keyGenerator: keyOf,
    store: databaseStore(app.db),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
  const sweep = setInterval(() => {
    app.db
      .run('DELETE FROM rate_limits WHERE window_start < ?', [Date.now() - 2 * windowMs])
      .catch((error: unknown) => isDatabaseUnavailable(error) || app.log.warn({ err: error }, 'sweeping rate limits failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
