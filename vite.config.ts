import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { certificateCatalogue } from './scripts/vite/certificate-catalogue.ts';
import { prerenderBridge } from './scripts/vite/prerender-bridge.ts';
import { appChunks } from './scripts/vite/app-chunk.ts';
import { prebundled } from './scripts/vite/prebundled.ts';
import { routerTreeShaking } from './scripts/vite/router-tree-shaking.ts';
import { routerProductionBuild } from './scripts/vite/router-production.ts';
import { preloadOnlyWhatIsNew } from './scripts/vite/preload-deps.ts';
import { precompressed } from './scripts/vite/precompress.ts';
import { referenceServer } from './scripts/vite/reference-server.ts';
import { shortClassNames } from './scripts/vite/short-class-names.ts';
import { databaseFreeTestFiles } from './scripts/lib/database-free-tests.ts';

/** The server's renderer of signed-in pages, built by `vite build --ssr` (see `build`). */
const PAGE_RENDER = fileURLToPath(new URL('./src/app/page-render.tsx', import.meta.url));

/**
 * Where modules may be read from: the project, and the installed packages where they really are (a
 * copy of the tree that links to them, as scripts/lib/new-folders-pass-the-suite.test.ts makes,
 * reads pdf.js's worker through the link).
 */
const PACKAGES = fileURLToPath(new URL('./node_modules', import.meta.url));
const READABLE = [fileURLToPath(new URL('.', import.meta.url)), ...(existsSync(PACKAGES) ? [realpathSync(PACKAGES)] : [])];

/** The server's build: its renderer as a module of its own in dist-server/ (server/plugins/page-render.ts loads it). */
const SERVER_BUILD = { target: 'node20', ssr: PAGE_RENDER, outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, sourcemap: false, reportCompressedSize: false };

/** The server's test files a run leaves out: on PostgreSQL, those that do not depend on the database. */
function serverTestsToSkip(): string[] {
  if (!process.env.JIGAP_TEST_DATABASE_URL) return configDefaults.exclude;
  return [...configDefaults.exclude, ...databaseFreeTestFiles(fileURLToPath(new URL('.', import.meta.url)))];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // prebundled(): the dev server's dependencies pre-bundled at start, so no page opens before they are.
  plugins: [react(), certificateCatalogue(), prebundled(), prerenderBridge(), routerProductionBuild(), routerTreeShaking(), preloadOnlyWhatIsNew(), precompressed(), referenceServer()],
  // Short class names in both builds (client and server renderer), readable ones in development.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))) } } : {},
  server: { fs: { allow: READABLE } },
  resolve: {
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/lib/markdown-stub.tsx', import.meta.url)) }],
  },
  build: isSsrBuild ? SERVER_BUILD : {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // A browser without <link rel=modulepreload> (iOS before 17) still loads each module when it
    // is imported, only without the head start: Vite's polyfill is not worth its half kilobyte in
    // every first load.
    modulePreload: { polyfill: false },
    // One stylesheet for every page: a page the server renders (src/app/page-render.tsx) is drawn
    // with the styles of its lazy parts before they load, and a first load asks for one file, not six.
    cssCodeSplit: false,
    rollupOptions: {
      // The public bridge page `/` has its own entry, its shell pre-rendered (prerender-bridge.ts).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), bridge: fileURLToPath(new URL('./bridge.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page needs travel as one chunk: many tiny shared chunks would each
            // pay gzip's start-up cost and compress worse (the /home/apply budget is 130 KB gzip).
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|redux-thunk|immer|reselect|use-sync-external-store|@standard-schema|cookie|set-cookie-parser)\//,
              priority: 2,
            },
            // The application's own first modules likewise (scripts/vite/app-chunk.ts), and what the
            // app's entry loads before its first paint with Vite's preload helper. Only those: what
            // they import beside them (the libraries, the bridge entry's boot modules) stays where it
            // is, or the entries would load it all.
            { name: appChunks(), debugName: 'app', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    testTimeout: 30000,
    hookTimeout: 30000,
    projects: [
      {
        // The server's test files share their worker's modules (no isolation per file): the compiled
        // route schemas, the catalogue and the template database (server/schema-compilers.ts,
        // server/test/build-test-app.ts) are then made once per worker instead of once per file.
        // A server test restores whatever global it changes (process.env) before it ends.
        extends: true,
        // On PostgreSQL (`npm run test:pg`) the files that never reach the database are left out: they
        // would only repeat what `npm test` proved.
        test: { name: 'server', include: ['server/**/*.test.ts'], exclude: serverTestsToSkip(), isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'client',
          setupFiles: ['tests/setup-client.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // Several server processes on one PostgreSQL: needs JIGAP_TEST_DATABASE_URL,
        // so it runs in `npm run test:pg`, which starts a PostgreSQL server for it.
        extends: true,
        // One file at a time: each starts server processes of its own on the same two cores.
        test: { name: 'scale', include: ['tests/scale/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
}));
