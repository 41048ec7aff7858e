/**
 * Lighthouse on one URL: mobile form factor with simulated throttling (Lighthouse's defaults),
 * in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), headless and offline.
 * Self-contained: it launches and kills its own Chromium, so a caller needs only a URL (and, for a
 * page behind the login, the session's cookies, put into that Chromium's cookie jar before the run:
 * the page reads them as a browser signed in through /sim/login would, `document.cookie` included).
 *
 *   const figures = await runLighthouse('http://127.0.0.1:8080/');
 *   figures.performance   // 0..100
 *   figures.failing       // audits scoring below 0.9 in the measured categories
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';
import type { Session } from './session.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** The headless flags every run of ours uses (scripts/lib/chromium.ts). */
export const LIGHTHOUSE_CHROME_FLAGS = CHROMIUM_ARGS;

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
  /** Signed in: these cookies (of /sim/login) are set for the URL's origin before Lighthouse loads it. */
  session?: Session;
}

/**
 * A prepared browser: the session's cookies go into the launched Chromium's own cookie jar
 * (over CDP, with playwright-core), with no page loaded, so the HTTP cache Lighthouse measures
 * stays empty. Lighthouse's storage reset clears caches and storage but keeps cookies.
 */
async function signIn(port: number, url: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Lighthouse: the launched Chromium has no browser context');
    const origin = new URL(url).origin;
    await context.addCookies(Object.entries(session.cookies).map(([name, value]) => ({ name, value, url: origin })));
  } finally {
    // Disconnects only: the browser Lighthouse drives (and its cookies) stays.
    await browser.close();
  }
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
    if (options.session) await signIn(chrome.port, url, options.session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    // JIGAP_BENCH_LIGHTHOUSE_DIR=dir keeps each run's whole report (its network requests, the LCP
    // element, main-thread work) for a closer look: `<dir>/<page>-<time>.json`.
    const keepIn = process.env.JIGAP_BENCH_LIGHTHOUSE_DIR;
    if (keepIn) writeFileSync(join(keepIn, `${new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '-')}-${started}.json`), JSON.stringify(lhr));
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
  /** Signed in as this persona (cookies of /sim/login), or null for a public page. */
  persona: string | null;
  /** Scores out of 100 the page aims at, and (where set) the most Total Blocking Time of its median run. */
  budget: { performance: number; accessibility: number; tbtMs?: number };
  note: string;
}

/** Performance ≥ 98 and accessibility 100 on every page measured. */
export const LIGHTHOUSE_BUDGET = { performance: 98, accessibility: 100 } as const;
/** A seeded document of the citizen (server/db seeds), for the viewer. */
export const SEEDED_DOCUMENT_ID = 'seed-citizen-resident-copy';

/** The bridge page (public, first loaded on PCs and phones) and three pages of the signed-in app. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  {
    id: 'bridge',
    title: 'The bridge page /',
    path: '/',
    persona: null,
    budget: LIGHTHOUSE_BUDGET,
    note: 'public: no login; its own entry (bridge.html, the shell pre-rendered at build time); the certificate list comes from /zzng_static/macaron/qrcode/qrcodeInfo.json',
  },
  {
    id: 'home-apply',
    title: 'The apply tab /home/apply',
    path: '/home/apply',
    persona: 'citizen',
    budget: LIGHTHOUSE_BUDGET,
    note: 'signed in as citizen (cookies of /sim/login in the browser\'s cookie jar)',
  },
  {
    id: 'issue-form',
    title: 'The form of 주민등록표 등본 /issue/주민등록표등본',
    path: `/issue/${encodeURIComponent('주민등록표등본')}`,
    persona: 'citizen',
    // The form's start-up is the heaviest of the pages (RJSF, the widgets, the validator): its blocking time is watched too.
    budget: { ...LIGHTHOUSE_BUDGET, tbtMs: 150 },
    note: 'signed in as citizen; the form engine (RJSF, widgets, the precompiled validator) loads with the route',
  },
  {
    id: 'viewer',
    title: 'The viewer /issued/viewer/{document}',
    path: `/issued/viewer/${SEEDED_DOCUMENT_ID}`,
    persona: 'citizen',
    budget: LIGHTHOUSE_BUDGET,
    note: `signed in as citizen; the seeded document \`${SEEDED_DOCUMENT_ID}\` (its PDF rendered by the server before the runs, so they measure the page, not the first rendering); pdf.js draws it`,
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

export interface MeasureOptions {
  runs: number;
  log?: (message: string) => void;
  /** The session of a persona (one per persona for the whole section: a new login moves its main device). */
  login: (persona: string) => Promise<Session>;
  pages?: LighthousePage[];
}

export async function measureLighthousePages(baseUrl: string, options: MeasureOptions): Promise<LighthousePageResult[]> {
  const { runs, log = () => undefined, login, pages = LIGHTHOUSE_PAGES } = options;
  const results: LighthousePageResult[] = [];
  for (const page of pages) {
    const url = new URL(page.path, baseUrl).href;
    const result: LighthousePageResult = { page, url, runs: [], median: null, error: null };
    try {
      const session = page.persona ? await login(page.persona) : null;
      for (let run = 1; run <= runs; run++) {
        log(`Lighthouse ${run}/${runs} on ${decodeURI(url)}${session ? ` as ${session.persona}` : ''} (mobile, simulated throttling)…`);
        const figures = await runLighthouse(url, session ? { session } : {});
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
  return results.flatMap((result) => [
    ...(['performance', 'accessibility'] as const).map((category) => {
      const score = result.median?.[category] ?? null;
      const budget = result.page.budget[category];
      return {
        check: `Lighthouse ${category} of ${decodeURI(result.page.path)} (mobile, median of ${result.runs.length})`,
        measured: score === null ? `no figure${result.error ? ` (${result.error})` : ''}` : `${score}${result.runs.length > 1 ? ` (runs: ${result.runs.map((run) => run[category] ?? '?').join(', ')})` : ''}`,
        budget: `≥ ${budget}`,
        verdict: score === null ? ('n/a' as const) : score >= budget ? ('PASS' as const) : ('OVER' as const),
      };
    }),
    ...(result.page.budget.tbtMs === undefined ? [] : [tbtLine(result, result.page.budget.tbtMs)]),
  ]);
}

/** The Total Blocking Time of the median run (the one the scores are read from), and of every run. */
function tbtLine(result: LighthousePageResult, budgetMs: number): LighthouseBudgetLine {
  const tbt = result.median?.metrics.tbtMs ?? null;
  return {
    check: `Lighthouse Total Blocking Time of ${decodeURI(result.page.path)} (the median run)`,
    measured: tbt === null ? 'no figure' : `${cellMs(tbt)}${result.runs.length > 1 ? ` (runs: ${result.runs.map((run) => cellMs(run.metrics.tbtMs)).join(', ')})` : ''}`,
    budget: `≤ ${cellMs(budgetMs)}`,
    verdict: tbt === null ? 'n/a' : tbt <= budgetMs ? 'PASS' : 'OVER',
  };
}

const cellMs = (value: number | null): string => (value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`);
const row = (cells: string[]): string => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/** The report's section: how it was measured, each page's runs and the median run's failing audits. */
export function lighthouseMarkdown(results: LighthousePageResult[], budgetTable?: string): string[] {
  const out: string[] = [];
  const version = results.find((result) => result.median)?.median;
  out.push(
    `Lighthouse ${version?.lighthouseVersion ?? '12.8'} from Node (\`bench/lib/lighthouse.ts\`) in Debian's Chromium (\`${process.env.CHROME_PATH ?? '/usr/bin/chromium'}\`, ` +
      `${LIGHTHOUSE_CHROME_FLAGS.join(' ')}), its default config: ${version?.formFactor ?? 'mobile'} form factor and screen, ` +
      `${version?.throttlingMethod ?? 'simulate'}d throttling (slow 4G, 4× CPU), performance and accessibility only, a fresh Chromium per run, ` +
      'against the bench\'s production server (compressed responses). The pages behind the login get the cookies of `/sim/login` in that ' +
      'Chromium\'s cookie jar before the run (no page loaded, so the cache stays empty). The verdict uses the run with the median performance score.',
    '',
  );
  if (budgetTable) out.push(budgetTable, '');
  for (const result of results) {
    out.push(`### ${result.page.title}`, '', `\`${decodeURI(result.url)}\` — ${result.page.note}.`, '');
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
      if (median.finalUrl !== result.url) out.push(`**The page ended on \`${decodeURI(median.finalUrl)}\`**, not the address asked for.`, '');
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
