import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { markShellControls } from '../../src/app/early-taps.ts';
import { moveStyleAttributes } from '../../src/app/rendered-styles.ts';

/** The bridge page's HTML entry, its application chunk and the module that renders its shell. */
const BRIDGE_HTML = 'bridge.html';
const BRIDGE_APP = '/src/app/bridge-app.tsx';
const BRIDGE_PRERENDER = '/src/app/bridge-prerender.tsx';
const SHELL_MARK = '<!--bridge-shell-->';

/** Every stylesheet the chunk and the chunks it imports statically need, in import order. */
function cssOf(bundle: Rollup.OutputBundle, fileName: string, found = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return found;
  seen.add(fileName);
  for (const imported of chunk.imports) cssOf(bundle, imported, found, seen);
  for (const css of (chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) found.add(css);
  return found;
}

const classesOf = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renders with console.error watched, until the reads the render started have settled: an error
 * printed there (a read that reached for `window`, a React warning) fails the build, since a
 * newcomer reads a stack trace in a build that succeeds as a failure anyway.
 */
async function renderQuietly(render: () => Promise<string>): Promise<string> {
  const printed: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void printed.push(args);
  try {
    const html = await render();
    await new Promise((settled) => setTimeout(settled, 0));
    if (printed.length > 0) throw new Error(`prerender-bridge: the shell's render printed errors:\n${printed.map((args) => args.map(String).join(' ')).join('\n')}`);
    return html;
  } finally {
    console.error = original;
  }
}

/**
 * The bridge page `/` paints from its HTML alone. After `vite build` writes
 * dist/bridge.html, this renders the page's shell with React on the server side of Vite
 * (src/app/bridge-prerender.tsx) into its `#root`, and links one stylesheet: the entry's and
 * those of the page's application chunk, which the entry loads only after that first paint
 * (src/app/bridge-main.ts).
 * No inline script or style: the strict CSP holds (the shell's style attributes become a stylesheet,
 * src/app/rendered-styles.ts). The build fails if the shell uses a class
 * the linked stylesheets do not define (the CSS modules' names must be the build's).
 */
export function prerenderBridge(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jigap-prerender-bridge',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (!(BRIDGE_HTML in bundle)) return;
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const appChunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === join(config.root, BRIDGE_APP));
      if (!appChunk) throw new Error(`prerender-bridge: no chunk for ${BRIDGE_APP}`);
      const htmlPath = join(outDir, BRIDGE_HTML);
      let html = readFileSync(htmlPath, 'utf8');
      if (!html.includes(SHELL_MARK)) throw new Error(`prerender-bridge: ${BRIDGE_HTML} has no ${SHELL_MARK}`);

      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        // The build's class names (vite.config.ts), which a server of its own would not use.
        css: { modules: config.css.modules },
      });
      let shell: string;
      try {
        shell = await renderQuietly(async () => ((await server.ssrLoadModule(BRIDGE_PRERENDER)) as { renderBridgeShell(): string }).renderBridgeShell());
      } finally {
        await server.close();
      }

      // One stylesheet for the first paint: the entry's, the application's and the shell's, in order.
      const moved = moveStyleAttributes(shell);
      // Its buttons wait for the application (src/app/early-taps.ts enables them).
      moved.html = markShellControls(moved.html);
      const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
      const entryCss = [...html.matchAll(STYLESHEET)].map((match) => match[1]!.slice(config.base.length));
      const files = [...new Set([...entryCss, ...cssOf(bundle, appChunk.fileName)])];
      const css = [...files.map((file) => readFileSync(join(outDir, file), 'utf8').trim()), moved.css].filter(Boolean).join('\n');
      const file = `${config.build.assetsDir}/bridge-page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      writeFileSync(join(outDir, file), `${css}\n`);
      html = html
        .replace(STYLESHEET, '')
        .replace('  </head>', `    <link rel="stylesheet" crossorigin href="${config.base}${file}">\n  </head>`)
        .replace(SHELL_MARK, moved.html);

      const missing = [...classesOf(moved.html)].filter((name) => !new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`).test(css));
      if (missing.length > 0) throw new Error(`prerender-bridge: the shell uses classes its stylesheet does not define: ${missing.join(', ')}`);
      writeFileSync(htmlPath, html);
    },
  };
}
