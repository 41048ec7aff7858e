import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appChunks } from './app-chunk.ts';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const LIBRARY = '/x/node_modules/react/index.js';
const PAGE_STATE = fileURLToPath(new URL('../../shared/page-render.ts', import.meta.url));

type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

/** A module graph: id → static and lazy imports (absent ids are not in the graph). */
function graph(modules: Graph) {
  const infos = new Map(Object.entries(modules).map(([id, { imports = [], lazy = [] }]) => [id, { importedIds: imports, dynamicallyImportedIds: lazy }]));
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const APP: Graph = {
  [src('app/entry.ts')]: { imports: [src('app/first-paint.ts'), PAGE_STATE, '\0vite/preload-helper.js'], lazy: [src('app/main.tsx')] },
  [src('app/first-paint.ts')]: {},
  [PAGE_STATE]: {},
  [src('app/main.tsx')]: { imports: [src('app/router.tsx'), src('app/boot.ts'), src('app/app-frame.tsx'), src('app/first-paint.ts'), PAGE_STATE, LIBRARY, '\0vite/preload-helper.js', '\0rolldown/runtime.js'] },
  [src('app/router.tsx')]: { imports: [src('features/home/apply-tab.tsx'), src('ui/sheet.tsx')], lazy: [src('features/issue/issue-page.tsx')] },
  [src('features/home/apply-tab.tsx')]: { imports: [src('ui/icons.tsx')] },
  [src('features/issue/issue-page.tsx')]: {},
  [src('app/boot.ts')]: {},
  [src('app/app-frame.tsx')]: { imports: [src('ui/icons.tsx')] },
  [src('ui/icons.tsx')]: {},
  [src('ui/sheet.tsx')]: {},
  [src('app/bridge-main.ts')]: { imports: [src('app/boot.ts'), src('app/first-paint.ts'), '\0vite/preload-helper.js'], lazy: [src('app/libraries.ts'), src('app/bridge-app.tsx')] },
  [src('app/libraries.ts')]: { imports: [LIBRARY] },
  [src('app/bridge-app.tsx')]: { imports: [src('app/app-frame.tsx')], lazy: [src('features/bridge/qr-layer.tsx')] },
  [src('features/bridge/qr-layer.tsx')]: { imports: [src('ui/sheet.tsx')] },
  [LIBRARY]: {},
  '\0vite/preload-helper.js': {},
  '\0rolldown/runtime.js': {},
};

describe("the application's first modules in two chunks (vite.config.ts)", () => {
  const chunkOf = (id: string, modules: Graph = APP) => appChunks()(id, graph(modules));

  it("what the bridge page also loads after its paint is 'shell'; what it never loads is 'app'", () => {
    expect(chunkOf(src('app/app-frame.tsx'))).toBe('shell');
    expect(chunkOf(src('ui/icons.tsx'))).toBe('shell');
    expect(chunkOf(src('app/main.tsx'))).toBe('app');
    expect(chunkOf(src('app/router.tsx'))).toBe('app');
    expect(chunkOf(src('features/home/apply-tab.tsx'))).toBe('app');
  });

  it("what the app's entry loads before its first paint is 'first', Vite's preload helper with it; not the entries", () => {
    for (const id of [src('app/first-paint.ts'), PAGE_STATE, '\0vite/preload-helper.js']) expect(chunkOf(id)).toBe('first');
    for (const id of [src('app/entry.ts'), src('app/bridge-main.ts')]) expect(chunkOf(id)).toBeUndefined();
  });

  it("leaves to the bundler the rest of the bridge's before-paint modules, what the bridge may load lazily, the libraries, the lazy pages and helpers", () => {
    for (const id of [src('app/boot.ts'), src('ui/sheet.tsx'), src('features/issue/issue-page.tsx'), LIBRARY, '\0rolldown/runtime.js']) {
      expect(chunkOf(id)).toBeUndefined();
    }
  });

  it('a build without the application (the form bench) groups nothing', () => {
    const { [src('app/main.tsx')]: _main, ...without } = APP;
    expect(chunkOf(src('app/router.tsx'), without)).toBeUndefined();
  });

  it('a rebuild with another graph is worked out again', () => {
    const chunk = appChunks();
    expect(chunk(src('features/home/apply-tab.tsx'), graph(APP))).toBe('app');
    const moved = { ...APP, [src('app/bridge-app.tsx')]: { imports: [src('app/app-frame.tsx'), src('features/home/apply-tab.tsx')] } };
    expect(chunk(src('features/home/apply-tab.tsx'), graph(moved))).toBe('shell');
  });
});
