import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-child-logger.ts';
import { appLogging } from './logging.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { captureLog } from './test/log-capture.ts';

describe('the lazy request logger', () => {
  let closeable: { close(): Promise<unknown> } | undefined;
  afterEach(async () => {
    await closeable?.close();
    closeable = undefined;
  });

  async function appWith(level: string, requestLogging = false) {
    const log = captureLog();
    const app = Fastify({
      logger: { level, stream: log.stream },
      logController: new LogController({ disableRequestLogging: !requestLogging }),
      childLoggerFactory: lazyChildLoggerFactory,
    });
    closeable = app;
    const seen: FastifyBaseLogger[] = [];
    app.get('/quiet', (request, reply) => {
      seen.push(request.log);
      request.log.debug('below the level');
      reply.send({ ok: true });
    });
    app.get('/loud', (request, reply) => {
      seen.push(request.log);
      request.log.warn({ detail: 42 }, 'something to see');
      reply.send({ ok: true });
    });
    app.get('/debug', { logLevel: 'debug' }, (request, reply) => {
      request.log.debug('a route that logs debug');
      reply.send({ ok: true });
    });
    app.get('/boom', () => {
      throw new Error('broken');
    });
    await app.ready();
    return { app, log, seen };
  }

  it('makes no pino child for a request that writes nothing at its level', async () => {
    const { app, log, seen } = await appWith('info');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(seen[0]).toBeInstanceOf(LazyChildLogger);
    expect((seen[0] as LazyChildLogger).made).toBe(false);
    expect(log.lines().filter((line) => line.msg === 'below the level')).toEqual([]);
  });

  it('writes the same line as pino’s child, request id and fields included', async () => {
    const { app, log, seen } = await appWith('info');
    await app.inject('/loud');
    await app.inject('/loud');
    expect((seen[0] as LazyChildLogger).made).toBe(true);
    const written = log.lines().filter((line) => line.msg === 'something to see');
    expect(written).toHaveLength(2);
    expect(written.map((line) => line.reqId)).toEqual(['req-1', 'req-2']);
    expect(written[0]).toMatchObject({ level: 40, detail: 42 });
  });

  it('follows a route’s own log level', async () => {
    const { app, log } = await appWith('info');
    await app.inject('/debug');
    expect(log.lines().find((line) => line.msg === 'a route that logs debug')).toMatchObject({ level: 20, reqId: 'req-1' });
  });

  it('carries the framework’s own lines when request logging is on (JIGAP_REQUEST_LOG=1)', async () => {
    const { app, log } = await appWith('info', true);
    expect((await app.inject('/boom')).statusCode).toBe(500);
    const written = log.lines().filter((line) => line.reqId === 'req-1');
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'broken', 'request completed']);
    expect(written[1]).toMatchObject({ level: 50, err: expect.objectContaining({ message: 'broken' }) });
  });

  it('answers level questions without making the child, and hands out real children', async () => {
    const log = captureLog();
    const app = Fastify({ logger: { level: 'warn', stream: log.stream } });
    closeable = app;
    const lazy = new LazyChildLogger(app.log, { reqId: 'r' }, {});
    expect(lazy.level).toBe('warn');
    expect(lazy.isLevelEnabled('error')).toBe(true);
    expect(lazy.isLevelEnabled('info')).toBe(false);
    lazy.info('dropped');
    expect(lazy.made).toBe(false);
    lazy.child({ part: 'x' }).error('from a grandchild');
    expect(lazy.made).toBe(true);
    expect(log.lines()).toEqual([expect.objectContaining({ reqId: 'r', part: 'x', msg: 'from a grandchild' })]);
    lazy.level = 'info';
    lazy.info('now written');
    expect(log.lines().map((line) => line.msg)).toContain('now written');
  });
});

describe('the server’s log (server/logging.ts)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const report = (app: TestApp['app']) =>
    app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: { level: 'error', message: 'TypeError: x', url: '/home/apply' } });

  it('with request logging on, gives Fastify its logger and every request a lazy one', async () => {
    const log = captureLog();
    t = await buildTestApp({ logger: { level: 'info', stream: log.stream } });
    expect(t.app.childLoggerFactory).toBe(lazyChildLoggerFactory);
    expect((await report(t.app)).statusCode).toBe(200);
    const request = log.lines().filter((line) => line.reqId !== undefined);
    expect(request.map((line) => line.msg)).toEqual(['incoming request', 'client error', 'request completed']);
  });

  it('with request logging off (the server’s default), writes the app’s lines as before, request ids included', async () => {
    const log = captureLog();
    t = await buildTestApp({ logger: { level: 'info', stream: log.stream }, disableRequestLogging: true });
    expect((await report(t.app)).statusCode).toBe(200);
    expect((await report(t.app)).statusCode).toBe(200);
    t.app.log.warn({ part: 'start-up' }, 'an app line');
    const written = log.lines();
    expect(written.filter((line) => line.msg === 'client error')).toEqual([
      expect.objectContaining({ level: 50, reqId: 'req-1', clientError: expect.objectContaining({ message: 'TypeError: x' }) }),
      expect.objectContaining({ level: 50, reqId: 'req-2' }),
    ]);
    expect(written.find((line) => line.msg === 'an app line')).toMatchObject({ level: 40, part: 'start-up' });
    expect(written.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });

  it('with request logging off, puts no listener on a response (Fastify has no logger of its own)', async () => {
    // The server as buildApp makes it, over a real socket (light-my-request listens to 'finish'
    // itself): the count is read right after Fastify's request handler has run.
    const listeners = async (requestLogging: boolean) => {
      t = await buildTestApp({ logger: { level: 'info', stream: captureLog().stream }, disableRequestLogging: !requestLogging });
      let finish = -1;
      t.app.server.on('request', (_request, response) => {
        finish = response.listenerCount('finish');
      });
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${url}/api/check`)).status).toBe(200);
      await t.close();
      t = undefined;
      return finish;
    };
    const on = await listeners(true);
    const off = await listeners(false);
    // Node's server listens to 'finish' too; Fastify's logger adds one more.
    expect(on - off).toBe(1);
  });

  it('writes nothing without log options', async () => {
    const logging = appLogging(undefined, true);
    expect(logging.log).toBeNull();
    expect(logging.fastify.logger).toBe(false);
  });
});
