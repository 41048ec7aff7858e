// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One answer, one cache: a resource several views read is read by one RTK Query slice (in src/api
 * when more than one feature reads it), so a change to it refreshes every view at once and the
 * client asks once. This reads every endpoint of the client's code and finds the GET path each read asks.
 */
const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('/testing/') && !file.includes('/generated/'));
}

/** `/api/v2/inbox/${id}/viewer` → `/api/v2/inbox/{}/viewer`; the query string left out. */
function pathOf(node: ts.Node): string | undefined {
  const text = ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => `{}${span.literal.text}`)].join('') : undefined;
  return text && /^\/(api|org)\/v\d\//.test(text) ? text.split('?')[0] : undefined;
}

/** The first API path written inside `node`, and whether a method other than GET is named beside it. */
function requestOf(node: ts.Node): { path: string; read: boolean } | undefined {
  let path: string | undefined;
  let read = true;
  const visit = (child: ts.Node): void => {
    path ??= pathOf(child);
    if (ts.isPropertyAssignment(child) && child.name.getText() === 'method' && ts.isStringLiteralLike(child.initializer)) read = child.initializer.text.toUpperCase() === 'GET';
    ts.forEachChild(child, visit);
  };
  visit(node);
  return path ? { path, read } : undefined;
}

/** Every read endpoint (`build.query`, `build.infiniteQuery`) of the client's code: its GET path and its file. */
function readEndpoints(): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  for (const file of [...sources('src'), ...sources('widgets')]) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['query', 'infiniteQuery'].includes(node.expression.name.text)) {
        const query = node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0]) ? node.arguments[0].properties.find((p) => p.name?.getText() === 'query') : undefined;
        const request = query && requestOf(query);
        if (request?.read) found.push({ path: request.path, file });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('each resource the client reads is one endpoint, in one slice', () => {
  const endpoints = readEndpoints();

  it('finds the client’s reads (the catalogue, the qualification passes, a held document among them)', () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/v2/application/form', '/api/v1/qr-pass/institutions', '/api/v1/qr-pass', '/api/v2/inbox/{}']));
  });

  it('reads each GET path in one slice (one file), whichever views read it', () => {
    const byPath = new Map<string, Set<string>>();
    for (const endpoint of endpoints) byPath.set(endpoint.path, (byPath.get(endpoint.path) ?? new Set()).add(endpoint.file));
    const twice = [...byPath].filter(([, files]) => files.size > 1).map(([path, files]) => `${path}: ${[...files].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
