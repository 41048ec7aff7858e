import type { Plugin, Rollup } from 'vite';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** The chunks a chunk imports statically, itself included, all the way down. */
function staticallyLoaded(bundle: Rollup.OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found;
  found.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticallyLoaded(bundle, imported, found);
  return found;
}

/**
 * A lazy import asks for the files its chunk needs beside it (Vite's preload, the list
 * `__vite__mapDeps`), so they come at once instead of one after another. The list leaves out the
 * chunks the importing chunk itself imports statically: they have run before any of its code can,
 * so naming them again cost every lazy import of the app's first chunks six file names each (the
 * libraries, the shell, the boot chunk, the runtime…) that the browser already had.
 */
export function preloadOnlyWhatIsNew(): Plugin {
  let bundle: Rollup.OutputBundle | null = null;
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostId, hostType }) => {
    if (hostType !== 'js' || !bundle) return deps;
    const loaded = staticallyLoaded(bundle, hostId);
    const wanted = deps.filter((dep) => !loaded.has(dep));
    // The imported chunk alone is no list: the import asks for it (as Vite leaves a chunk with no dependencies).
    return wanted.length === 1 && wanted[0] === filename ? [] : wanted;
  };
  return {
    name: 'jigap-preload-only-what-is-new',
    apply: 'build',
    config: () => ({ build: { modulePreload: { resolveDependencies } } }),
    // Vite writes the lists while it generates the bundle (its own generateBundle): the chunks' imports are known by then.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
