import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-child-logger.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

/** A pino destination that keeps the lines it is given. */
function lines(): { stream: Writable; read(): Record<string, unknown>[] } {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { stream, read: () => written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the lazy request logger', () => {
  let closeable: { close(): Promise<unknown> } | undefined;
  afterEach(async () => {
    await closeable?.close();
    closeable = undefined;
  });

  async function appWith(level: string, requestLogging = false) {
    const log = lines();
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
    expect(log.read().filter((line) => line.msg === 'below the level')).toEqual([]);
  });

  it('writes the same line as pino’s child, request id and fields included', async () => {
    const { app, log, seen } = await appWith('info');
    await app.inject('/loud');
    await app.inject('/loud');
    expect((seen[0] as LazyChildLogger).made).toBe(true);
    const written = log.read().filter((line) => line.msg === 'something to see');
    expect(written).toHaveLength(2);
    expect(written.map((line) => line.reqId)).toEqual(['req-1', 'req-2']);
    expect(written[0]).toMatchObject({ level: 40, detail: 42 });
  });

  it('follows a route’s own log level', async () => {
    const { app, log } = await appWith('info');
    await app.inject('/debug');
    expect(log.read().find((line) => line.msg === 'a route that logs debug')).toMatchObject({ level: 20, reqId: 'req-1' });
  });

  it('carries the framework’s own lines when request logging is on (JIGAP_REQUEST_LOG=1)', async () => {
    const { app, log } = await appWith('info', true);
    expect((await app.inject('/boom')).statusCode).toBe(500);
    const written = log.read().filter((line) => line.reqId === 'req-1');
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'broken', 'request completed']);
    expect(written[1]).toMatchObject({ level: 50, err: expect.objectContaining({ message: 'broken' }) });
  });

  it('answers level questions without making the child, and hands out real children', async () => {
    const log = lines();
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
    expect(log.read()).toEqual([expect.objectContaining({ reqId: 'r', part: 'x', msg: 'from a grandchild' })]);
    lazy.level = 'info';
    lazy.info('now written');
    expect(log.read().map((line) => line.msg)).toContain('now written');
  });
});

describe('the server', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('gives every request a lazy logger when it logs', async () => {
    t = await buildTestApp({ logger: { level: 'info', stream: lines().stream } });
    expect(t.app.childLoggerFactory).toBe(lazyChildLoggerFactory);
  });
});
