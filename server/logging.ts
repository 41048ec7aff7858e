import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-child-logger.ts';
import { redactionOptions } from './log-redaction.ts';

/** The server's log: pino's options (level, redaction…) and where the lines go (default stdout). */
export type LogOptions = LoggerOptions & { stream?: DestinationStream };

export interface AppLogging {
  /** Fastify's logger options. */
  fastify: Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'logController' | 'childLoggerFactory'>;
  /**
   * The app's logger when Fastify has none of its own: `buildApp` sets it as `app.log` before any
   * plugin is registered (plugins inherit `log` from the root).
   */
  log: FastifyBaseLogger | null;
}

/**
 * How the server logs (`buildApp`'s `logger` and `disableRequestLogging`).
 *
 * - No log options: nothing is written; `app.log` and `request.log` are Fastify's silent logger.
 * - Request logging on (JIGAP_REQUEST_LOG=1): Fastify runs with the app's pino logger and writes
 *   its "incoming request" / "request completed" lines; each request's logger is lazy
 *   (server/lazy-child-logger.ts).
 * - Request logging off (the server's default): Fastify gets no logger of its own, because a Fastify
 *   logger, even with its request lines off, puts a 'finish' and an 'error' listener and two clock
 *   reads on every response only to decide not to write them: about 1 µs of the polling call's
 *   ≈ 21 µs of server time (bench: API under load). `app.log` is the app's pino logger all the
 *   same, and each request's `request.log` a lazy child of it with the request id (Fastify calls a
 *   custom child-logger factory with its own logger off too), so every line the app writes
 *   (errors with their request id, start-up, the background work) is written as before.
 */
export function appLogging(options: LogOptions | undefined, requestLogging: boolean): AppLogging {
  const logController = new LogController({ disableRequestLogging: !requestLogging });
  if (!options) return { fastify: { logger: false, logController }, log: null };
  const log = newLogger(options);
  if (requestLogging) {
    return { fastify: { loggerInstance: log, logController, childLoggerFactory: lazyChildLoggerFactory }, log: null };
  }
  return {
    fastify: { logger: false, logController, childLoggerFactory: (_silent, bindings, childOptions) => new LazyChildLogger(log, bindings, childOptions) },
    log,
  };
}

/**
 * A pino logger of these options (the app's; and the one of a server that has no app yet,
 * server/serve.ts), with the redaction every line of the server goes through (server/log-redaction.ts).
 */
export function newLogger(options: LogOptions): FastifyBaseLogger {
  const { stream, ...given } = options;
  const pinoOptions: LoggerOptions = { ...redactionOptions, ...given, serializers: { ...redactionOptions.serializers, ...given.serializers } };
  return stream ? pino(pinoOptions, stream) : pino(pinoOptions);
}
