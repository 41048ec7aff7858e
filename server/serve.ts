import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.ts';
import { isDatabaseUnavailable, describeError } from './db/unavailable.ts';
import { newLogger } from './logging.ts';
import { answerOutage } from './outage-answer.ts';
import { clientErrorHandler } from './plugins/error-handler.ts';

export interface ServeOptions {
  app: Omit<AppOptions, 'serverFactory'>;
  port: number;
  host: string;
  /** The host as the start-up line shows it (localhost for a wildcard address). */
  shownHost: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Fastify's own defaults for the server it would make (`keepAliveTimeout`, `requestTimeout`), kept on the one made here. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
const REQUEST_TIMEOUT_MS = 0;
/** A start the database refused is tried again after this, doubling up to START_RETRY_MAX_MS. */
const START_RETRY_FIRST_MS = 100;
const START_RETRY_MAX_MS = 1000;
/** Closing waits this long for the requests under way before it ends their connections. */
const CLOSE_GRACE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One server process: its HTTP server, the app it serves, and its end. The server is made here
 * and the app routes its requests (Fastify's `serverFactory`), so the process can take requests
 * before its app exists: when the database cannot be reached at start, it listens at once and
 * answers every request as an outage (503, Retry-After: server/outage-answer.ts) while it tries
 * to start again, and serves once it has — it never ends because the database is away.
 *
 * SIGINT, SIGTERM (as often as they come: a cluster's primary sends its own after the operator's)
 * and the end of a parent's channel all close it once, and each close is logged first.
 */
export async function serve(options: ServeOptions): Promise<void> {
  const startLog = options.app.logger ? newLogger(options.app.logger) : null;
  const server = createServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  const state: { app: FastifyInstance | null; route: Handler; refused: number; closing: boolean } = {
    app: null,
    route: (request, response) => {
      state.refused += 1;
      answerOutage(request, response);
    },
    refused: 0,
    closing: false,
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => state.route(request, response));
  server.on('clientError', (error: ConnectionError, socket: Socket) =>
    state.app ? clientErrorHandler.call(state.app, error, socket) : socket.destroy(),
  );
  closeOnSignals(server, state, () => state.app?.log ?? startLog);

  const app = await startApp(options, server, state, startLog);
  if (!app) return;
  state.app = app;
  if (!server.listening) await listen(server, options);
  app.log.info(`Jigap serving http://${options.shownHost}:${options.port} on ${app.db.dialect}  (demo login: http://${options.shownHost}:${options.port}/sim/login)`);
}

/**
 * Builds the app and routes the server to it; while the database cannot be reached, listens
 * meanwhile (answering outages) and tries again. Null when the process closed meanwhile.
 */
async function startApp(
  options: ServeOptions,
  server: Server,
  state: { route: Handler; refused: number; closing: boolean },
  log: FastifyBaseLogger | null,
): Promise<FastifyInstance | null> {
  let waitMs = START_RETRY_FIRST_MS;
  let since = 0;
  for (;;) {
    const built: { route: Handler | null } = { route: null };
    try {
      const app = await buildApp({
        ...options.app,
        ownOrigin: () => originOf(server),
        serverFactory: (handler) => {
          built.route = handler;
          // Fastify's own server, never listening: this process listens on `server`.
          return createServer();
        },
      });
      await readyOrClosed(app);
      if (state.closing) {
        await app.close();
        return null;
      }
      if (since > 0) logStartedAfterOutage(log, since, state.refused);
      if (built.route) state.route = built.route;
      return app;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || state.closing) throw error;
      if (since === 0) {
        since = Date.now();
        log?.error({ database: 'unreachable', error: describeError(error) }, 'database unreachable at start: every call answers 503 until it is back');
        await listen(server, options);
      }
      await sleep(waitMs);
      waitMs = Math.min(waitMs * 2, START_RETRY_MAX_MS);
    }
  }
}

async function readyOrClosed(app: FastifyInstance): Promise<void> {
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

function logStartedAfterOutage(log: FastifyBaseLogger | null, since: number, refused: number): void {
  const downMs = Date.now() - since;
  log?.warn(
    { database: 'reachable', since: new Date(since).toISOString(), downMs, refused },
    `database reachable again after ${(downMs / 1000).toFixed(1)} s; ${refused} calls were answered 503 meanwhile`,
  );
}

/** The origin this process's socket answers at: a wildcard address is reached on the loopback. */
function originOf(server: Server): string | null {
  const address = server.listening ? server.address() : null;
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

function listen(server: Server, { port, host }: ServeOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeOnSignals(server: Server, state: { app: FastifyInstance | null; closing: boolean }, log: () => FastifyBaseLogger | null): void {
  const close = (reason: string) => {
    if (state.closing) return;
    state.closing = true;
    log()?.info({ reason }, 'closing');
    void closeServer(server, state.app).then(
      () => process.exit(0),
      (error: unknown) => {
        log()?.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => close(signal));
  // A server another process started (`npm run dev`'s, scripts/vite/reference-server.ts; a
  // cluster's primary) ends with that process, however it ends: their channel closes.
  if (process.channel) process.once('disconnect', () => close('parent ended'));
}

/** Stops taking connections, lets the requests under way finish (CLOSE_GRACE_MS at most), then closes the app. */
async function closeServer(server: Server, app: FastifyInstance | null): Promise<void> {
  if (server.listening) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    await closed;
    clearTimeout(grace);
  }
  await app?.close();
}
