/**
 * Lighthouse on one URL: mobile form factor with simulated throttling (Lighthouse's defaults),
 * in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), headless and offline.
 * Self-contained: it launches and kills its own Chromium, so a caller needs only a URL.
 *
 *   const figures = await runLighthouse('http://127.0.0.1:8080/');
 *   figures.performance   // 0..100
 *   figures.failing       // audits scoring below 0.9 in the measured categories
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** The headless flags of tests/e2e/harness.ts (no GPU, no sandbox, nothing fetched in the background). */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseAudit {
  id: string;
  title: string;
  category: LighthouseCategory;
  /** 0..1, or null for an audit that is informative only. */
  score: number | null;
  /** Lighthouse's short figure, e.g. '1.2 s' or '3 elements'. */
  displayValue: string | null;
  /** What it points at, up to 5: an element's selector, or a resource's URL. */
  items: string[];
}

export interface LighthouseFigures {
  url: string;
  /** Where the page ended up (a redirect changes it). */
  finalUrl: string;
  lighthouseVersion: string;
  formFactor: string;
  throttlingMethod: string;
  /** Category scores, 0..100 (null when Lighthouse could not score it). */
  performance: number | null;
  accessibility: number | null;
  /** The performance metrics, in milliseconds (CLS unitless). */
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  /** Every scored audit of the measured categories below 0.9, worst first. */
  failing: LighthouseAudit[];
  /** Lighthouse's own warnings about the run (e.g. the page redirected). */
  runWarnings: string[];
  elapsedMs: number;
}

export interface LighthouseOptions {
  chromePath?: string;
  /** Extra Chromium flags after LIGHTHOUSE_CHROME_FLAGS. */
  chromeFlags?: string[];
}

/** The elements or URLs an audit's details table lists. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const names: string[] = [];
  for (const item of items) {
    const row = item as { node?: { selector?: string; snippet?: string }; url?: string };
    const name = row.node?.selector ?? row.node?.snippet ?? row.url;
    if (typeof name === 'string' && !names.includes(name)) names.push(name);
    if (names.length === 5) break;
  }
  return names;
}

const toScore = (score: number | null | undefined): number | null => (typeof score === 'number' ? Math.round(score * 100) : null);

export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseFigures> {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...LIGHTHOUSE_CHROME_FLAGS, ...(options.chromeFlags ?? [])],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    const failing: LighthouseAudit[] = [];
    for (const category of LIGHTHOUSE_CATEGORIES) {
      for (const auditRef of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[auditRef.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
        failing.push({ id: audit.id, title: audit.title, category, score: audit.score, displayValue: audit.displayValue ?? null, items: itemsOf(audit.details) });
      }
    }
    failing.sort((a, b) => (a.score ?? 1) - (b.score ?? 1));

    const metric = (id: string): number | null => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    return {
      url,
      finalUrl: lhr.finalDisplayedUrl,
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      performance: toScore(lhr.categories.performance?.score),
      accessibility: toScore(lhr.categories.accessibility?.score),
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
      },
      failing,
      runWarnings: lhr.runWarnings,
      elapsedMs: Date.now() - started,
    };
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// `npm run bench`'s Lighthouse section (its own module, so the bench runner only calls it).
// ---------------------------------------------------------------------------------------------

export interface LighthousePage {
  id: string;
  title: string;
  path: string;
  /** Scores out of 100 the page aims at. */
  budget: { performance: number; accessibility: number };
  note: string;
}

/** Issue 8: the public bridge page, first loaded on PCs and phones, opened by nobody signed in. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  {
    id: 'bridge',
    title: 'The bridge page /',
    path: '/',
    budget: { performance: 98, accessibility: 100 },
    note: 'public: no login; the certificate list comes from /zzng_static/macaron/qrcode/qrcodeInfo.json',
  },
];

export interface LighthousePageResult {
  page: LighthousePage;
  url: string;
  /** Every run, in order; the verdict uses the run with the median performance score. */
  runs: LighthouseFigures[];
  median: LighthouseFigures | null;
  error: string | null;
}

export interface LighthouseBudgetLine {
  check: string;
  measured: string;
  budget: string;
  verdict: 'PASS' | 'OVER' | 'n/a';
}

export async function measureLighthousePages(baseUrl: string, runs: number, log: (message: string) => void = () => undefined): Promise<LighthousePageResult[]> {
  const results: LighthousePageResult[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const url = new URL(page.path, baseUrl).href;
    const result: LighthousePageResult = { page, url, runs: [], median: null, error: null };
    try {
      for (let run = 1; run <= runs; run++) {
        log(`Lighthouse ${run}/${runs} on ${url} (mobile, simulated throttling)…`);
        const figures = await runLighthouse(url);
        log(`  performance ${figures.performance ?? '?'}, accessibility ${figures.accessibility ?? '?'}, FCP ${Math.round(figures.metrics.fcpMs ?? NaN)} ms, LCP ${Math.round(figures.metrics.lcpMs ?? NaN)} ms`);
        result.runs.push(figures);
      }
      const sorted = [...result.runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      result.median = sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
    results.push(result);
  }
  return results;
}

export function lighthouseBudgetLines(results: LighthousePageResult[]): LighthouseBudgetLine[] {
  return results.flatMap((result) =>
    (['performance', 'accessibility'] as const).map((category) => {
      const score = result.median?.[category] ?? null;
      const budget = result.page.budget[category];
      return {
        check: `Lighthouse ${category} of ${result.page.path} (mobile, median of ${result.runs.length})`,
        measured: score === null ? `no figure${result.error ? ` (${result.error})` : ''}` : `${score}${result.runs.length > 1 ? ` (runs: ${result.runs.map((run) => run[category] ?? '?').join(', ')})` : ''}`,
        budget: `≥ ${budget}`,
        verdict: score === null ? 'n/a' : score >= budget ? 'PASS' : 'OVER',
      };
    }),
  );
}

const cellMs = (value: number | null): string => (value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`);
const row = (cells: string[]): string => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/** The report's section: how it was measured, each page's runs and the median run's failing audits. */
export function lighthouseMarkdown(results: LighthousePageResult[], skipped: boolean, budgetTable?: string): string[] {
  const out: string[] = ['## 5. Lighthouse (issue 8)', ''];
  if (skipped) return [...out, '_Skipped (`--skip-lighthouse`)._', ''];
  const version = results.find((result) => result.median)?.median;
  out.push(
    `Lighthouse ${version?.lighthouseVersion ?? '12.8'} from Node (\`bench/lib/lighthouse.ts\`) in Debian's Chromium (\`${process.env.CHROME_PATH ?? '/usr/bin/chromium'}\`, ` +
      `${LIGHTHOUSE_CHROME_FLAGS.join(' ')}), its default config: ${version?.formFactor ?? 'mobile'} form factor and screen, ` +
      `${version?.throttlingMethod ?? 'simulate'}d throttling (slow 4G, 4× CPU), performance and accessibility only, a fresh Chromium per run, ` +
      'against the bench\'s production server (compressed responses). The verdict uses the run with the median performance score.',
    '',
  );
  if (budgetTable) out.push(budgetTable, '');
  for (const result of results) {
    out.push(`### ${result.page.title}`, '', `\`${result.url}\` — ${result.page.note}.`, '');
    if (result.error) out.push(`**Failed:** ${result.error}`, '');
    if (result.runs.length > 0) {
      out.push(
        row(['Run', 'Performance', 'Accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index']),
        row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
        ...result.runs.map((run, index) =>
          row([
            `${index + 1}${run === result.median ? ' (median)' : ''}`,
            String(run.performance ?? '—'),
            String(run.accessibility ?? '—'),
            cellMs(run.metrics.fcpMs),
            cellMs(run.metrics.lcpMs),
            cellMs(run.metrics.tbtMs),
            run.metrics.cls === null ? '—' : run.metrics.cls.toFixed(3),
            cellMs(run.metrics.speedIndexMs),
          ]),
        ),
        '',
      );
    }
    const median = result.median;
    if (median) {
      if (median.finalUrl !== result.url) out.push(`The page ended on \`${median.finalUrl}\`.`, '');
      if (median.failing.length === 0) out.push('No scored audit below 0.9 in the median run.', '');
      else {
        out.push('Audits below 0.9 in the median run:', '');
        for (const audit of median.failing) {
          const where = audit.items.length > 0 ? ` — ${audit.items.map((item) => `\`${item}\``).join(', ')}` : '';
          out.push(`- ${audit.category}: **${audit.title}** (\`${audit.id}\`, score ${audit.score ?? '—'}${audit.displayValue ? `, ${audit.displayValue}` : ''})${where}`);
        }
        out.push('');
      }
      for (const warning of median.runWarnings) out.push(`> Lighthouse: ${warning}`, '');
    }
  }
  return out;
}
