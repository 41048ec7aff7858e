import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './schemas.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

/**
 * The docs cannot drift from the code: every path they write in backticks exists, every route
 * they list is one the server registers, and every route the server registers is listed.
 */
const DOCS = ['README.md', 'certificates/README.md', ...readdirSync(join(projectRoot, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const TOP_LEVEL = new Set(readdirSync(projectRoot));
const read = (doc: string) => readFileSync(join(projectRoot, doc), 'utf8');
const spans = (text: string): string[] => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

/** What a build or a run makes (.gitignore's plain entries: `bench/report.md`, `dist/`): a doc may name it before it exists. */
const MADE = readFileSync(join(projectRoot, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((line) => line && !/[*!#]/.test(line));
const made = (path: string) => MADE.some((entry) => path === entry || path.startsWith(`${entry}/`));

/** A backticked span that names a file or folder of the repository (`server/sim`, `package.json`), without a line or anchor. */
export function repoPathOf(span: string): string | undefined {
  const path = span.trim().replace(/(#|:\d).*$/, '');
  if (/[\s*<>{}…$]|^\.|^\//.test(path) || !TOP_LEVEL.has(path.split('/')[0]!)) return undefined;
  return path;
}

const METHOD = /^(GET|POST|PUT|DELETE|PATCH) (\S+)/;

/** `/api/v2/inbox/{id}/file?x=1` and `/api/v2/inbox/:id/file` → `/api/v2/inbox/:/file`. */
export const routeKey = (method: string, path: string): string =>
  `${method} ${path
    .replace(/[?#].*$/, '')
    .split('/')
    .map((segment) => (/^(\{[^}]*\}|:.+)$/.test(segment) ? ':' : segment))
    .join('/')}`;

/**
 * The routes a doc lists: `METHOD /path…` in backticks. Under a heading that names a base
 * ("### Lookups (base `/api/v2/application/info`)"), a path that starts with `…` continues it;
 * elsewhere such a path abbreviates one listed in full, and is not read.
 */
export function documentedRoutes(text: string): string[] {
  const found: string[] = [];
  let base: string | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) base = /base `(\/[^`]+)`/.exec(line)?.[1]?.replace(/\/$/, '');
    for (const span of spans(line)) {
      const route = METHOD.exec(span);
      if (!route) continue;
      const path = route[2]!.startsWith('…') && base ? `${base}${route[2]!.slice(1)}` : route[2]!;
      if (path.startsWith('/')) found.push(routeKey(route[1]!, decodeURI(path)));
    }
  }
  return found;
}

/** Registered, but served by one handler for many addresses (the client's pages and files): no doc lists them one by one. */
const NOT_LISTED = new Set(['GET /*']);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('how the docs test reads a doc', () => {
  it('finds a route in a table, continues a heading\'s base, and leaves an abbreviation alone', () => {
    const doc = ['| `GET /api/v2/inbox/{id}/file?x=1` | … |', '### Lookups (base `/api/v2/application/info`)', '`GET …/교육청`', '## Other', 'then `POST …/delete`'].join('\n');
    expect(documentedRoutes(doc)).toEqual(['GET /api/v2/inbox/:/file', 'GET /api/v2/application/info/교육청']);
  });

  it('takes a span for a repository path only when it starts at a top-level entry', () => {
    expect(repoPathOf('server/sim/agency.ts:12')).toBe('server/sim/agency.ts');
    expect(repoPathOf('docs/api.md#errors')).toBe('docs/api.md');
    expect([repoPathOf('/api/v2/inbox'), repoPathOf('certificates/<slug>/sample.json'), repoPathOf('schema.json')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('the docs name what exists', () => {
  it.each(DOCS)('every repository path %s writes in backticks exists', (doc) => {
    const missing = [...new Set(spans(read(doc)).map(repoPathOf).filter((path): path is string => path !== undefined))].filter((path) => !existsSync(join(projectRoot, path)) && !made(path));
    expect(missing).toEqual([]);
  });

  it('every route the docs list is one the server registers', () => {
    const registered = new Set(t.app.routeTable.map((route) => routeKey(route.method, route.url)));
    const unknown = DOCS.flatMap((doc) => documentedRoutes(read(doc)).filter((route) => !registered.has(route)).map((route) => `${doc}: ${route}`));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('every route the server registers is listed in a doc', () => {
    const documented = new Set(DOCS.flatMap((doc) => documentedRoutes(read(doc))));
    const unlisted = t.app.routeTable
      .filter((route) => route.method !== 'HEAD' && !NOT_LISTED.has(`${route.method} ${route.url}`))
      .map((route) => routeKey(route.method, route.url))
      .filter((route) => !documented.has(route));
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it('the docs, the CI script and the API contracts say what is, not which ticket brought it', () => {
    const contracts = readdirSync(join(projectRoot, 'contracts/api')).map((name) => `contracts/api/${name}`);
    const citing = [...DOCS, '.ci/run', ...contracts].filter((file) => /\bissues? \d+\b/i.test(read(file)));
    expect(citing).toEqual([]);
  });
});
