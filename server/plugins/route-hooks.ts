/** A route's hooks of one kind as a list: Fastify's route options take one hook, a list or none. */
export const routeHooks = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? [...hooks] : [hooks]);
