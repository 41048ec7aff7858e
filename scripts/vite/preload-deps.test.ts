import type { Rollup, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadOnlyWhatIsNew } from './preload-deps.ts';

type Resolve = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as Rollup.OutputChunk;
/** app imports shell and boot, shell imports framework; page is lazy and needs all but boot, and its own library. */
const BUNDLE = {
  'assets/app.js': chunk(['assets/shell.js', 'assets/boot.js']),
  'assets/shell.js': chunk(['assets/framework.js']),
  'assets/framework.js': chunk([]),
  'assets/boot.js': chunk([]),
  'assets/page.js': chunk(['assets/library.js', 'assets/shell.js', 'assets/framework.js']),
  'assets/library.js': chunk([]),
  'assets/app.css': { type: 'asset' },
} as unknown as Rollup.OutputBundle;
const PAGE_DEPS = ['assets/page.js', 'assets/library.js', 'assets/shell.js', 'assets/framework.js'];

function setUp(bundle: Rollup.OutputBundle | null) {
  const plugin = preloadOnlyWhatIsNew();
  const config = (plugin.config as () => UserConfig)();
  const resolve = (config.build?.modulePreload as { resolveDependencies: Resolve }).resolveDependencies;
  if (bundle) (plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }).handler({}, bundle);
  return resolve;
}

describe("a lazy import's preload list names only what its chunk has not loaded", () => {
  it('leaves out the chunks the importing chunk imports statically, directly or through another', () => {
    expect(setUp(BUNDLE)('assets/page.js', PAGE_DEPS, { hostId: 'assets/app.js', hostType: 'js' })).toEqual(['assets/page.js', 'assets/library.js']);
  });

  it('keeps what the importing chunk does not import (a chunk imported from deeper down keeps the rest)', () => {
    expect(setUp(BUNDLE)('assets/page.js', PAGE_DEPS, { hostId: 'assets/boot.js', hostType: 'js' })).toEqual(PAGE_DEPS);
    expect(setUp(BUNDLE)('assets/page.js', PAGE_DEPS, { hostId: 'assets/shell.js', hostType: 'js' })).toEqual(['assets/page.js', 'assets/library.js']);
  });

  it('gives no list when only the imported chunk itself is left', () => {
    expect(setUp(BUNDLE)('assets/boot.js', ['assets/boot.js'], { hostId: 'assets/app.js', hostType: 'js' })).toEqual([]);
    expect(setUp(BUNDLE)('assets/library.js', ['assets/library.js', 'assets/framework.js'], { hostId: 'assets/shell.js', hostType: 'js' })).toEqual([]);
  });

  it("leaves an HTML page's list alone, and every list before the bundle is known", () => {
    expect(setUp(BUNDLE)('assets/page.js', PAGE_DEPS, { hostId: 'index.html', hostType: 'html' })).toEqual(PAGE_DEPS);
    expect(setUp(null)('assets/page.js', PAGE_DEPS, { hostId: 'assets/app.js', hostType: 'js' })).toEqual(PAGE_DEPS);
  });
});
