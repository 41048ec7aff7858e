import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { ref } from '../schemas.ts';
import { globalPlugin } from './global-plugin.ts';

/** One route as registered: what the schema test and the fuzz test walk (server/routes.fuzz.test.ts). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  auth: string | undefined;
  idempotent: boolean;
  /** The route answers OAuth's error body (the credential issuer's endpoints), not the wallet's. */
  oauthErrors: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** The route answers OAuth's error body (server/routes/credentials/oauth-errors.ts). */
    oauthErrors?: boolean;
  }
}

/** A path parameter no route declares otherwise: one non-empty text of at most 128 characters. */
export const DEFAULT_PARAM_MAX_LENGTH = 128;

const paramNames = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!).concat(url.endsWith('*') ? ['*'] : []);

/**
 * Every route declares its querystring and path parameters. A route that reads none
 * gets the rule's schema here, in one place, rather than the same line in every route file:
 * - an API call (/api/, /partner/) that takes no query: `empty-query` (any value is INVALID_PARAM);
 * - a simulated party's page (/sim/): `sim-page-query` (the values the pages read are one text each);
 * - a file or page a browser or another app opens (document links, the bridge's files, the CA
 *   certificate, the client's pages): `link-query` (read by nobody; any text, bounded);
 * - a path parameter without a schema: a non-empty text of at most DEFAULT_PARAM_MAX_LENGTH;
 * - a write that reads no body: `empty-body` (none, or `{}`); a simulated page's form post:
 *   `sim-form-body` (text fields only).
 */
function declareDefaults(route: RouteOptions): void {
  const schema: FastifySchema = { ...(route.schema ?? {}) };
  if (schema.querystring === undefined) {
    if (/^\/(api|partner|org)\//.test(route.url)) schema.querystring = ref('empty-query');
    else if (route.url.startsWith('/sim/')) schema.querystring = ref('sim-page-query');
    else schema.querystring = ref('link-query');
  }
  const names = paramNames(route.url);
  if (schema.params === undefined && names.length > 0) {
    schema.params = {
      type: 'object',
      required: names.filter((name) => name !== '*'),
      properties: Object.fromEntries(
        names.map((name) => [name, name === '*' ? { type: 'string', maxLength: 4096 } : { type: 'string', minLength: 1, maxLength: DEFAULT_PARAM_MAX_LENGTH }]),
      ),
    };
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (schema.body === undefined && methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))) {
    schema.body = ref(route.url.startsWith('/sim/') ? 'sim-form-body' : 'empty-body');
  }
  route.schema = schema;
}

/** Records every route the app registers and declares the defaults above (registered before any route). */
export const routeTablePlugin = globalPlugin(async (app) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    declareDefaults(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const config = route.config as { auth?: string; idempotent?: boolean; oauthErrors?: boolean } | undefined;
      table.push({ method, url: route.url, schema: route.schema, auth: config?.auth, idempotent: config?.idempotent === true, oauthErrors: config?.oauthErrors === true });
    }
  });
});
