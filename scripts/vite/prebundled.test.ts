import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths.ts';
import { APP_ENTRIES, PREBUNDLED } from './prebundled.ts';

/** The module an html entry loads (`<script type="module" src="/…">`). */
function entryScript(html: string): string {
  const src = /<script type="module" src="\/([^"]+)"/.exec(readFileSync(join(REPO_ROOT, html), 'utf8'))?.[1];
  if (!src) throw new Error(`${html}: no module script`);
  return join(REPO_ROOT, src);
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The specifiers a module imports for their values (static and dynamic imports, re-exports; type-only ones left out). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes = !node.importClause?.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every package the app's modules import, from its entries through every lazy page, and the modules walked. */
function walkTheApp(): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = APP_ENTRIES.map(entryScript);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      // An asset's url (`?url`), a virtual module of a plugin, a stylesheet: nothing to pre-bundle.
      if (specifier.includes('?') || specifier.startsWith('virtual:') || /\.s?css$/.test(specifier)) continue;
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (next) queue.push(next);
      } else packages.add(specifier);
    }
  }
  return { packages, files: seen };
}

describe('the dev server pre-bundles what the pages import', () => {
  let walked: ReturnType<typeof walkTheApp>;
  beforeAll(() => {
    walked = walkTheApp();
  });

  it('names every package the app imports, and nothing it does not', () => {
    const imported = new Set(walked.packages);
    // The JSX runtimes are imported by the compiled JSX (jsx-dev-runtime in development).
    for (const runtime of ['react/jsx-runtime', 'react/jsx-dev-runtime']) imported.add(runtime);
    expect([...imported].sort()).toEqual([...PREBUNDLED].sort());
  });

  it('walks the router’s lazy pages to the maintainer’s preview and its form and document previews', () => {
    const { files } = walked;
    for (const page of ['dev-catalogue-page.tsx', 'form-preview.tsx', 'document-preview.tsx']) {
      expect(files.has(join(REPO_ROOT, 'src/features/dev-catalogue', page))).toBe(true);
    }
  });
});
