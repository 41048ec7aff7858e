/**
 * `npm run bench`: measures, and writes bench/report.md and bench/report.json. It never
 * asserts: budgets are compared and marked PASS or OVER, and the exit code is 0 unless the
 * bench itself fails (a build that breaks, a server that does not start…).
 *
 *   npm run bench                       build, then everything
 *   npm run bench -- --no-build         reuse dist/
 *   npm run bench -- --skip-api         no load test (likewise --skip-bundle, --skip-form, --skip-issuance, --skip-lighthouse, --skip-documents)
 *   npm run bench -- --lighthouse-runs=1
 *   npm run bench -- --duration=5 --warmup=1 --connections=64 --rounds=5
 *   npm run bench -- --mounts=30 --validations=200 --issuances=5
 *
 * To add a check, add a row to ROUTES (JavaScript loaded for a route, measured in Chromium)
 * or to ENDPOINTS (an HTTP call under load, compared with the bare Fastify route). The form
 * engine (bench/form-bench.html, built apart) and issuance → viewer have their own sections.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { jsChunks, KB, staticInitialJs, sum, sumRaw, type Chunk, type JsFile } from './lib/bundle.ts';
import { createSignedApplication, largestForm, normalCertificate, type CertificateFolder, type LargestForm } from './lib/certificates.ts';
import { buildFormBench, median, runFormBench, serveStatic, type FormBenchRun } from './lib/form-bench.ts';
import { atLeast, atMost, fineMs, int, kb, ms, pct, seconds, table, verdictCell, type Verdict } from './lib/format.ts';
import { documentsMarkdown, measureDocuments, type DocumentsResult } from './lib/documents.ts';
import { CLIENT_POLL_MS, measureIssuance, measureViewerOpen, type IssuanceRun, type ViewerOpen } from './lib/issuance.ts';
import { runInterleaved, type LoadFigures, type LoadJob } from './lib/load.ts';
import { freePort, installExitHooks, startServer, stopAll, type ServerProcess } from './lib/proc.ts';
import { launchChromium, measureRouteJs, type RouteJs } from './lib/route-js.ts';
import { lighthouseBudgetLines, lighthouseMarkdown, measureLighthousePages, type LighthousePageResult } from './lib/lighthouse.ts';
import { simLogin, type Session } from './lib/session.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const REPORT_MD = join(ROOT, 'bench', 'report.md');
const REPORT_JSON = join(ROOT, 'bench', 'report.json');

// ---------------------------------------------------------------------------------------------
// What is measured. Later issues add rows here.
// ---------------------------------------------------------------------------------------------

interface RouteContext {
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
  note?: () => string;
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
    // Issue 3: RJSF, the widgets, the schema, uiSchema and precompiled validator of the largest form.
    id: 'issue-largest-form',
    title: 'JavaScript for /issue/{edoc} of the largest form',
    route: async () => `/issue/${largestForm(ROOT).bySize.edoc}`,
    persona: 'citizen',
    budgetBytes: 230 * KB,
    note: () => {
      const { bySize, byFields, count } = largestForm(ROOT);
      return (
        `The largest of the ${count} forms by \`schema.json\` + \`ui.json\` bytes: \`${bySize.slug}\` (${bySize.name}, ${int(bySize.formBytes)} bytes, ` +
        `${bySize.fields} field names)` +
        (byFields.slug === bySize.slug ? ', also the one with the most field names.' : `; by field names \`${byFields.slug}\` has the most (${byFields.fields}, ${int(byFields.formBytes)} bytes).`)
      );
    },
  },
];

/** Issue 3: the largest form mounted and validated in Chromium (bench/form-bench.html). */
const FORM_BUDGET = { mountMs: 30, validationMs: 1 };
/** Issue 4: agency's answer → the viewer showing the PDF. */
const ISSUANCE_BUDGET = { totalMs: 1500 };
/** The agency's simulated latency for the issuance section (it comes before the measured span). */
const ISSUANCE_SIM_LATENCY_MS = 300;

interface PrepareContext {
  jigap: ServerProcess;
  bare: ServerProcess;
  /**
   * The persona's session (cookies of /sim/login), one per persona for the whole load test:
   * each /sim/login moves the persona's main device to the new browser, so a second login would
   * leave the first session on a sub-device.
   */
  login(persona: string): Promise<Session>;
}

interface Prepared {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface LoadTarget {
  id: string;
  title: string;
  server: 'jigap' | 'bare';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Send this persona's session cookies. */
  persona?: string;
  /** The reference route the others are compared with (exactly one). */
  reference?: boolean;
  connections?: number;
  budget?: { minShareOfBare?: number; maxP99Ms?: number };
  /** For the report: what the call reads (e.g. the application prepared for it). */
  note?: string;
  /** Runs once before the load, e.g. creates the application a poll reads. */
  prepare?: (ctx: PrepareContext, session: Session | null) => Promise<Prepared>;
}

const ENDPOINTS: LoadTarget[] = [
  { id: 'bare', title: 'bare Fastify route', server: 'bare', method: 'GET', path: '/bare', reference: true },
  {
    id: 'user-status',
    title: 'user status',
    server: 'jigap',
    method: 'GET',
    path: '/api/v1/user/status',
    persona: 'citizen',
    budget: { minShareOfBare: 0.6, maxP99Ms: 20 },
  },
  {
    // Issue 4: the polling call, on an application of the citizen created and signed through the
    // API and the simulated signing page (state SIGN_COMPLETED: it does not move during the load).
    id: 'application-poll',
    title: 'application polling',
    server: 'jigap',
    method: 'GET',
    path: '/api/v2/application/{id}',
    persona: 'citizen',
    budget: { minShareOfBare: 0.6, maxP99Ms: 20 },
    note:
      `an application of citizen made before the load with the sample of \`${normalCertificate(ROOT).slug}\` (POST /api/v2/application) and signed ` +
      'on the simulated page (POST /sim/sign/{id}): state SIGN_COMPLETED, so every poll reads the same row',
    prepare: async (ctx, session) => {
      if (!session) throw new Error('application-poll needs a session');
      const id = await createSignedApplication(ctx.jigap.url, session, normalCertificate(ROOT));
      return { path: `/api/v2/application/${encodeURIComponent(id)}` };
    },
  },
];

// ---------------------------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'skip-bundle': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-form': { type: 'boolean', default: false },
    'skip-issuance': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    'skip-documents': { type: 'boolean', default: false },
    mounts: { type: 'string', default: '30' },
    validations: { type: 'string', default: '200' },
    issuances: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '256' },
    rounds: { type: 'string', default: '5' },
  },
  allowPositionals: false,
});

const positiveNumber = (name: string, raw: string | undefined, allowZero = false): number => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) throw new Error(`--${name} must be a positive number, got '${raw}'`);
  return value;
};
const settings = {
  build: !args['no-build'],
  bundle: !args['skip-bundle'],
  api: !args['skip-api'],
  form: !args['skip-form'],
  issuance: !args['skip-issuance'],
  lighthouse: !args['skip-lighthouse'],
  lighthouseRuns: Math.max(1, Math.round(positiveNumber('lighthouse-runs', args['lighthouse-runs']))),
  documents: !args['skip-documents'],
  mounts: Math.max(1, Math.round(positiveNumber('mounts', args.mounts))),
  validations: Math.max(1, Math.round(positiveNumber('validations', args.validations))),
  issuances: Math.max(1, Math.round(positiveNumber('issuances', args.issuances))),
  durationS: positiveNumber('duration', args.duration),
  warmupS: positiveNumber('warmup', args.warmup, true),
  connections: Math.round(positiveNumber('connections', args.connections)),
  rounds: Math.max(1, Math.round(positiveNumber('rounds', args.rounds))),
};

interface BudgetLine {
  section: string;
  check: string;
  measured: string;
  budget: string;
  verdict: Verdict;
}

interface RouteResult {
  id: string;
  title: string;
  route: string;
  persona: string | null;
  budgetBytes: number;
  chromium: RouteJs;
  note: string | null;
  staticCrossCheck: { files: JsFile[]; raw: number; gzip: number } | null;
}

interface EndpointResult {
  id: string;
  title: string;
  server: string;
  method: string;
  path: string;
  persona: string | null;
  probe: { status: number; body: string };
  note: string | null;
  figures: LoadFigures;
  shareOfBare: number | null;
  /** status / bare req/s of each round, in order */
  roundShares: number[];
  budget: LoadTarget['budget'] | null;
}

interface FormResult {
  /** The form measured: the largest by schema.json + ui.json bytes. */
  form: { slug: string; edoc: string; name: string; formBytes: number; fields: number };
  /** The largest by distinct field names, when it is another folder. */
  byFields: { slug: string; edoc: string; fields: number; formBytes: number };
  certificates: number;
  buildMs: number;
  mounts: number;
  validations: number;
  run: FormBenchRun | null;
  mountMedianMs: number | null;
  validationMedianMs: number | null;
}

interface IssuanceResult {
  certificate: { slug: string; edoc: string; name: string } | null;
  simLatencyMs: number;
  runs: IssuanceRun[];
  medians: { readyMs: number | null; pollWaitMs: number | null; viewerMs: number | null; totalMs: number | null };
  viewerOpens: (ViewerOpen & { label: string })[];
  server: { pid: number; command: string; env: Record<string, string>; stderrTail: string } | null;
}

const log = (message: string) => console.log(`bench: ${message}`);

const medianOf = (values: (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? median(present) : null;
};
const describeForm = (folder: CertificateFolder) => ({ slug: folder.slug, edoc: folder.edoc, name: folder.name, formBytes: folder.formBytes, fields: folder.fields });

function git(argv: string[]): string | null {
  try {
    // GIT_OPTIONAL_LOCKS=0: `git status` must not refresh (write) the index.
    return execFileSync('git', argv, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** `vite build`, run from Vite's own bin (what `npx vite build` runs, without npx's wrapper). */
async function viteBuild(): Promise<number> {
  const require = createRequire(import.meta.url);
  const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.removeListener('exit', kill);
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (code ${code}, signal ${signal}):\n${output.split('\n').slice(-40).join('\n')}`));
    });
  });
  return Date.now() - started;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const cpuList = cpus();
  const dirtyLines = git(['status', '--porcelain']);
  const meta = {
    date: startedAt.toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    commit: git(['rev-parse', '--short', 'HEAD']) ?? 'unknown',
    uncommittedPaths: dirtyLines === null ? null : dirtyLines.split('\n').filter(Boolean).length,
    command: ['npm run bench', ...process.argv.slice(2)].join(' '),
    settings,
  };

  const warnings: string[] = [];
  const errors: { section: string; message: string }[] = [];
  const budgets: BudgetLine[] = [];
  const tempDir = mkdtempSync(join(tmpdir(), 'jigap-bench-'));
  let browser: Browser | null = null;
  const cleanup = async () => {
    if (browser) await browser.close().catch(() => undefined);
    browser = null;
    await stopAll();
  };
  installExitHooks(async () => {
    await cleanup();
    rmSync(tempDir, { recursive: true, force: true });
  });

  const bundle = {
    build: { ran: settings.build && (settings.bundle || settings.issuance || settings.lighthouse), ms: null as number | null },
    routes: [] as RouteResult[],
    chunks: [] as Chunk[],
  };
  const api = {
    settings: { connections: settings.connections, durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds },
    servers: {} as Record<string, { pid: number; url: string; command: string; env: Record<string, string>; stderrTail: string }>,
    endpoints: [] as EndpointResult[],
  };
  let form: FormResult | null = null;
  let issuance: IssuanceResult | null = null;
  let lighthouse: LighthousePageResult[] = [];
  let documents: DocumentsResult | null = null;

  try {
    // ---- build ----
    if (settings.bundle || settings.issuance || settings.lighthouse) {
      if (settings.build) {
        log('vite build…');
        bundle.build.ms = await viteBuild();
        log(`built in ${seconds(bundle.build.ms)}`);
      } else {
        log('--no-build: reusing dist/');
      }
    }

    // ---- servers ----
    const jigapPort = await freePort();
    const jigapEnv = { NODE_ENV: 'production', JIGAP_DB: join(tempDir, 'jigap.db') };
    log(`starting the Jigap server on port ${jigapPort}…`);
    const jigap = await startServer({
      name: 'Jigap server',
      script: 'server/main.ts',
      cwd: ROOT,
      env: jigapEnv,
      port: jigapPort,
      readyPath: '/api/check',
      logFile: join(tempDir, 'jigap.stderr.log'),
    });
    api.servers.jigap = {
      pid: jigap.pid,
      url: jigap.url,
      command: 'node --import tsx server/main.ts',
      env: { ...jigapEnv, JIGAP_DB: '<temp dir>/jigap.db', PORT: String(jigapPort), LOG_LEVEL: process.env.LOG_LEVEL || 'info (default)' },
      stderrTail: '',
    };

    // ---- 1. bundle ----
    if (settings.bundle) {
      try {
        bundle.chunks = jsChunks(DIST);
        log('launching Chromium…');
        browser = await launchChromium();
        for (const check of ROUTES) {
          const route = typeof check.route === 'string' ? check.route : await check.route({ jigap });
          log(`loading ${route} in Chromium as ${check.persona ?? 'nobody'}…`);
          const chromium = await measureRouteJs(browser, jigap.url, route, { persona: check.persona });
          let cross: RouteResult['staticCrossCheck'] = null;
          if (check.staticCrossCheck) {
            const files = staticInitialJs(DIST);
            cross = { files, raw: sumRaw(files), gzip: sum(files) };
          }
          bundle.routes.push({ id: check.id, title: check.title, route, persona: check.persona, budgetBytes: check.budgetBytes, chromium, note: check.note?.() ?? null, staticCrossCheck: cross });

          budgets.push({
            section: 'Bundle',
            check: `${check.title} (Chromium, after network idle)`,
            measured: kb(chromium.gzip),
            budget: `≤ ${kb(check.budgetBytes)}`,
            verdict: atMost(chromium.gzip, check.budgetBytes),
          });
          if (cross) {
            budgets.push({
              section: 'Bundle',
              check: `${check.title} (cross-check: index.html entry + modulepreload)`,
              measured: kb(cross.gzip),
              budget: `≤ ${kb(check.budgetBytes)}`,
              verdict: atMost(cross.gzip, check.budgetBytes),
            });
          }
          if (!chromium.landedOnRoute) warnings.push(`Chromium asked for ${route} but ended on ${chromium.finalPath}: the figure is for that page, not ${route}.`);
          if (chromium.files.length === 0) warnings.push(`Chromium loaded no JavaScript for ${route}.`);
          for (const file of chromium.files) {
            if (file.status >= 400) warnings.push(`${route}: ${file.path} answered ${file.status}.`);
          }
          if (chromium.failedRequests.length > 0) warnings.push(`${route}: failed requests in Chromium: ${chromium.failedRequests.join('; ')}`);
          if (chromium.pageErrors.length > 0) warnings.push(`${route}: errors in the page: ${chromium.pageErrors.slice(0, 5).join('; ')}`);
        }
      } catch (error) {
        errors.push({ section: 'Bundle', message: error instanceof Error ? error.stack ?? error.message : String(error) });
      } finally {
        if (browser) await browser.close().catch(() => undefined);
        browser = null;
      }
    }

    // ---- 5. Lighthouse (issue 8): bench/lib/lighthouse.ts ----
    if (settings.lighthouse) {
      try {
        lighthouse = await measureLighthousePages(jigap.url, settings.lighthouseRuns, log);
        budgets.push(...lighthouseBudgetLines(lighthouse).map((line) => ({ section: 'Lighthouse', ...line })));
        for (const result of lighthouse) if (result.error) warnings.push(`Lighthouse on ${result.url}: ${result.error}`);
      } catch (error) {
        errors.push({ section: 'Lighthouse', message: error instanceof Error ? error.stack ?? error.message : String(error) });
      }
    }

    // ---- 3. the form engine (issue 3) ----
    if (settings.form) {
      let staticServer: Awaited<ReturnType<typeof serveStatic>> | null = null;
      try {
        const largest: LargestForm = largestForm(ROOT);
        const target = largest.bySize;
        if (!target.sample) throw new Error(`certificates/${target.slug}/sample.json is missing: nothing to mount the form with`);
        const outDir = join(tempDir, 'form-bench');
        mkdirSync(outDir, { recursive: true });
        log(`vite build of bench/form-bench.html (largest form: ${target.slug}, ${int(target.formBytes)} bytes of schema + ui)…`);
        const buildMs = await buildFormBench(ROOT, outDir);
        staticServer = await serveStatic(outDir, { url: jigap.url, session: await simLogin(jigap.url, 'citizen') });
        log(`built in ${seconds(buildMs)}; launching Chromium for ${settings.mounts} mounts and ${settings.validations} validations…`);
        browser = await launchChromium();
        const run = await runFormBench(browser, `${staticServer.url}/bench/form-bench.html`, {
          edoc: target.edoc,
          sample: target.sample,
          mounts: settings.mounts,
          validations: settings.validations,
        });
        const mountMedianMs = run.mountsMs.length > 0 ? median(run.mountsMs) : null;
        // The median of the loops (ms per call): single calls are below Chromium's ~0.1 ms timer resolution.
        const validationMedianMs = run.validationBatchesMs.length > 0 ? median(run.validationBatchesMs) : null;
        form = {
          form: describeForm(target),
          byFields: describeForm(largest.byFields),
          certificates: largest.count,
          buildMs,
          mounts: settings.mounts,
          validations: settings.validations,
          run,
          mountMedianMs,
          validationMedianMs,
        };
        const label = `${target.name} (\`${target.slug}\`)`;
        budgets.push({
          section: 'Form',
          check: `Mounting the largest form, ${label} — median of ${run.mountsMs.length}`,
          measured: mountMedianMs === null ? 'no figure' : `${fineMs(mountMedianMs)} (cold first mount ${fineMs(run.coldMountMs)})`,
          budget: `≤ ${ms(FORM_BUDGET.mountMs)}`,
          verdict: mountMedianMs === null ? 'n/a' : atMost(mountMedianMs, FORM_BUDGET.mountMs),
        });
        budgets.push({
          section: 'Form',
          check: `One validation of the largest form (sample) — median of ${run.validationBatchesMs.length} loops of ${run.batch} calls`,
          measured:
            validationMedianMs === null
              ? 'no figure'
              : `${fineMs(validationMedianMs)} per call (calls timed one by one: median ${fineMs(median(run.validationsMs))}, at the timer's resolution)`,
          budget: `≤ ${ms(FORM_BUDGET.validationMs)}`,
          verdict: validationMedianMs === null ? 'n/a' : atMost(validationMedianMs, FORM_BUDGET.validationMs),
        });
        if (run.errorsOfSample.length > 0) warnings.push(`The sample of ${target.slug} does not validate (${run.errorsOfSample.slice(0, 3).join('; ')}): the validation figure is of an invalid form.`);
        if (run.pageErrors.length > 0) warnings.push(`Form bench page: ${run.pageErrors.slice(0, 5).join('; ')}`);
        log(`form: mount median ${fineMs(mountMedianMs ?? NaN)}, validation median ${fineMs(validationMedianMs ?? NaN)}`);
      } catch (error) {
        errors.push({ section: 'Form', message: error instanceof Error ? error.stack ?? error.message : String(error) });
      } finally {
        if (browser) await browser.close().catch(() => undefined);
        browser = null;
        if (staticServer) await staticServer.close().catch(() => undefined);
      }
    }

    // ---- 4. issuance → viewer (issue 4) ----
    if (settings.issuance) {
      issuance = { certificate: null, simLatencyMs: ISSUANCE_SIM_LATENCY_MS, runs: [], medians: { readyMs: null, pollWaitMs: null, viewerMs: null, totalMs: null }, viewerOpens: [], server: null };
      let issuingServer: ServerProcess | null = null;
      try {
        const certificate = normalCertificate(ROOT);
        issuance.certificate = { slug: certificate.slug, edoc: certificate.edoc, name: certificate.name };
        const port = await freePort();
        const env = { NODE_ENV: 'production', JIGAP_DB: join(tempDir, 'issuance', 'jigap.db'), JIGAP_SIM_LATENCY_MS: String(ISSUANCE_SIM_LATENCY_MS), LOG_LEVEL: 'info' };
        mkdirSync(join(tempDir, 'issuance'), { recursive: true });
        const stdoutFile = join(tempDir, 'issuance.stdout.log');
        log(`starting a second Jigap server (port ${port}, its log kept) for issuance → viewer…`);
        issuingServer = await startServer({
          name: 'Jigap server (issuance)',
          script: 'server/main.ts',
          cwd: ROOT,
          env,
          port,
          readyPath: '/api/check',
          logFile: join(tempDir, 'issuance.stderr.log'),
          stdoutFile,
        });
        issuance.server = { pid: issuingServer.pid, command: 'node --import tsx server/main.ts', env: { ...env, JIGAP_DB: '<temp dir>/issuance/jigap.db', PORT: String(port) }, stderrTail: '' };
        browser = await launchChromium();
        for (let i = 0; i < settings.issuances; i++) {
          log(`issuance ${i + 1}/${settings.issuances}: ${certificate.slug} created, signed, started; polling every ${CLIENT_POLL_MS} ms…`);
          // The agency's answer falls anywhere between two polls in real life; here its latency is
          // fixed, so run i's polls fall at start + (i + ½) / n of a period + k periods: the runs
          // sample the poll phase evenly and the median is that of the middle phase.
          const phaseMs = Math.round(((i + 0.5) / settings.issuances) * CLIENT_POLL_MS);
          const run = await measureIssuance(browser, issuingServer, stdoutFile, certificate, phaseMs);
          issuance.runs.push(run);
          if (run.error) warnings.push(`Issuance ${i + 1} (${run.applicationId || 'no id'}): ${run.error}`);
        }
        const pick = (key: 'readyMs' | 'pollWaitMs' | 'viewerMs' | 'totalMs') => medianOf(issuance?.runs.map((run) => run[key]) ?? []);
        issuance.medians = { readyMs: pick('readyMs'), pollWaitMs: pick('pollWaitMs'), viewerMs: pick('viewerMs'), totalMs: pick('totalMs') };

        const issued = issuance.runs.find((run) => run.documentId)?.documentId;
        const seeded = 'seed-citizen-resident-copy';
        const opens: [string, string][] = [
          ...(issued ? ([[`freshly issued ${issued}`, issued]] as [string, string][]) : []),
          [`seeded ${seeded}, first open (the server renders its PDF on this request)`, seeded],
          [`seeded ${seeded}, second open (PDF on disk)`, seeded],
        ];
        for (const [label, documentId] of opens) {
          log(`cold open of /issued/viewer/${documentId}…`);
          const open = await measureViewerOpen(browser, issuingServer.url, documentId);
          issuance.viewerOpens.push({ label, ...open });
          if (open.error) warnings.push(`Viewer open of ${documentId}: ${open.error}`);
        }

        const { medians } = issuance;
        const worst = medians.readyMs !== null && medians.viewerMs !== null ? medians.readyMs + CLIENT_POLL_MS + medians.viewerMs : null;
        const runsOk = issuance.runs.filter((run) => run.totalMs !== null).length;
        budgets.push({
          section: 'Issuance',
          check: `Agency finishes → viewer shows the PDF, median of ${runsOk} issuance(s) of ${certificate.name}`,
          measured:
            medians.totalMs === null
              ? 'no figure'
              : `${ms(medians.totalMs)} (medians of the parts: document ready ${ms(medians.readyMs ?? NaN)}, poll wait ${ms(medians.pollWaitMs ?? NaN)}, ` +
                `viewer ${ms(medians.viewerMs ?? NaN)}; with a poll just missed: ${worst === null ? '?' : ms(worst)})`,
          budget: `≤ ${ms(ISSUANCE_BUDGET.totalMs)}`,
          verdict: medians.totalMs === null ? 'n/a' : atMost(medians.totalMs, ISSUANCE_BUDGET.totalMs),
        });
        const tail = issuingServer.logTail(20).trim();
        issuance.server.stderrTail = tail;
        if (tail) warnings.push('The Jigap server (issuance) wrote to stderr (last lines in bench/report.json).');
      } catch (error) {
        errors.push({ section: 'Issuance', message: error instanceof Error ? error.stack ?? error.message : String(error) });
      } finally {
        if (browser) await browser.close().catch(() => undefined);
        browser = null;
        if (issuingServer) await issuingServer.stop().catch(() => undefined);
      }
    }

    // ---- 5. documents (issue 12): in this process, before the load test ----
    if (settings.documents) {
      try {
        log('rendering and signing every certificate\'s document…');
        documents = await measureDocuments();
      } catch (error) {
        errors.push({ section: 'Documents', message: error instanceof Error ? error.stack ?? error.message : String(error) });
      }
    }

    // ---- 2. API under load ----
    if (settings.api) {
      try {
        const barePort = await freePort();
        log(`starting the bare Fastify server on port ${barePort}…`);
        const bare = await startServer({
          name: 'bare Fastify server',
          script: 'bench/bare-server.ts',
          cwd: ROOT,
          env: { NODE_ENV: 'production' },
          port: barePort,
          readyPath: '/bare',
          logFile: join(tempDir, 'bare.stderr.log'),
        });
        api.servers.bare = { pid: bare.pid, url: bare.url, command: 'node --import tsx bench/bare-server.ts', env: { NODE_ENV: 'production', PORT: String(barePort) }, stderrTail: '' };

        const sessions = new Map<string, Promise<Session>>();
        const login = (persona: string): Promise<Session> => {
          let session = sessions.get(persona);
          if (!session) sessions.set(persona, (session = simLogin(jigap.url, persona)));
          return session;
        };
        const ctx: PrepareContext = { jigap, bare, login };
        const jobs: (LoadJob & { target: LoadTarget; path: string; probe: EndpointResult['probe'] })[] = [];
        for (const target of ENDPOINTS) {
          const server = target.server === 'bare' ? bare : jigap;
          const session = target.persona ? await ctx.login(target.persona) : null;
          const prepared = target.prepare ? await target.prepare(ctx, session) : {};
          const path = prepared.path ?? target.path;
          const headers: Record<string, string> = { accept: 'application/json', ...prepared.headers };
          if (session) headers.cookie = session.cookieHeader;
          if (prepared.body !== undefined) headers['content-type'] ??= 'application/json';

          const probeResponse = await fetch(server.url + path, { method: target.method, headers, body: prepared.body ?? null, signal: AbortSignal.timeout(10_000) });
          const probe = { status: probeResponse.status, body: (await probeResponse.text()).slice(0, 300) };
          if (probe.status < 200 || probe.status > 299) warnings.push(`${target.method} ${path} answered ${probe.status} before the load: ${probe.body}`);
          jobs.push({
            id: target.id,
            target,
            path,
            probe,
            connections: target.connections ?? settings.connections,
            request: { url: server.url + path, method: target.method, headers, ...(prepared.body === undefined ? {} : { body: prepared.body }) },
          });
        }

        log(
          `load: ${jobs.length} endpoints, ${settings.connections} connections, ${settings.warmupS} s warm-up each, ` +
            `then ${settings.durationS} s each in ${settings.rounds} alternating rounds…`,
        );
        const results = await runInterleaved(jobs, { durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds }, (message) => log(`  ${message}`));

        const referenceJob = jobs.find((job) => job.target.reference);
        const reference = referenceJob ? results.get(referenceJob.id) : undefined;
        for (const job of jobs) {
          const { target, path, probe } = job;
          const figures = results.get(job.id);
          if (!figures) continue;
          const label = `${target.method} ${path}`;
          log(`${label}: ${int(figures.reqPerSec)} req/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, non-2xx ${int(figures.non2xx)}`);
          const compared = reference && !target.reference && reference.reqPerSec > 0;
          const shareOfBare = compared ? figures.reqPerSec / reference.reqPerSec : null;
          const roundShares = compared
            ? figures.rounds.flatMap((round, index) => {
                const bareRound = reference.rounds[index];
                return bareRound && bareRound.reqPerSec > 0 ? [round.reqPerSec / bareRound.reqPerSec] : [];
              })
            : [];
          api.endpoints.push({
            id: target.id,
            title: target.title,
            server: target.server,
            method: target.method,
            path,
            persona: target.persona ?? null,
            probe,
            note: target.note ?? null,
            figures,
            shareOfBare,
            roundShares,
            budget: target.budget ?? null,
          });

          if (figures.non2xx > 0) {
            const codes = Object.entries(figures.statusCodes).filter(([code]) => !code.startsWith('2')).map(([code, count]) => `${code} × ${int(count)}`).join(', ');
            warnings.push(`${label}: ${int(figures.non2xx)} non-2xx responses of ${int(figures.totalRequests)} under load (${codes}).`);
          }
          if (figures.warmup && figures.warmup.non2xx > 0) warnings.push(`${label}: ${int(figures.warmup.non2xx)} non-2xx responses during the warm-up.`);
          if (figures.errors > 0 || figures.timeouts > 0) warnings.push(`${label}: ${int(figures.errors)} connection errors, ${int(figures.timeouts)} timeouts under load.`);
          if (target.budget?.minShareOfBare !== undefined) {
            const spread = roundShares.length > 1 ? `; rounds ${pct(Math.min(...roundShares))}–${pct(Math.max(...roundShares))}` : '';
            budgets.push({
              section: 'API',
              check: `${label} req/s vs bare (${job.connections} conn.)`,
              measured: shareOfBare === null ? 'no bare figure' : `${pct(shareOfBare)} (${int(figures.reqPerSec)} vs ${int(reference?.reqPerSec ?? 0)} req/s${spread})`,
              budget: `≥ ${pct(target.budget.minShareOfBare)}`,
              verdict: shareOfBare === null ? 'n/a' : atLeast(shareOfBare, target.budget.minShareOfBare),
            });
          }
          if (target.budget?.maxP99Ms !== undefined) {
            budgets.push({
              section: 'API',
              check: `${label} p99 latency (${job.connections} conn.)`,
              measured: `${ms(figures.p99Ms)}${reference && !target.reference ? ` (bare: ${ms(reference.p99Ms)})` : ''}`,
              budget: `≤ ${ms(target.budget.maxP99Ms)}`,
              verdict: atMost(figures.p99Ms, target.budget.maxP99Ms),
            });
          }
        }
        for (const [name, server] of [['jigap', jigap], ['bare', bare]] as const) {
          const tail = server.logTail(20).trim();
          const entry = api.servers[name];
          if (entry) entry.stderrTail = tail;
          if (tail) warnings.push(`The ${server.name} wrote to stderr (last lines in bench/report.json).`);
        }
      } catch (error) {
        errors.push({ section: 'API', message: error instanceof Error ? error.stack ?? error.message : String(error) });
      }
    }
  } catch (error) {
    errors.push({ section: 'setup', message: error instanceof Error ? error.stack ?? error.message : String(error) });
  } finally {
    await cleanup();
    rmSync(tempDir, { recursive: true, force: true });
  }

  const over = budgets.filter((line) => line.verdict === 'OVER');
  const report = { meta: { ...meta, loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))) }, warnings, errors, budgets, bundle, api, form, issuance, lighthouse, documents };
  writeFileSync(REPORT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(REPORT_MD, renderMarkdown(report));
  log(`wrote ${REPORT_MD} and ${REPORT_JSON}`);
  for (const line of budgets) log(`${line.verdict.padEnd(4)}  ${line.check}: ${line.measured} (budget ${line.budget})`);
  for (const warning of warnings) log(`WARNING ${warning}`);
  for (const error of errors) console.error(`bench: ERROR in ${error.section}: ${error.message}`);
  if (over.length > 0) log(`${over.length} budget(s) over — reported, not asserted.`);
  return errors.length > 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The Markdown report
// ---------------------------------------------------------------------------------------------

type Report = {
  meta: {
    date: string;
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    commit: string;
    uncommittedPaths: number | null;
    command: string;
    settings: typeof settings;
  };
  warnings: string[];
  errors: { section: string; message: string }[];
  budgets: BudgetLine[];
  bundle: { build: { ran: boolean; ms: number | null }; routes: RouteResult[]; chunks: Chunk[] };
  api: {
    settings: { connections: number; durationS: number; warmupS: number; rounds: number };
    servers: Record<string, { pid: number; url: string; command: string; env: Record<string, string>; stderrTail: string }>;
    endpoints: EndpointResult[];
  };
  form: FormResult | null;
  issuance: IssuanceResult | null;
  lighthouse: LighthousePageResult[];
  documents: DocumentsResult | null;
};

function budgetTable(lines: BudgetLine[]): string {
  return table(
    ['Check', 'Measured', 'Budget', 'Verdict'],
    lines.map((line) => [line.check, line.measured, line.budget, verdictCell(line.verdict)]),
  );
}

function renderMarkdown(report: Report): string {
  const { meta } = report;
  const out: string[] = [];
  out.push('# Jigap benchmark report', '');
  out.push(
    table(
      ['', ''],
      [
        ['Date', meta.date],
        ['Git commit', `${meta.commit}${meta.uncommittedPaths ? ` + uncommitted changes (${meta.uncommittedPaths} paths)` : ''}`],
        ['Node', `${meta.node} (${meta.platform})`],
        ['CPUs', `${meta.cpus} × ${meta.cpuModel}`],
        ['Load average (1, 5, 15 min)', `${meta.loadAverageAtStart.join(', ')} at start; ${meta.loadAverageAtEnd.join(', ')} at end`],
        ['Command', `\`${meta.command}\``],
      ],
    ),
    '',
  );
  out.push(
    `> **Noisy figures.** These come from a shared, noisy ${meta.cpus}-core machine where other jobs may run at the same time; ` +
      'the load generator and the server under test share its cores. Compare figures within one run ' +
      '(the API beside the bare route), not across runs. Budgets are reported, never asserted.',
    '',
  );

  if (report.errors.length > 0) {
    out.push('## ❌ The bench failed in part', '');
    for (const error of report.errors) out.push(`**${error.section}:**`, '', '```', error.message, '```', '');
  }
  if (report.warnings.length > 0) {
    out.push('## ⚠️ Attention', '');
    for (const warning of report.warnings) out.push(`- **${warning}**`);
    out.push('');
  }

  out.push('## Summary', '');
  out.push(report.budgets.length > 0 ? budgetTable(report.budgets) : '_No budget was measured._', '');

  // ---- bundle ----
  out.push('## 1. Bundle', '');
  const { build } = report.bundle;
  out.push(build.ran ? `Built with \`vite build\` in ${seconds(build.ms ?? 0)} before measuring.` : 'Reused the existing `dist/` (`--no-build`).');
  out.push('Sizes are gzip level 9 of each file as served; 1 KB = 1,000 bytes (as Vite prints).', '');
  if (!report.meta.settings.bundle) out.push('_Skipped (`--skip-bundle`)._', '');
  const bundleBudgets = report.budgets.filter((line) => line.section === 'Bundle');
  if (bundleBudgets.length > 0) out.push(budgetTable(bundleBudgets), '');

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

  // ---- API ----
  out.push('## 2. API under load', '');
  if (!report.meta.settings.api) out.push('_Skipped (`--skip-api`)._', '');
  else {
    const { servers } = report.api;
    const s = report.api.settings;
    const describe = (name: string) => {
      const server = servers[name];
      if (!server) return '';
      const env = Object.entries(server.env).map(([key, value]) => `${key}=${value}`).join(' ');
      return `\`${server.command}\` (pid ${server.pid}, ${env})`;
    };
    out.push(
      `Two servers in their own processes, driven by autocannon from the bench process (pid ${process.pid}): ` +
        `${s.connections} connections; each endpoint warmed up for ${s.warmupS} s (not counted), then measured for ${s.durationS} s in total, ` +
        `cut into ${s.rounds} rounds of ${s.durationS / s.rounds} s run in turn (A B, B A, …) so that bursts of other jobs on the machine ` +
        'fall on every endpoint. req/s = completed requests / measured time; latency percentiles over all measured requests.',
      '',
      `- Jigap: ${describe('jigap')}; requests carry the \`jigap_session\` and \`jigap_device\` cookies of \`/sim/login\`.`,
      `- Bare: ${describe('bare')}; \`GET /bare\` answers \`{"result":{"joined":true,"certificateStatus":"ACTIVE"}}\` with no plugins or logging.`,
      '- autocannon runs on one thread of the bench process, on the same cores as the servers: the bare figure is bounded by the load generator as much as by Fastify.',
      ...report.api.endpoints.flatMap((endpoint) => (endpoint.note ? [`- ${endpoint.method} \`${endpoint.path}\`: ${endpoint.note}.`] : [])),
      '',
    );
    const apiBudgets = report.budgets.filter((line) => line.section === 'API');
    if (apiBudgets.length > 0) out.push(budgetTable(apiBudgets), '');
    if (report.api.endpoints.length > 0) {
      out.push(
        table(
          ['Endpoint', 'Server', 'req/s', 'vs bare', 'p50', 'p90', 'p99', 'max', 'Requests', 'Bytes / response', 'non-2xx', 'Errors / timeouts'],
          report.api.endpoints.map((endpoint) => {
            const f = endpoint.figures;
            return [
              `${endpoint.method} \`${endpoint.path}\``,
              endpoint.server,
              int(f.reqPerSec),
              endpoint.shareOfBare === null ? '—' : pct(endpoint.shareOfBare),
              ms(f.p50Ms),
              ms(f.p90Ms),
              ms(f.p99Ms),
              ms(f.maxMs),
              int(f.totalRequests),
              f.totalRequests > 0 ? int(f.bytes / f.totalRequests) : '—',
              f.non2xx > 0 ? `**${int(f.non2xx)}**` : '0',
              `${int(f.errors)} / ${int(f.timeouts)}`,
            ];
          }),
          ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
        '',
      );
      const roundCount = Math.max(...report.api.endpoints.map((endpoint) => endpoint.figures.rounds.length));
      if (roundCount > 1) {
        out.push('req/s and p99 of each round (the spread shows how noisy the machine was):', '');
        out.push(
          table(
            ['Endpoint', ...Array.from({ length: roundCount }, (_, index) => `Round ${index + 1}`)],
            report.api.endpoints.flatMap((endpoint) => [
              [
                `${endpoint.method} \`${endpoint.path}\``,
                ...endpoint.figures.rounds.map((round) => `${int(round.reqPerSec)} req/s, p99 ${ms(round.p99Ms)}`),
              ],
              ...(endpoint.roundShares.length > 0 ? [['↳ vs bare', ...endpoint.roundShares.map((share) => pct(share))]] : []),
            ]),
            ['l', ...Array.from({ length: roundCount }, () => 'r' as const)],
          ),
          '',
        );
      }
      const bare = report.api.endpoints.find((endpoint) => endpoint.server === 'bare');
      const p99Budgets = report.api.endpoints.flatMap((endpoint) => (endpoint.budget?.maxP99Ms === undefined ? [] : [endpoint.budget.maxP99Ms]));
      if (bare && p99Budgets.length > 0 && bare.figures.p99Ms > Math.min(...p99Budgets)) {
        out.push(
          `**Note:** the bare route's own p99 (${ms(bare.figures.p99Ms)}) is above the ${ms(Math.min(...p99Budgets))} p99 budget in this run: ` +
            'at this load the machine, not the app, sets the floor, so read the p99 verdicts against the bare figure.',
          '',
        );
      }
      out.push('Status codes under load (and the single request made before it):', '');
      for (const endpoint of report.api.endpoints) {
        const codes = Object.entries(endpoint.figures.statusCodes).map(([code, count]) => `${code} × ${int(count)}`).join(', ') || 'none';
        out.push(`- ${endpoint.method} \`${endpoint.path}\`: ${codes}; before the load: ${endpoint.probe.status} \`${endpoint.probe.body.slice(0, 120)}\``);
      }
      out.push('');
    }
  }

  // ---- form engine ----
  out.push('## 3. Form engine (issue 3)', '');
  const { form } = report;
  if (!report.meta.settings.form) out.push('_Skipped (`--skip-form`)._', '');
  else if (!form) out.push('_No figure (see the errors above)._', '');
  else {
    const run = form.run;
    out.push(
      `The largest of the ${form.certificates} forms by \`schema.json\` + \`ui.json\` bytes is \`${form.form.slug}\` ` +
        `(${form.form.name}, edoc \`${form.form.edoc}\`, ${int(form.form.formBytes)} bytes, ${form.form.fields} field names in the schema, branches included)` +
        (form.byFields.slug === form.form.slug
          ? '; it also has the most field names.'
          : `; by field names \`${form.byFields.slug}\` has the most (${form.byFields.fields}, ${int(form.byFields.formBytes)} bytes): size was chosen as it is what the page loads and RJSF walks.`),
      '',
      `How: \`bench/form-bench.html\` + \`bench/form-bench.tsx\`, built with \`vite build\` and the project's vite.config.ts into a temporary directory ` +
        `(${seconds(form.buildMs)}; dist/ untouched), served by the bench (its \`/api\` calls forwarded to the Jigap server as citizen, so the widgets' lookups answer) ` +
        'and opened in headless Chromium (phone-sized, DPR 2). The page loads the form exactly as `/issue/{edoc}` does — the catalogue\'s `loadCertificate` ' +
        '(schema, uiSchema and precompiled validator, one module per certificate from `scripts/vite/certificate-catalogue.ts`) — and mounts `CertificateForm` with the widget registry, ' +
        'the app\'s store and a router, filled with `sample.json`.',
      '',
      `- **Mount** = \`createRoot\` + \`flushSync(render)\` of the filled form, timed with \`performance.now()\`; unmounted between mounts. ` +
        `The first (cold) mount is reported apart; then ${form.mounts} timed mounts with the lookups cached, as on a revisit.`,
      `- **Validation** = \`validator.validateFormData(sample, schema)\` of the precompiled validator: ${form.validations} calls timed one by one, then ` +
        `${form.validations} loops of ${run?.batch ?? '?'} calls each timed as a whole (ms per call). Chromium rounds \`performance.now()\` to about 0.1 ms ` +
        'without cross-origin isolation, so single calls mostly read 0 or 0.1 ms: the verdict uses the median of the loops.',
      '',
    );
    const formBudgets = report.budgets.filter((line) => line.section === 'Form');
    if (formBudgets.length > 0) out.push(budgetTable(formBudgets), '');
    if (run) {
      const spread = (values: number[]) => {
        if (values.length === 0) return ['—', '—', '—', '—'];
        const sorted = [...values].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
        return [fineMs(sorted[0] ?? NaN), fineMs(median(sorted)), fineMs(at(0.9)), fineMs(sorted[sorted.length - 1] ?? NaN)];
      };
      out.push(
        table(
          ['Timing', 'n', 'min', 'median', 'p90', 'max'],
          [
            ['Mount (after the cold one)', String(run.mountsMs.length), ...spread(run.mountsMs)],
            ['Validation, one call timed', String(run.validationsMs.length), ...spread(run.validationsMs)],
            [`Validation, per call of a loop of ${run.batch}`, String(run.validationBatchesMs.length), ...spread(run.validationBatchesMs)],
          ],
          ['l', 'r', 'r', 'r', 'r', 'r'],
        ),
        '',
        `Cold first mount ${fineMs(run.coldMountMs)}; loading schema + uiSchema + validator (dynamic imports, then \`createPrecompiledValidator\`) ${fineMs(run.loadMs)}; ` +
          `${run.fieldsRendered} elements with an RJSF field id (\`root_…\`) rendered; the sample ${run.errorsOfSample.length === 0 ? 'validates' : `**does not validate** (${run.errorsOfSample.join('; ')})`}.`,
        '',
      );
    }
  }

  // ---- issuance ----
  out.push('## 4. Issuance → viewer (issue 4)', '');
  const { issuance } = report;
  if (!report.meta.settings.issuance) out.push('_Skipped (`--skip-issuance`)._', '');
  else if (!issuance) out.push('_No figure (see the errors above)._', '');
  else {
    const server = issuance.server;
    out.push(
      `A second Jigap server (${server ? `pid ${server.pid}, ${Object.entries(server.env).map(([key, value]) => `${key}=${value}`).join(' ')}` : 'not started'}), ` +
        'not under load, whose log is kept: the runner logs `document issued` with `readyMs`, the time from the agency\'s answer to the signed PDF stored ' +
        'and the application `COMPLETE` (the agency\'s simulated latency comes before that moment and is not part of the figure).',
      '',
      `Each issuance (${issuance.certificate ? `${issuance.certificate.name}, \`${issuance.certificate.slug}\`, a NORMAL certificate: no portal step` : '?'}): ` +
        'a fresh phone-sized Chromium signed in as citizen with the app loaded (`/home/apply`); the application is created, signed on the simulated page and started ' +
        `through the API; the page then polls \`GET /api/v2/application/{id}\` every ${CLIENT_POLL_MS} ms as the issue runner does and, on \`COMPLETE\`, moves to ` +
        '`/issued/viewer/{documentId}` inside the app (`history.pushState` + `popstate`, which React Router follows as its own navigation) and waits for a visible ' +
        'canvas with non-blank pixels. Total = document ready + poll wait + viewer, dated on one clock (the log\'s `time` − `readyMs`, the page\'s `Date.now()`). ' +
        `The poll wait depends on where the agency's answer falls between two polls (0–${CLIENT_POLL_MS} ms); the agency's latency is fixed here ` +
        `(${issuance.simLatencyMs} ms), so run i of n polls at start + (i + ½)/n of a period + k periods, sampling the phase evenly; "a poll just missed" adds the whole period to the other medians.`,
      '',
    );
    const issuanceBudgets = report.budgets.filter((line) => line.section === 'Issuance');
    if (issuanceBudgets.length > 0) out.push(budgetTable(issuanceBudgets), '');
    const cell = (value: number | null) => (value === null ? '—' : ms(value));
    if (issuance.runs.length > 0) {
      out.push(
        table(
          ['Issuance', 'Application', 'Poll shift', 'Polls', 'Document ready (server)', 'Poll wait', 'Viewer painted', 'Total'],
          [
            ...issuance.runs.map((run, index) => [
              String(index + 1),
              `\`${run.applicationId}\``,
              ms(run.phaseMs),
              String(run.polls),
              cell(run.readyMs),
              cell(run.pollWaitMs),
              cell(run.viewerMs),
              run.error ? `${cell(run.totalMs)} (${run.error})` : cell(run.totalMs),
            ]),
            ['**Median**', '', '', '', `**${cell(issuance.medians.readyMs)}**`, `**${cell(issuance.medians.pollWaitMs)}**`, `**${cell(issuance.medians.viewerMs)}**`, `**${cell(issuance.medians.totalMs)}**`],
          ],
          ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
        '',
      );
    }
    if (issuance.viewerOpens.length > 0) {
      out.push('Cold opens of the viewer for comparison (a fresh Chromium, empty cache, from the navigation through `/sim/login` to a painted canvas; no budget):', '');
      for (const open of issuance.viewerOpens) out.push(`- ${open.label}: ${open.ms === null ? `no figure (${open.error ?? '?'})` : ms(open.ms)}`);
      out.push('');
    }
  }

  const lighthouseBudgets = report.budgets.filter((line) => line.section === 'Lighthouse');
  out.push(...lighthouseMarkdown(report.lighthouse, !report.meta.settings.lighthouse, lighthouseBudgets.length > 0 ? budgetTable(lighthouseBudgets) : undefined));
  out.push(documentsMarkdown(report.documents, !report.meta.settings.documents));
  return `${out.join('\n').trimEnd()}\n`;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('bench: crashed:', error);
    await stopAll().catch(() => undefined);
    process.exit(1);
  },
);
