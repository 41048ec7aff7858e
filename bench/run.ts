/**
 * `npm run bench`: measures, and writes bench/report.md and bench/report.json. It never
 * asserts: budgets are compared and marked PASS or OVER, and the exit code is 0 unless the
 * bench itself fails (a build that breaks, a server that does not start…).
 *
 *   npm run bench                       build, then every section
 *   npm run bench -- --no-build         reuse dist/
 *   npm run bench -- --skip-api         leave a section out (--skip-bundle, --skip-form, --skip-issuance, --skip-lighthouse, --skip-documents, --skip-databases, --skip-preview)
 *   npm run bench -- --only=lighthouse  one section (a comma-separated list for several)
 *   npm run bench -- --lighthouse-runs=1
 *   npm run bench -- --duration=5 --warmup=1 --connections=64 --rounds=5
 *   npm run bench -- --mounts=30 --validations=200 --issuances=5
 *
 * This file is the runner only: each section is a module of bench/sections/ (what it measures,
 * its budgets, its part of the report), bench/lib/report.ts writes the report.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROFILE_AGENT_MODULE, PROFILE_DIR_ENV } from './lib/cpu-profile.ts';
import { errorText, SECTION_IDS, type BenchContext, type BudgetLine, type Section, type SectionId, type Settings } from './lib/bench.ts';
import { seconds } from './lib/format.ts';
import { freePort, installExitHooks, startServer, stopAll } from './lib/proc.ts';
import { writeReport, type Report } from './lib/report.ts';
import { apiSection } from './sections/api.ts';
import { bundleSection } from './sections/bundle.ts';
import { databasesSection } from './sections/databases.ts';
import { documentsSection } from './sections/documents.ts';
import { formSection } from './sections/form.ts';
import { issuanceSection } from './sections/issuance.ts';
import { lighthouseSection } from './sections/lighthouse.ts';
import { previewSection } from './sections/preview.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const REPORT = { markdown: join(ROOT, 'bench', 'report.md'), json: join(ROOT, 'bench', 'report.json') };

/** The report's order. The run's order differs: the API load test runs last (it heats the machine). */
const SECTIONS: readonly Section<unknown>[] = [bundleSection, apiSection, formSection, issuanceSection, lighthouseSection, documentsSection, databasesSection, previewSection] as Section<unknown>[];
const RUN_ORDER: readonly SectionId[] = ['bundle', 'lighthouse', 'form', 'issuance', 'documents', 'preview', 'api', 'databases'];

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    ...Object.fromEntries(SECTION_IDS.map((id) => [`skip-${id}`, { type: 'boolean' as const, default: false }])),
    'lighthouse-runs': { type: 'string', default: '3' },
    mounts: { type: 'string', default: '30' },
    validations: { type: 'string', default: '200' },
    issuances: { type: 'string', default: '5' },
    duration: { type: 'string', default: '18' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '256' },
    rounds: { type: 'string', default: '9' },
  },
  allowPositionals: false,
});

const positiveNumber = (name: string, raw: unknown, allowZero = false): number => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) throw new Error(`--${name} must be a positive number, got '${String(raw)}'`);
  return value;
};

function chosenSections(): Record<SectionId, boolean> {
  const only =
    typeof args.only === 'string'
      ? args.only
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : null;
  const unknown = (only ?? []).filter((id) => !(SECTION_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) throw new Error(`--only: unknown section(s) ${unknown.join(', ')}; the sections are ${SECTION_IDS.join(', ')}`);
  return Object.fromEntries(SECTION_IDS.map((id) => [id, (only ? only.includes(id) : true) && !(args as Record<string, unknown>)[`skip-${id}`]])) as Record<SectionId, boolean>;
}

const settings: Settings = {
  build: !args['no-build'],
  sections: chosenSections(),
  lighthouseRuns: Math.max(1, Math.round(positiveNumber('lighthouse-runs', args['lighthouse-runs']))),
  mounts: Math.max(1, Math.round(positiveNumber('mounts', args.mounts))),
  validations: Math.max(1, Math.round(positiveNumber('validations', args.validations))),
  issuances: Math.max(1, Math.round(positiveNumber('issuances', args.issuances))),
  durationS: positiveNumber('duration', args.duration),
  warmupS: positiveNumber('warmup', args.warmup, true),
  connections: Math.round(positiveNumber('connections', args.connections)),
  rounds: Math.max(1, Math.round(positiveNumber('rounds', args.rounds))),
};

const log = (message: string) => console.log(`bench: ${message}`);

function command(file: string, argv: string[]): string | null {
  try {
    // GIT_OPTIONAL_LOCKS=0: `git status` must not refresh (write) the index.
    return execFileSync(file, argv, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The project's build (package.json's `build`: the client into dist/, the server's renderer of
 * signed-in pages into dist-server/), each `vite …` step run from Vite's own bin (what `npx vite`
 * runs, without npx's wrapper). Both halves matter to the figures: without dist-server/ the server
 * sends the signed-in pages unrendered and Lighthouse measures a page that lays itself out late.
 */
async function viteBuild(): Promise<number> {
  const require = createRequire(import.meta.url);
  const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const started = Date.now();
  for (const argv of viteBuildSteps()) await runVite(viteBin, argv);
  return Date.now() - started;
}

/** The arguments of each `vite …` step of package.json's `build` script. */
function viteBuildSteps(): string[][] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const steps = (scripts.build ?? '').split('&&').map((step) => step.trim().split(/\s+/));
  if (steps.some((step) => step[0] !== 'vite')) throw new Error(`package.json's build script is not a chain of vite commands: ${scripts.build}`);
  return steps.map((step) => step.slice(1));
}

function runVite(viteBin: string, argv: string[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, ...argv], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.removeListener('exit', kill);
      if (code === 0) resolve();
      else reject(new Error(`vite ${argv.join(' ')} failed (code ${code}, signal ${signal}):\n${output.split('\n').slice(-40).join('\n')}`));
    });
  });
}

/** The report's facts about the machine and the run, before anything is measured. */
function newReport(): Report {
  const cpuList = cpus();
  const dirtyLines = command('git', ['status', '--porcelain']);
  return {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
      loadAverageAtEnd: [],
      uptime: { start: command('uptime', []), end: null },
      commit: command('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown',
      uncommittedPaths: dirtyLines === null ? null : dirtyLines.split('\n').filter(Boolean).length,
      command: ['npm run bench', ...process.argv.slice(2)].join(' '),
      benchPid: process.pid,
      settings,
      buildMs: null,
    },
    warnings: [],
    errors: [],
    budgets: [],
    sections: {},
  };
}

const profileDirOf = (tempDir: string) => join(tempDir, 'profiles');

/** Builds when a chosen section needs dist/, then starts the Jigap server every section measures. */
async function prepare(report: Report, chosen: readonly Section<unknown>[], tempDir: string): Promise<BenchContext['jigap']> {
  if (settings.build && chosen.some((section) => section.needsBuild)) {
    log('npm run build (vite build, and the server renderer)…');
    report.meta.buildMs = await viteBuild();
    log(`built in ${seconds(report.meta.buildMs)}`);
  } else if (!settings.build) {
    const renderer = existsSync(join(ROOT, 'dist-server', 'page-render.js'));
    log(`--no-build: reusing dist/ and dist-server/${renderer ? '' : ' (no dist-server/page-render.js: the signed-in pages are served unrendered)'}`);
  }

  const jigapPort = await freePort();
  log(`starting the Jigap server on port ${jigapPort}…`);
  mkdirSync(profileDirOf(tempDir), { recursive: true });
  return await startServer({
    name: 'Jigap server',
    script: 'server/main.ts',
    // Idle until the API section profiles the server under its load.
    imports: [PROFILE_AGENT_MODULE],
    cwd: ROOT,
    env: { NODE_ENV: 'production', JIGAP_DB: join(tempDir, 'jigap.db'), [PROFILE_DIR_ENV]: profileDirOf(tempDir) },
    port: jigapPort,
    readyPath: '/api/check',
    logFile: join(tempDir, 'jigap.stderr.log'),
  });
}

/** Each chosen section in the run's order; one that fails is reported and the others still run. */
async function runSections(report: Report, chosen: readonly Section<unknown>[], tempDir: string, jigap: BenchContext['jigap']): Promise<void> {
  for (const id of RUN_ORDER) {
    const section = chosen.find((candidate) => candidate.id === id);
    if (!section) continue;
    const ctx: BenchContext = {
      root: ROOT,
      dist: DIST,
      tempDir,
      settings,
      jigap,
      profileDir: profileDirOf(tempDir),
      log,
      warn: (message) => report.warnings.push(message),
      budget: (line) => report.budgets.push({ section: section.title, ...line } satisfies BudgetLine),
    };
    log(`— ${section.title} —`);
    try {
      report.sections[section.id] = await section.run(ctx);
    } catch (error) {
      report.sections[section.id] = null;
      report.errors.push({ section: section.title, message: errorText(error) });
    }
  }
  const tail = jigap.logTail(20).trim();
  if (tail) report.warnings.push(`The Jigap server wrote to stderr: ${tail.split('\n').slice(-3).join(' / ')}`);
}

/** Writes the report and says what it found; the exit code is 1 only when the bench itself failed. */
function finish(report: Report): number {
  report.meta.loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));
  report.meta.uptime.end = command('uptime', []);
  // The summary in the report's order.
  const order = SECTIONS.map((section) => section.title);
  report.budgets.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  writeReport(report, SECTIONS, REPORT);
  log(`wrote ${REPORT.markdown} and ${REPORT.json}`);
  for (const line of report.budgets) log(`${line.verdict.padEnd(4)}  ${line.check}: ${line.measured} (budget ${line.budget})`);
  for (const warning of report.warnings) log(`WARNING ${warning}`);
  for (const error of report.errors) console.error(`bench: ERROR in ${error.section}: ${error.message}`);
  const over = report.budgets.filter((line) => line.verdict === 'OVER');
  if (over.length > 0) log(`${over.length} budget(s) over — reported, not asserted.`);
  return report.errors.length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const report = newReport();
  log(`uptime: ${report.meta.uptime.start ?? '?'}`);
  const tempDir = mkdtempSync(join(tmpdir(), 'jigap-bench-'));
  installExitHooks(async () => {
    await stopAll();
    rmSync(tempDir, { recursive: true, force: true });
  });
  const chosen = SECTIONS.filter((section) => settings.sections[section.id]);
  try {
    const jigap = await prepare(report, chosen, tempDir);
    await runSections(report, chosen, tempDir, jigap);
  } catch (error) {
    report.errors.push({ section: 'setup', message: errorText(error) });
  } finally {
    await stopAll();
    rmSync(tempDir, { recursive: true, force: true });
  }
  return finish(report);
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('bench: crashed:', error);
    await stopAll().catch(() => undefined);
    process.exit(1);
  },
);
