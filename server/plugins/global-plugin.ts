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
