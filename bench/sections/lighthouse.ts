import type { BenchContext, Section, SectionView } from '../lib/bench.ts';
import { measureViewerOpen } from '../lib/issuance.ts';
import { LIGHTHOUSE_PAGES, lighthouseBudgetLines, lighthouseMarkdown, measureLighthousePages, SEEDED_DOCUMENT_ID, type LighthousePageResult } from '../lib/lighthouse.ts';
import { launchChromium } from '../lib/route-js.ts';
import { simLogin, type Session } from '../lib/session.ts';

/**
 * 5. Lighthouse: the bridge page and three signed-in pages (bench/lib/lighthouse.ts),
 * mobile with simulated slow 4G and 4× CPU, a fresh Chromium per run.
 */
async function run(ctx: BenchContext): Promise<LighthousePageResult[]> {
  const { jigap } = ctx;
  if (LIGHTHOUSE_PAGES.some((page) => page.path.includes(SEEDED_DOCUMENT_ID))) {
    // The server renders a seeded document's PDF on its first open: open it once (in another
    // browser, before the sessions below exist) so the runs measure the viewer, not that rendering.
    ctx.log(`opening /issued/viewer/${SEEDED_DOCUMENT_ID} once so the server renders its PDF…`);
    const browser = await launchChromium();
    try {
      const open = await measureViewerOpen(browser, jigap.url, SEEDED_DOCUMENT_ID);
      if (open.error) ctx.warn(`Lighthouse: the viewer's warm-up open failed: ${open.error}`);
    } finally {
      await browser.close().catch(() => undefined);
    }
  }
  // One session per persona for the whole section: each /sim/login moves the persona's main device.
  const sessions = new Map<string, Promise<Session>>();
  const login = (persona: string) => {
    let session = sessions.get(persona);
    if (!session) sessions.set(persona, (session = simLogin(jigap.url, persona)));
    return session;
  };
  const results = await measureLighthousePages(jigap.url, { runs: ctx.settings.lighthouseRuns, log: ctx.log, login });
  for (const line of lighthouseBudgetLines(results)) ctx.budget(line);
  for (const result of results) {
    if (result.error) ctx.warn(`Lighthouse on ${decodeURI(result.url)}: ${result.error}`);
    const finalUrl = result.median?.finalUrl;
    if (finalUrl && finalUrl !== result.url) ctx.warn(`Lighthouse asked for ${decodeURI(result.url)} but the page ended on ${decodeURI(finalUrl)}: its figures are of that page.`);
  }
  return results;
}

export const lighthouseSection: Section<LighthousePageResult[]> = {
  id: 'lighthouse',
  title: 'Lighthouse',
  needsBuild: true,
  run,
  markdown: (results, view: SectionView) => lighthouseMarkdown(results ?? [], view.budgetTable || undefined),
};
