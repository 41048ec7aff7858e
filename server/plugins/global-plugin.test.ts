import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTEXT_CHANGES, SERVER_WIDE_CHANGES, sharedContext } from './global-plugin.ts';

describe('sharedContext (server/plugins/global-plugin.ts)', () => {
  it('registers a route area in its parent’s context: its requests are of the parent’s request class, an area of its own makes another', async () => {
    const app = Fastify();
    // Decorated, as the server's app is: Fastify then makes a request class for each context of its own.
    app.decorateRequest('mark', null);
    const urls = ['/root', '/shared', '/own'];
    const classes = new Map<string, unknown>();
    const record = (area: FastifyInstance, url: string) =>
      area.get(url, async (request) => {
        classes.set(url, Object.getPrototypeOf(request));
        return {};
      });
    record(app, '/root');
    await app.register(sharedContext(async (area) => void record(area, '/shared')));
    await app.register(async (area) => void record(area, '/own'));
    for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(classes.size).toBe(3);
    // Compared as booleans: the prototypes' getters throw when printed.
    expect(classes.get('/shared') === classes.get('/root')).toBe(true);
    expect(classes.get('/own') === classes.get('/root')).toBe(false);
    await app.close();
  });

  it('knows every call of Fastify that changes a context: each add…, decorate… and set… method is refused or server-wide', () => {
    const app = Fastify();
    const methods = new Set<string>();
    for (let level: object | null = app; level; level = Object.getPrototypeOf(level)) {
      for (const name of Object.getOwnPropertyNames(level)) {
        const descriptor = Object.getOwnPropertyDescriptor(level, name);
        if (typeof descriptor?.value === 'function' && /^(add|decorate|set)([A-Z]|$)/.test(name)) methods.add(name);
      }
    }
    expect([...methods].sort()).toEqual([...CONTEXT_CHANGES, ...SERVER_WIDE_CHANGES].sort());
  });

  it.each(CONTEXT_CHANGES)(
    'refuses %s, which would reach the area’s siblings too, naming the area',
    async (method) => {
      const app = Fastify();
      const changing = async function changingArea(area: FastifyInstance) {
        (area as unknown as Record<string, () => unknown>)[method]!();
      };
      await expect(app.register(sharedContext(changing))).rejects.toThrow(`'changingArea' shares its parent's context and cannot call ${method}`);
      await app.close().catch(() => undefined);
    },
  );

  it('lets a plugin the area registers change its own context, and gives the parent its methods back', async () => {
    const app = Fastify();
    await app.register(
      sharedContext(async (area) => {
        await area.register(async (own) => {
          own.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
          own.addHook('onSend', async (_request, reply) => void reply.header('x-own', 'yes'));
          own.post('/csv', async (request) => ({ body: request.body }));
        });
        area.get('/plain', async () => ({ ok: true }));
      }),
    );
    app.addHook('onRequest', async () => undefined);
    const csv = await app.inject({ method: 'POST', url: '/csv', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(csv.json()).toEqual({ body: 'a,b' });
    expect(csv.headers['x-own']).toBe('yes');
    const plain = await app.inject({ url: '/plain' });
    expect(plain.headers['x-own']).toBeUndefined();
    await app.close();
  });
});
