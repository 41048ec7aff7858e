import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** react-router's production build of its main entry (its dist/production folder). */
export const ROUTER_PRODUCTION_ENTRY = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

/**
 * react-router ships a development and a production build, but its package.json names only the
 * development one, for every condition (remix-run/react-router#12532 and #14102, meant to be
 * temporary): a bundler takes it into a production build too, with the developer warnings it
 * turns on (ENABLE_DEV_WARNINGS: long messages, a console.warn for an address no route matches),
 * 0.4 KB gzip of every first load. The app's client build takes the production build, which
 * differs from the other by that flag alone; the dev server, the tests and the server's renderer
 * keep the development build and its warnings.
 */
export function routerProductionBuild(): Plugin {
  return {
    name: 'jigap-router-production-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? ROUTER_PRODUCTION_ENTRY : undefined;
    },
  };
}
