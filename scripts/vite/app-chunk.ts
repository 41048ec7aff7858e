import { fileURLToPath } from 'node:url';

/** What the bundler tells of a module (Rollup's and Rolldown's ModuleInfo, the part used here). */
interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfo | null;

const source = (path: string): string => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
/** The application, which the app's entry loads after the first paint (src/app/entry.ts). */
const APPLICATION = source('app/main.tsx');
/** The app's own first script (index.html), and the bridge page's (bridge.html): both small, before the first paint. */
const ENTRIES = [source('app/entry.ts'), source('app/bridge-main.ts')];
/** What the bridge page loads after its first paint (src/app/bridge-main.ts). */
const BRIDGE_AFTER_PAINT = [source('app/libraries.ts'), source('app/bridge-app.tsx')];

function reachable(starts: readonly string[], getModuleInfo: GetModuleInfo, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const next = [...starts];
  while (next.length > 0) {
    const id = next.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    next.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/** Vite's helper of lazy imports (the preload of what a lazy chunk needs), which both entries import. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

type AppChunk = 'first' | 'app' | 'shell';

/** What the app's entry imports before its first paint, but the entries themselves and the libraries. */
function firstModules(getModuleInfo: GetModuleInfo): string[] {
  const ours = (id: string) => id === PRELOAD_HELPER || !(id.includes('/node_modules/') || id.startsWith('\0'));
  return [...reachable(ENTRIES.slice(0, 1), getModuleInfo, false)].filter((id) => !ENTRIES.includes(id) && ours(id));
}

/**
 * The chunk of each of the application's first modules: everything src/app/main.tsx imports
 * statically is loaded on every page of the app anyway, and as few files gzip compresses it as
 * one text (eighteen small shared chunks each started gzip afresh: 4.6 KB more for /home/apply).
 *
 * - 'first': what the app's entry imports before its first paint (Vite's preload helper with it),
 *   which the bridge's entry also loads before its own but for a constant or two: one file instead
 *   of two small ones each page loads first;
 * - 'shell': what the bridge page also loads once it has painted (the frame, the store, the API,
 *   the shared UI), so neither page loads anything it would not;
 * - 'app': the rest, which the bridge page never loads, not even lazily;
 * - left to the bundler: the rest of what the bridge's entry imports before its paint (the boot
 *   chunk, which the app loads with main.tsx), the libraries (the 'framework' chunk, vite.config.ts)
 *   and the bundler's own helpers.
 */
export function appChunks(): (id: string, context: { getModuleInfo: GetModuleInfo }) => AppChunk | undefined {
  let chunkOf = new Map<string, AppChunk>();
  // The graph the chunks were worked out from: a rebuild (watch mode) gives new module infos.
  let madeFrom: ModuleInfo | null | undefined;
  return (id, context) => {
    // A method of the bundler's context: called on it.
    const getModuleInfo: GetModuleInfo = (of) => context.getModuleInfo(of);
    const application = getModuleInfo(APPLICATION);
    if (application !== madeFrom) {
      madeFrom = application;
      chunkOf = new Map();
      if (application) {
        for (const member of firstModules(getModuleInfo)) chunkOf.set(member, 'first');
        const beforePaint = reachable(ENTRIES, getModuleInfo, false);
        const bridgeLoads = reachable(BRIDGE_AFTER_PAINT, getModuleInfo, false);
        const bridgeMayLoad = reachable(ENTRIES.slice(1), getModuleInfo, true);
        for (const member of reachable([APPLICATION], getModuleInfo, false)) {
          if (member.includes('/node_modules/') || member.startsWith('\0') || beforePaint.has(member)) continue;
          if (bridgeLoads.has(member)) chunkOf.set(member, 'shell');
          else if (!bridgeMayLoad.has(member)) chunkOf.set(member, 'app');
        }
      }
    }
    return chunkOf.get(id);
  };
}
