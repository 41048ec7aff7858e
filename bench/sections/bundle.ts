import type { Browser } from 'playwright-core';
import { jsChunks, KB, staticInitialJs, sum, sumRaw, type Chunk, type JsFile } from '../lib/bundle.ts';
import type { BenchContext, Section } from '../lib/bench.ts';
import { largestForm } from '../lib/certificates.ts';
import { atMost, int, kb, seconds, table } from '../lib/format.ts';
import type { ServerProcess } from '../lib/proc.ts';
import { launchChromium, measureRouteJs, type RouteJs } from '../lib/route-js.ts';

/**
 * 1. Bundle: the JavaScript a route loads in Chromium (a fresh phone-sized browser, signed in
 * when the route needs it), against the bench budgets; every chunk of dist/assets.
 * To add a check, add a row to ROUTES.
 */
interface RouteContext {
  root: string;
  jigap: ServerProcess;
}

interface RouteCheck {
  id: string;
  title: string;
  /** A path, or a function finding it (e.g. the edoc of the largest form from the catalogue). */
  route: string | ((ctx: RouteContext) => Promise<string>);
  /** Signed in as this persona through /sim/login (null: not signed in). */
  persona: string | null;
  budgetBytes: number;
  /** Also compute index.html's entry + modulepreload files (only meaningful for the first page). */
  staticCrossCheck?: boolean;
  /** A sentence for the report (e.g. which form is the largest and why). */
  note?: (ctx: RouteContext) => string;
}

const ROUTES: RouteCheck[] = [
  {
    id: 'home-apply',
    title: 'Initial JavaScript for /home/apply',
    route: '/home/apply',
    persona: 'citizen',
    budgetBytes: 130 * KB,
    staticCrossCheck: true,
  },
  {
    // RJSF, the widgets, the schema, uiSchema and precompiled validator of the largest form.
    id: 'issue-largest-form',
    title: 'JavaScript for /issue/{edoc} of the largest form',
    route: async (ctx) => `/issue/${largestForm(ctx.root).bySize.edoc}`,
    persona: 'citizen',
    budgetBytes: 230 * KB,
    note: (ctx) => {
      const { bySize, byFields, count } = largestForm(ctx.root);
      return (
        `The largest of the ${count} forms by \`schema.json\` + \`ui.json\` bytes: \`${bySize.slug}\` (${bySize.name}, ${int(bySize.formBytes)} bytes, ` +
        `${bySize.fields} field names)` +
        (byFields.slug === bySize.slug ? ', also the one with the most field names.' : `; by field names \`${byFields.slug}\` has the most (${byFields.fields}, ${int(byFields.formBytes)} bytes).`)
      );
    },
  },
];

export interface RouteResult {
  id: string;
  title: string;
  route: string;
  persona: string | null;
  budgetBytes: number;
  chromium: RouteJs;
  note: string | null;
  staticCrossCheck: { files: JsFile[]; raw: number; gzip: number } | null;
}

export interface BundleResult {
  routes: RouteResult[];
  chunks: Chunk[];
}

async function run(ctx: BenchContext): Promise<BundleResult> {
  const bundle: BundleResult = { routes: [], chunks: [] };
  const { jigap } = ctx;
  const DIST = ctx.dist;
  let browser: Browser | null = null;
  try {
    bundle.chunks = jsChunks(DIST);
    ctx.log('launching Chromium…');
    browser = await launchChromium();
    for (const check of ROUTES) {
      const route = typeof check.route === 'string' ? check.route : await check.route({ root: ctx.root, jigap });
      ctx.log(`loading ${route} in Chromium as ${check.persona ?? 'nobody'}…`);
      const chromium = await measureRouteJs(browser, jigap.url, route, { persona: check.persona });
      let cross: RouteResult['staticCrossCheck'] = null;
      if (check.staticCrossCheck) {
        const files = staticInitialJs(DIST);
        cross = { files, raw: sumRaw(files), gzip: sum(files) };
      }
      bundle.routes.push({
        id: check.id,
        title: check.title,
        route,
        persona: check.persona,
        budgetBytes: check.budgetBytes,
        chromium,
        note: check.note?.({ root: ctx.root, jigap }) ?? null,
        staticCrossCheck: cross,
      });

      ctx.budget({
        check: `${check.title} (Chromium, after network idle)`,
        measured: kb(chromium.gzip),
        budget: `≤ ${kb(check.budgetBytes)}`,
        verdict: atMost(chromium.gzip, check.budgetBytes),
      });
      if (cross) {
        ctx.budget({
          check: `${check.title} (cross-check: index.html entry + modulepreload)`,
          measured: kb(cross.gzip),
          budget: `≤ ${kb(check.budgetBytes)}`,
          verdict: atMost(cross.gzip, check.budgetBytes),
        });
      }
      if (!chromium.landedOnRoute) ctx.warn(`Chromium asked for ${route} but ended on ${chromium.finalPath}: the figure is for that page, not ${route}.`);
      if (chromium.files.length === 0) ctx.warn(`Chromium loaded no JavaScript for ${route}.`);
      for (const file of chromium.files) {
        if (file.status >= 400) ctx.warn(`${route}: ${file.path} answered ${file.status}.`);
      }
      if (chromium.failedRequests.length > 0) ctx.warn(`${route}: failed requests in Chromium: ${chromium.failedRequests.join('; ')}`);
      if (chromium.pageErrors.length > 0) ctx.warn(`${route}: errors in the page: ${chromium.pageErrors.slice(0, 5).join('; ')}`);
    }
  } finally {
    if (browser) await (browser as Browser).close().catch(() => undefined);
  }
  return bundle;
}

function markdown(result: BundleResult | null, view: { budgetTable: string; settings: { build: boolean } }): string[] {
  const out: string[] = [];
  out.push(view.settings.build ? "Built with package.json's `build` before measuring (the runner's first step: the client into dist/, the server's page renderer into dist-server/)." : 'Reused the existing `dist/` (`--no-build`).');
  out.push('Sizes are gzip level 9 of each file as served; 1 KB = 1,000 bytes (as Vite prints).', '');
  if (view.budgetTable) out.push(view.budgetTable, '');
  if (!result) return out;
  const report = { bundle: result };
  for (const route of report.bundle.routes) {
    const { chromium } = route;
    out.push(`### ${route.title}`, '');
    out.push(
      `Main figure: a fresh phone-sized Chromium (empty cache) signed in through ` +
        `\`/sim/login?persona=${route.persona ?? '-'}&returnUrl=${route.route}\`, counting every .js response once the network was idle ` +
        `(${seconds(chromium.elapsedMs)}, ended on \`${decodeURI(chromium.finalPath)}\`${chromium.landedOnRoute ? '' : ' — **not the route asked for**'}).`,
      '',
    );
    if (route.note) out.push(route.note, '');
    const inIndex = new Set(route.staticCrossCheck?.files.map((file) => file.path) ?? []);
    out.push(
      table(
        ['JavaScript loaded', 'Raw', 'Gzip', 'On the wire', ...(route.staticCrossCheck ? ['In index.html'] : [])],
        [
          ...chromium.files.map((file) => [
            `\`${file.path}\``,
            kb(file.raw),
            kb(file.gzip),
            file.wire === null ? '?' : `${kb(file.wire)} ${file.encoding ?? 'identity'}`,
            ...(route.staticCrossCheck ? [inIndex.has(file.path) ? 'yes' : 'no (loaded at run time)'] : []),
          ]),
          [`**Total (${chromium.files.length} files)**`, `**${kb(chromium.raw)}**`, `**${kb(chromium.gzip)}**`, '', ...(route.staticCrossCheck ? [''] : [])],
        ],
        ['l', 'r', 'r', 'r', 'l'],
      ),
      '',
    );
    if (route.staticCrossCheck) {
      const cross = route.staticCrossCheck;
      out.push(
        `Cross-check from \`dist/index.html\` (entry \`<script type=module>\` + \`<link rel=modulepreload>\`): ` +
          `${cross.files.length} files, ${kb(cross.raw)} raw, **${kb(cross.gzip)} gzip** ` +
          `(${cross.files.map((file) => `\`${file.path}\` ${kb(file.gzip)}`).join(', ')}). ` +
          (chromium.gzip === cross.gzip && chromium.files.length === cross.files.length
            ? 'Chromium loaded exactly these: the route imports nothing more at run time.'
            : `The difference, ${kb(chromium.gzip - cross.gzip)}, is what the route imports at run time.`),
        '',
      );
      const notLoaded = cross.files.filter((file) => !chromium.files.some((loaded) => loaded.path === file.path));
      if (notLoaded.length > 0) out.push(`**Listed in index.html but not seen in Chromium:** ${notLoaded.map((file) => `\`${file.path}\``).join(', ')}.`, '');
    }
  }

  if (report.bundle.chunks.length > 0) {
    const chunks = report.bundle.chunks;
    const shown = chunks.slice(0, 15);
    const firstRoute = report.bundle.routes[0];
    const loaded = new Set(firstRoute?.chromium.files.map((file) => file.path) ?? []);
    out.push('### All JavaScript chunks in dist/assets', '');
    out.push(
      table(
        ['#', 'Chunk', 'Raw', 'Gzip', ...(firstRoute ? [`Loaded for ${firstRoute.route}`] : [])],
        [
          ...shown.map((chunk, index) => [String(index + 1), `\`${chunk.file}\``, kb(chunk.raw), kb(chunk.gzip), ...(firstRoute ? [loaded.has(chunk.path) ? 'yes' : ''] : [])]),
          [
            '',
            `**All ${chunks.length} chunks**${chunks.length > shown.length ? ` (${chunks.length - shown.length} not shown)` : ''}`,
            `**${kb(sumRaw(chunks))}**`,
            `**${kb(sum(chunks))}**`,
            ...(firstRoute ? [''] : []),
          ],
        ],
        ['r', 'l', 'r', 'r', 'l'],
      ),
      '',
    );
  }

  return out;
}

export const bundleSection: Section<BundleResult> = { id: 'bundle', title: 'Bundle', needsBuild: true, run, markdown };
