import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app
 * (what `fastify-plugin` does; that package is only a transitive dependency here).
 */
export function globalPlugin<Options extends object>(
  plugin: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin as FastifyPluginAsync<Options>;
}

/**
 * What a route area in a shared context may not call: each changes the context it is called on, so
 * it would change its siblings' too. (Fastify's other add…/set… calls, `addConstraintStrategy` and
 * `addHttpMethod`, change the router of the whole server wherever they are called.)
 */
export const CONTEXT_CHANGES = [
  'addHook',
  'addContentTypeParser',
  'addSchema',
  'decorate',
  'decorateRequest',
  'decorateReply',
  'setErrorHandler',
  'setNotFoundHandler',
  'setSchemaErrorFormatter',
  'setSchemaController',
  'setValidatorCompiler',
  'setSerializerCompiler',
  'setReplySerializer',
  'setChildLoggerFactory',
  'setGenReqId',
] as const;

/** Fastify's calls that change the whole server rather than a context: allowed anywhere. */
export const SERVER_WIDE_CHANGES = ['addConstraintStrategy', 'addHttpMethod'] as const;

/**
 * A route area registered in its parent's context instead of one of its own. Fastify makes a
 * request and a reply class for every context; its functions that every request runs through (the
 * request's constructor, the route handler, `reply.send`), having met many of them, fall back to
 * V8's megamorphic lookups on every request (README, bench: ≈ 0.7 µs a call in a server that has
 * served the whole product). An area that adds a hook, a parser, a decoration or a handler would
 * add it to its siblings as well, so while it registers, each of those throws: such an area keeps
 * a context of its own (`app.register(area)`).
 */
export function sharedContext(area: (app: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return globalPlugin(async (app: FastifyInstance) => {
    const own = CONTEXT_CHANGES.map((name) => [name, Object.getOwnPropertyDescriptor(app, name)] as const);
    for (const name of CONTEXT_CHANGES) {
      const allowed = (app as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      Object.defineProperty(app, name, {
        configurable: true,
        writable: true,
        // A plugin the area registers has a context of its own (made from this one): it may.
        value: function (this: FastifyInstance, ...args: unknown[]) {
          if (this !== app) return allowed.apply(this, args);
          throw new Error(`The route area '${area.name}' shares its parent's context and cannot call ${name}: register it with app.register(area), in a context of its own.`);
        },
      });
    }
    try {
      await area(app);
    } finally {
      for (const [name, descriptor] of own) {
        if (descriptor) Object.defineProperty(app, name, descriptor);
        else delete (app as unknown as Record<string, unknown>)[name];
      }
    }
  });
}
