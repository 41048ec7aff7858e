import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

// Import direction (DESIGN §2), enforced by eslint-plugin-import on resolved paths (nested folders
// included): app → features → ui, lib, api, forms, runner, widgets, testing (the tests' helpers);
// features never import each other; shared folders know nothing of features or the app; src/api
// does not import src/ui; the server's code does not import the simulated world (server/sim) — only server/app.ts
// wires it in as the ports' adapters, and tests may use it — nor, below the routes, the routes; the server
// never imports src; `shared/` (rules both the client and the server follow) and `contracts/` (the API's schemas
// and the types generated from them) are imported by both and import neither.
// Between widgets/ and src/ the direction is one way: widgets build on src/ui, src/lib, src/api (and
// src/testing in their tests); in src/ only src/forms knows the widgets (the registry, the field
// shell), and the app reaches the pickers' layers through it.
const srcFolders = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WIDGETS_USE = ['ui', 'lib', 'api', 'testing', 'styles'];
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The server's own code, each folder and file of server/ but those named (the simulated world, the
// composition root that wires it in, the tests' helpers).
const serverOutside = (...left) =>
  readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
    .filter((entry) => !left.includes(entry.name) && (entry.isDirectory() || /\.ts$/.test(entry.name)))
    .map((entry) => `./server/${entry.name}`);
const widgetFolders = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
  .map((entry) => entry.name);
// A widget's folder is its own: a piece two widgets use goes in widgets/kit, which imports no widget.
const widgetZones = [
  ...widgetFolders.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`, './kit'],
    message: 'A widget does not import another widget; move the piece both use to widgets/kit.',
  })),
  { target: './widgets/kit', from: './widgets', except: ['./kit'], message: 'widgets/kit is what widgets build on: it imports no widget.' },
];
const SHARED = ['./src/ui', './src/lib', './src/api', './src/forms', './src/runner', './src/testing'];
const boundaryZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; compose them in src/app or move the shared piece to a shared folder.',
  })),
  { target: './src/features', from: './src/app', message: 'Only src/app composes the app.' },
  ...SHARED.map((target) => ({ target, from: ['./src/features', './src/app'], message: 'Shared code knows nothing of features or the app.' })),
  { target: './src/api', from: './src/ui', message: 'src/api does not import src/ui.' },
  {
    target: srcFolders.filter((name) => name !== 'forms').map((name) => `./src/${name}`),
    from: './widgets',
    message: 'Only src/forms knows the widgets; reach them through src/forms, and put a piece both use in src/ui or src/lib.',
  },
  {
    target: './widgets',
    from: srcFolders.filter((name) => !WIDGETS_USE.includes(name)).map((name) => `./src/${name}`),
    message: 'Widgets build on src/ui, src/lib and src/api only; the app, features and forms use widgets, not the other way.',
  },
  {
    target: serverOutside('sim', 'app.ts', 'test'),
    from: './server/sim',
    message:
      'Only server/app.ts wires the simulated world in: the wallet reaches the agencies, the signing page, the portal and the outside sites through their ports (server/issuance/ports.ts); a piece both use goes in server/.',
  },
  {
    target: serverOutside('routes', 'sim', 'app.ts', 'test'),
    from: './server/routes',
    message: 'Routes are the outer layer: services, plugins and the database do not import them (server/app.ts hands a service what it needs).',
  },
  ...widgetZones,
  {
    target: ['./scripts', './bench'],
    from: ['./src/features', './widgets'],
    message: 'The scripts build and check the app, they do not reach into a feature or a widget: a value both need goes in shared/.',
  },
  { target: ['./server', './schemas', './certificates'], from: './src', message: 'The server never imports the client.' },
  { target: './shared', from: ['./src', './widgets', './server'], message: 'shared/ is imported by the client and the server, and imports neither.' },
  {
    target: './contracts',
    from: ['./src', './widgets', './server', './shared'],
    message: 'contracts/ is the API contract the client and the server both import; it imports neither.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'coverage', 'contracts/generated', 'src/generated', 'data', 'bench/report*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the app runs under a CSP without unsafe-eval.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the app runs under a CSP without unsafe-eval.' },
      ],
    },
  },
  {
    // Every function reads in one screen: a longer one is split into named steps (state into a pure
    // module, a view's sections into small components). Test files are exempt (a describe block is
    // a list, not a function to follow).
    files: ['{src,widgets,server,scripts,bench,shared}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A redirect a page renders goes through src/lib/redirect.tsx: a page the server draws runs no
    // effects, and only that component tells its renderer where the page leads instead. A link to a
    // page of the app is src/ui/route-link.tsx: react-router's <Link> and <NavLink> bring the
    // framework router's route-module prefetching into every first load (about 2.7 KB gzip). A
    // route table is data given to useRoutes (src/app/router.tsx): <Routes> and <Route> bring
    // react-router's reader of route elements into it (0.4 KB).
    files: ['src/**/*.tsx', 'widgets/**/*.tsx'],
    // The tests and their helpers (src/testing, the forms' test-utils) draw pages in routes of their own.
    ignores: ['src/lib/redirect.tsx', 'src/**/*.test.tsx', 'widgets/**/*.test.tsx', 'src/testing/**', '**/test-utils.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', importNames: ['Navigate'], message: 'Render <Redirect> (src/lib/redirect.tsx).' },
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Render <RouteLink> (src/ui/route-link.tsx).' },
            { name: 'react-router', importNames: ['Routes', 'Route'], message: 'A route table is data: useRoutes (src/app/router.tsx).' },
          ],
        },
      ],
    },
  },
  {
    // The database is asynchronous (server/db/database.ts): a query that is not awaited, or a
    // promise where a value was meant, is a bug the types alone do not show.
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'contracts/**/*.ts', 'schemas/**/*.ts', 'certificates/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // The rules follow imports into the files they name, which they read with this parser: without
      // it no-cycle never sees a TypeScript module's own imports, and no cycle is ever found.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test composes the app as server/app.ts does: it may take the simulated world's pieces
    // (a demo value, a persona's records) and reach a route's helpers. A widget's test may render
    // it beside others, or borrow another widget's fixtures.
    files: ['server/**/*.test.ts', 'server/test/**/*.ts', 'widgets/**/*.test.{ts,tsx}', 'widgets/**/test-fixtures.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: boundaryZones.filter((zone) => zone.from !== './server/sim' && zone.from !== './server/routes' && !widgetZones.includes(zone)) },
      ],
    },
  },
);
