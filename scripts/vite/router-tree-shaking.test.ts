import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerTreeShaking } from './router-tree-shaking.ts';

const transform = (code: string, id: string) => {
  const plugin = routerTreeShaking();
  return (plugin.transform as (code: string, id: string) => { code: string } | undefined)(code, id)?.code;
};
const ROUTER = '/p/node_modules/react-router/dist/development/chunk-ABC.mjs';

describe("react-router's top-level components can be left out when unused", () => {
  it('marks the components and contexts made at the top pure, and drops their developer-tools names', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes);',
      'function useHref() { inner.displayName = "kept"; }',
    ].join('\n');
    expect(transform(code, ROUTER)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
        'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes);',
        'function useHref() { inner.displayName = "kept"; }',
      ].join('\n'),
    );
  });

  it('leaves every other module alone', () => {
    expect(transform('Link.displayName = "Link";', '/p/src/app/router.tsx')).toBeUndefined();
    expect(transform('Link.displayName = "Link";', '/p/node_modules/react-redux/dist/react-redux.mjs')).toBeUndefined();
  });

  it('matches the react-router bundle installed here (its statements are still written this way)', () => {
    const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'development');
    const file = readdirSync(dist)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => join(dist, name))
      .find((path) => readFileSync(path, 'utf8').includes('\nvar Link = '));
    expect(file).toBeDefined();
    const out = transform(readFileSync(file!, 'utf8'), file!)!;
    expect(out).not.toMatch(/^Link\.displayName = /m);
    expect(out).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
  });
});
