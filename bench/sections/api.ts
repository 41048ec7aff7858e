import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext, Section, SectionView } from '../lib/bench.ts';
import { createSignedApplication, normalCertificate } from '../lib/certificates.ts';
import { PROFILE_AGENT_MODULE, PROFILE_DIR_ENV, profileWhile, SAMPLING_INTERVAL_US, summarise, type GcPauses, type ProcessState, type ProfileSummary, type SelfTime, processState } from '../lib/cpu-profile.ts';
import { atLeast, atMost, int, ms, pct, table } from '../lib/format.ts';
import { runInterleaved, sliceCost, type LoadFigures, type LoadJob, type RoundFigures } from '../lib/load.ts';
import { pairedRatio } from '../lib/stats.ts';
import { freePort, SERVER_NODE_FLAGS, startServer, type ServerProcess } from '../lib/proc.ts';
import { simLogin, type Session } from '../lib/session.ts';

/**
 * 2. API under load: each endpoint against a bare Fastify route (bench/bare-server.ts) in the
 * same run, from this process (autocannon) to the servers' own processes. The budgets are
 * ratios to the bare route (requests/s and p99), which a shared machine's load moves together.
 * To add a check, add a row to ENDPOINTS.
 */
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

export interface LoadTarget {
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
  /** Ratios to the bare route of the same run: requests/s at least, p99 and the server's CPU per request at most. */
  budget?: { minShareOfBare?: number; maxP99OfBare?: number; maxServerCpuOfBare?: number };
  /** For the report: what the call reads (e.g. the application prepared for it). */
  note?: string;
  /** Runs once before the load, e.g. creates the application a poll reads. */
  prepare?: (ctx: PrepareContext, session: Session | null) => Promise<Prepared>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The budgets are ratios within one run, to the bare Fastify route measured in the same
 * rounds: at least 70 % of its requests/s, a p99 at most 1.3 × its p99, and a server CPU per
 * request at most 1.4 × its own (the steadier figure on a shared machine).
 */
export const API_BUDGET = { minShareOfBare: 0.7, maxP99OfBare: 1.3, maxServerCpuOfBare: 1.4 } as const;

export const ENDPOINTS: LoadTarget[] = [
  { id: 'bare', title: 'bare Fastify route', server: 'bare', method: 'GET', path: '/bare', reference: true },
  {
    id: 'user-status',
    title: 'user status',
    server: 'jigap',
    method: 'GET',
    path: '/api/v1/user/status',
    persona: 'citizen',
    budget: API_BUDGET,
  },
  {
    // The polling call, on an application of the citizen created and signed through the
    // API and the simulated signing page (state SIGN_COMPLETED: it does not move during the load).
    id: 'application-poll',
    title: 'application polling',
    server: 'jigap',
    method: 'GET',
    path: '/api/v2/application/{id}',
    persona: 'citizen',
    budget: API_BUDGET,
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

export interface EndpointResult {
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
  /** The server's CPU per request over the bare route's (null for the bare route or without /proc). */
  serverCpuOfBare: number | null;
  /** status / bare req/s of each round, in order */
  roundShares: number[];
  /** status / bare p99 of each round, in order */
  roundP99Ratios: number[];
  budget: LoadTarget['budget'] | null;
  /** Where the server's time went under this call's load (a profiled slice after the measured rounds). */
  profile: ProfileSummary | null;
  /** The server's garbage-collector pauses during that profiled slice. */
  gc: GcPauses | null;
}

export interface ApiResult {
  settings: { connections: number; durationS: number; warmupS: number; rounds: number; profileS: number };
  servers: Record<string, { pid: number; url: string; command: string; env: Record<string, string>; stderrTail: string; state?: ProcessState | null }>;
  endpoints: EndpointResult[];
}

type Job = LoadJob & { target: LoadTarget; path: string; probe: EndpointResult['probe'] };

/** The bare Fastify server the Jigap routes are compared with, in a process of its own. */
async function startBare(ctx: BenchContext, api: ApiResult): Promise<ServerProcess> {
  const barePort = await freePort();
  ctx.log(`starting the bare Fastify server on port ${barePort}…`);
  const bare = await startServer({
    name: 'bare Fastify server',
    script: 'bench/bare-server.ts',
    cwd: ctx.root,
    // The profile agent as in the Jigap server: the two processes carry the same extra module.
    imports: [PROFILE_AGENT_MODULE],
    env: { NODE_ENV: 'production', [PROFILE_DIR_ENV]: ctx.profileDir },
    port: barePort,
    readyPath: '/bare',
    logFile: join(ctx.tempDir, 'bare.stderr.log'),
  });
  api.servers.bare = {
    pid: bare.pid,
    url: bare.url,
    command: `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx --import ./${PROFILE_AGENT_MODULE} bench/bare-server.ts`,
    env: { NODE_ENV: 'production', PORT: String(barePort) },
    stderrTail: '',
  };
  return bare;
}

/** Each endpoint's request, made once before the load (an answer that is not 2xx is a warning). */
async function prepareJobs(ctx: BenchContext, jigap: ServerProcess, bare: ServerProcess): Promise<Job[]> {
  const sessions = new Map<string, Promise<Session>>();
  const login = (persona: string): Promise<Session> => {
    let session = sessions.get(persona);
    if (!session) sessions.set(persona, (session = simLogin(jigap.url, persona)));
    return session;
  };
  const prep: PrepareContext = { jigap, bare, login };
  const jobs: Job[] = [];
  for (const target of ENDPOINTS) {
    const server = target.server === 'bare' ? bare : jigap;
    const session = target.persona ? await prep.login(target.persona) : null;
    const prepared = target.prepare ? await target.prepare(prep, session) : {};
    const path = prepared.path ?? target.path;
    const headers: Record<string, string> = { accept: 'application/json', ...prepared.headers };
    if (session) headers.cookie = session.cookieHeader;
    if (prepared.body !== undefined) headers['content-type'] ??= 'application/json';

    const probeResponse = await fetch(server.url + path, { method: target.method, headers, body: prepared.body ?? null, signal: AbortSignal.timeout(10_000) });
    const probe = { status: probeResponse.status, body: (await probeResponse.text()).slice(0, 300) };
    if (probe.status < 200 || probe.status > 299) ctx.warn(`${target.method} ${path} answered ${probe.status} before the load: ${probe.body}`);
    jobs.push({
      id: target.id,
      target,
      path,
      probe,
      connections: target.connections ?? ctx.settings.connections,
      serverPid: server.pid,
      request: { url: server.url + path, method: target.method, headers, ...(prepared.body === undefined ? {} : { body: prepared.body }) },
    });
  }
  return jobs;
}

/** An endpoint's figures, and how they compare with the bare route's (whole run and round by round). */
function endpointResult(job: Job, figures: LoadFigures, reference: LoadFigures | undefined): EndpointResult {
  const { target, path, probe } = job;
  const compared = reference && !target.reference && reference.reqPerSec > 0;
  const shareOfBare = compared ? figures.reqPerSec / reference.reqPerSec : null;
  const bareCpu = compared ? reference.cpuUsPerRequest.server : null;
  const serverCpuOfBare = bareCpu && figures.cpuUsPerRequest.server !== null ? figures.cpuUsPerRequest.server / bareCpu : null;
  const perRound = (ratio: (round: RoundFigures, bare: RoundFigures) => number | null): number[] =>
    compared
      ? figures.rounds.flatMap((round, index) => {
          const bareRound = reference.rounds[index];
          const value = bareRound ? ratio(round, bareRound) : null;
          return value === null ? [] : [value];
        })
      : [];
  const roundShares = perRound((round, bare) => (bare.reqPerSec > 0 ? round.reqPerSec / bare.reqPerSec : null));
  const roundP99Ratios = perRound((round, bare) => (bare.p99Ms > 0 ? round.p99Ms / bare.p99Ms : null));
  return {
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
    serverCpuOfBare,
    roundShares,
    roundP99Ratios,
    budget: target.budget ?? null,
    profile: null,
    gc: null,
  };
}

/** What went wrong under load, as warnings. */
function warnAboutLoad(ctx: BenchContext, label: string, figures: LoadFigures): void {
  if (figures.non2xx > 0) {
    const codes = Object.entries(figures.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${code} × ${int(count)}`)
      .join(', ');
    ctx.warn(`${label}: ${int(figures.non2xx)} non-2xx responses of ${int(figures.totalRequests)} under load (${codes}).`);
  }
  if (figures.warmup && figures.warmup.non2xx > 0) ctx.warn(`${label}: ${int(figures.warmup.non2xx)} non-2xx responses during the warm-up.`);
  if (figures.errors > 0 || figures.timeouts > 0) ctx.warn(`${label}: ${int(figures.errors)} connection errors, ${int(figures.timeouts)} timeouts under load.`);
}

/** "84 % (median of 9 rounds; whole run 81 %: …; rounds 40 %–104 %)": the verdict's figure first, then what it comes from. */
function pairedText(verdict: ReturnType<typeof pairedRatio>, format: (value: number) => string, wholeRun: string): string {
  if (verdict.basis === 'whole run') return `${format(verdict.value)} (${wholeRun})`;
  const { rounds } = verdict;
  return `${format(verdict.value)} (median of ${rounds.length} rounds, ${format(Math.min(...rounds))}–${format(Math.max(...rounds))}; whole run ${wholeRun})`;
}

/**
 * The endpoint's budget lines: its req/s and its p99 against the bare route's, judged on the
 * median of the rounds' ratios (stats.ts pairedRatio), and its CPU per request over the run.
 */
function budgetLines(ctx: BenchContext, label: string, job: Job, result: EndpointResult, reference: LoadFigures | undefined): void {
  const { target } = job;
  const { figures, shareOfBare, roundShares, roundP99Ratios } = result;
  const times = (value: number) => `${value.toFixed(2)} ×`;
  if (target.budget?.minShareOfBare !== undefined) {
    const share = shareOfBare === null ? null : pairedRatio(shareOfBare, roundShares);
    ctx.budget({
      check: `${label} req/s vs bare (${job.connections} conn.)`,
      measured: share === null ? 'no bare figure' : pairedText(share, pct, `${pct(shareOfBare ?? 0)}: ${int(figures.reqPerSec)} vs ${int(reference?.reqPerSec ?? 0)} req/s`),
      budget: `≥ ${pct(target.budget.minShareOfBare)}`,
      verdict: share === null ? 'n/a' : atLeast(share.value, target.budget.minShareOfBare),
    });
  }
  if (target.budget?.maxServerCpuOfBare !== undefined) {
    const ratio = result.serverCpuOfBare;
    ctx.budget({
      check: `${label} server CPU per request vs bare`,
      measured: ratio === null ? 'no CPU figure (/proc)' : `${times(ratio)} (${figures.cpuUsPerRequest.server?.toFixed(1)} vs ${reference?.cpuUsPerRequest.server?.toFixed(1)} µs)`,
      budget: `≤ ${target.budget.maxServerCpuOfBare} ×`,
      verdict: ratio === null ? 'n/a' : atMost(ratio, target.budget.maxServerCpuOfBare),
    });
  }
  if (target.budget?.maxP99OfBare !== undefined) {
    const wholeRun = reference && !target.reference && reference.p99Ms > 0 ? figures.p99Ms / reference.p99Ms : null;
    const p99 = wholeRun === null ? null : pairedRatio(wholeRun, roundP99Ratios);
    ctx.budget({
      check: `${label} p99 latency vs bare (${job.connections} conn.)`,
      measured: p99 === null ? `${ms(figures.p99Ms)} (no bare figure)` : pairedText(p99, times, `${times(wholeRun ?? 0)}: ${ms(figures.p99Ms)} vs ${ms(reference?.p99Ms ?? 0)}`),
      budget: `≤ ${target.budget.maxP99OfBare} ×`,
      verdict: p99 === null ? 'n/a' : atMost(p99.value, target.budget.maxP99OfBare),
    });
  }
}

/** What each server carries that its requests pay for, read by its agent before the load; an enabled AsyncLocalStorage is a warning. */
async function recordStates(ctx: BenchContext, api: ApiResult, servers: Record<string, ServerProcess>): Promise<void> {
  for (const [name, server] of Object.entries(servers)) {
    const entry = api.servers[name];
    if (!entry) continue;
    entry.state = await processState(ctx.profileDir, server.pid).catch(() => null);
    if (entry.state?.asyncLocalStorageEnabled) {
      ctx.warn(`The ${server.name} had an AsyncLocalStorage enabled when measured: on Node 20 every request pays for it (nextTick and async_hooks frames in its profile).`);
    }
  }
}

/** Seconds of load each endpoint is profiled for, after the measured rounds. */
const PROFILE_S = 3;
/** The .cpuprofile files are kept in this folder when it is set (open them in Chrome's DevTools). */
const KEEP_PROFILES_ENV = 'JIGAP_BENCH_PROFILES_DIR';

/**
 * Each endpoint's load once more, unmeasured, with its server profiled (V8's sampler, in the
 * process measured above): self time per function and module, and what each costs a request.
 */
async function profileEndpoints(ctx: BenchContext, jobs: Job[], results: EndpointResult[]): Promise<void> {
  const keep = process.env[KEEP_PROFILES_ENV];
  if (keep) mkdirSync(keep, { recursive: true });
  for (const job of jobs) {
    const result = results.find((candidate) => candidate.id === job.id);
    if (!result || job.serverPid === undefined) continue;
    ctx.log(`  profiling ${job.request.method} ${job.path} (${PROFILE_S} s)…`);
    const file = join(ctx.profileDir, `${job.id}.cpuprofile`);
    try {
      const { result: cost, profile, gc } = await profileWhile(ctx.profileDir, job.serverPid, file, () => sliceCost(job, PROFILE_S));
      result.profile = summarise(profile, cost.sentRequests, cost.serverCpuUs);
      result.gc = gc;
      if (keep) copyFileSync(file, join(keep, `${job.id}.cpuprofile`));
    } catch (error) {
      ctx.warn(`The profile of ${job.request.method} ${job.path} failed: ${(error as Error).message}`);
    }
  }
}

async function run(ctx: BenchContext): Promise<ApiResult> {
  const { settings, jigap } = ctx;
  const api: ApiResult = {
    settings: { connections: settings.connections, durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds, profileS: PROFILE_S },
    servers: {},
    endpoints: [],
  };
  api.servers.jigap = {
    pid: jigap.pid,
    url: jigap.url,
    command: `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx --import ./${PROFILE_AGENT_MODULE} server/main.ts`,
    env: { NODE_ENV: 'production', JIGAP_DB: '<temp dir>/jigap.db', PORT: new URL(jigap.url).port, LOG_LEVEL: process.env.LOG_LEVEL || 'info (default)' },
    stderrTail: '',
  };
  const bare = await startBare(ctx, api);
  const jobs = await prepareJobs(ctx, jigap, bare);
  await recordStates(ctx, api, { jigap, bare });

  ctx.log(`load: ${jobs.length} endpoints, ${settings.connections} connections, ${settings.warmupS} s warm-up each, ` + `then ${settings.durationS} s each in ${settings.rounds} alternating rounds…`);
  const results = await runInterleaved(jobs, { durationS: settings.durationS, warmupS: settings.warmupS, rounds: settings.rounds }, (message) => ctx.log(`  ${message}`));

  const referenceJob = jobs.find((job) => job.target.reference);
  const reference = referenceJob ? results.get(referenceJob.id) : undefined;
  for (const job of jobs) {
    const figures = results.get(job.id);
    if (!figures) continue;
    const label = `${job.target.method} ${job.path}`;
    const cpu = figures.cpuUsPerRequest;
    ctx.log(
      `${label}: ${int(figures.reqPerSec)} req/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, non-2xx ${int(figures.non2xx)}, ` +
        `CPU per request: server ${cpu.server === null ? '—' : `${cpu.server.toFixed(1)} µs`}, load generator ${cpu.client.toFixed(1)} µs`,
    );
    const result = endpointResult(job, figures, reference);
    api.endpoints.push(result);
    warnAboutLoad(ctx, label, figures);
    budgetLines(ctx, label, job, result, reference);
  }
  await profileEndpoints(ctx, jobs, api.endpoints);
  for (const [name, server] of [
    ['jigap', jigap],
    ['bare', bare],
  ] as const) {
    const tail = server.logTail(20).trim();
    const entry = api.servers[name];
    if (entry) entry.stderrTail = tail;
    if (tail) ctx.warn(`The ${server.name} wrote to stderr (last lines in bench/report.json).`);
  }
  return api;
}

/** How the two servers were run and driven, before the figures. */
function introduction(result: ApiResult, view: SectionView): string[] {
  const { servers } = result;
  const s = result.settings;
  const describe = (name: string) => {
    const server = servers[name];
    if (!server) return '';
    const env = Object.entries(server.env)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    const state = server.state ? `; when measured: ${server.state.heapUsedMB} MB of heap, AsyncLocalStorage ${server.state.asyncLocalStorageEnabled ? '**enabled**' : 'off'}` : '';
    return `\`${server.command}\` (pid ${server.pid}, ${env}${state})`;
  };
  return [
    `Two servers in their own processes, driven by autocannon from the bench process (pid ${view.benchPid}): ` +
      `${s.connections} connections; each endpoint warmed up for ${s.warmupS} s (not counted), then measured for ${s.durationS} s in total, ` +
      `cut into ${s.rounds} rounds of ${s.durationS / s.rounds} s run in turn (A B, B A, …) so that bursts of other jobs on the machine ` +
      'fall on every endpoint. req/s = completed requests / measured time; latency percentiles over all measured requests.',
    '',
    `- Jigap: ${describe('jigap')}; requests carry the \`jigap_session\` and \`jigap_device\` cookies of \`/sim/login\`.`,
    `- Bare: ${describe('bare')}; \`GET /bare\` answers \`{"result":{"joined":true,"certificateStatus":"ACTIVE"}}\` with no plugins or logging.`,
    '- autocannon runs on one thread of the bench process, on the same cores as the servers: the bare figure is bounded by the load generator as much as by Fastify.',
    ...result.endpoints.flatMap((endpoint) => (endpoint.note ? [`- ${endpoint.method} \`${endpoint.path}\`: ${endpoint.note}.`] : [])),
    '',
  ];
}

/** One row an endpoint: throughput, CPU, latency, sizes and failures. */
function figuresTable(endpoints: readonly EndpointResult[]): string {
  return table(
    ['Endpoint', 'Server', 'req/s', 'vs bare', 'Server CPU / request', 'Load generator CPU / request', 'p50', 'p90', 'p99', 'max', 'Requests', 'Bytes / response', 'non-2xx', 'Errors / timeouts'],
    endpoints.map((endpoint) => {
      const f = endpoint.figures;
      const serverCpu = f.cpuUsPerRequest.server;
      return [
        `${endpoint.method} \`${endpoint.path}\``,
        endpoint.server,
        int(f.reqPerSec),
        endpoint.shareOfBare === null ? '—' : pct(endpoint.shareOfBare),
        serverCpu === null ? '—' : `${serverCpu.toFixed(1)} µs${endpoint.serverCpuOfBare === null ? '' : ` (${endpoint.serverCpuOfBare.toFixed(2)} ×)`}`,
        `${f.cpuUsPerRequest.client.toFixed(1)} µs`,
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
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

/** Each round's req/s and p99 (the spread shows how noisy the machine was); nothing for a single round. */
function roundsTable(endpoints: readonly EndpointResult[]): string[] {
  const roundCount = Math.max(...endpoints.map((endpoint) => endpoint.figures.rounds.length));
  if (roundCount <= 1) return [];
  return [
    'req/s and p99 of each round, and each round\'s ratios to the bare route\'s (the verdicts take their median; the spread shows how noisy the machine was):',
    '',
    table(
      ['Endpoint', ...Array.from({ length: roundCount }, (_, index) => `Round ${index + 1}`)],
      endpoints.flatMap((endpoint) => [
        [`${endpoint.method} \`${endpoint.path}\``, ...endpoint.figures.rounds.map((round) => `${int(round.reqPerSec)} req/s, p99 ${ms(round.p99Ms)}`)],
        ...(endpoint.roundShares.length > 0 ? [['↳ req/s vs bare', ...endpoint.roundShares.map((share) => pct(share))]] : []),
        ...(endpoint.roundP99Ratios.length > 0 ? [['↳ p99 vs bare', ...endpoint.roundP99Ratios.map((ratio) => `${ratio.toFixed(2)} ×`)]] : []),
      ]),
      ['l', ...Array.from({ length: roundCount }, () => 'r' as const)],
    ),
    '',
  ];
}

/** The status codes each endpoint answered under load, and before it. */
function statusLines(endpoints: readonly EndpointResult[]): string[] {
  const lines = endpoints.map((endpoint) => {
    const codes =
      Object.entries(endpoint.figures.statusCodes)
        .map(([code, count]) => `${code} × ${int(count)}`)
        .join(', ') || 'none';
    return `- ${endpoint.method} \`${endpoint.path}\`: ${codes}; before the load: ${endpoint.probe.status} \`${endpoint.probe.body.slice(0, 120)}\``;
  });
  return ['Status codes under load (and the single request made before it):', '', ...lines, ''];
}

/** Rows shown per table: each profile's top frames, merged. */
const TOP_FRAMES = 12;

const cost = (line: SelfTime | undefined): string =>
  line === undefined ? '—' : `${pct(line.share)}${line.usPerRequest === null ? '' : ` · ${line.usPerRequest.toFixed(1)} µs`}`;

/** One table of self times, a column per endpoint: the union of each profile's top lines, largest first. */
function sideBySide(profiled: readonly EndpointResult[], pick: (profile: ProfileSummary) => SelfTime[], first: string): string {
  const columns = profiled.map((endpoint) => new Map(pick(endpoint.profile!).map((line) => [line.name, line])));
  const names = new Set(profiled.flatMap((endpoint) => pick(endpoint.profile!).slice(0, TOP_FRAMES).map((line) => line.name)));
  const weight = (name: string) => Math.max(...columns.map((column) => column.get(name)?.usPerRequest ?? column.get(name)?.share ?? 0));
  const rows = [...names].sort((a, b) => weight(b) - weight(a)).map((name) => [name, ...columns.map((column) => cost(column.get(name)))]);
  const total = [
    '**whole request** (server CPU / request, all threads)',
    ...profiled.map((endpoint) => {
      const perRequest = endpoint.profile!.serverCpuUsPerRequest;
      return perRequest === null ? '—' : `**${perRequest.toFixed(1)} µs**`;
    }),
  ];
  return table([first, ...profiled.map((endpoint) => endpoint.title)], [...rows, total], ['l', ...profiled.map(() => 'r' as const)]);
}

/** Where each endpoint's server spends a request, beside the bare route's. */
function profileLines(result: ApiResult): string[] {
  const profiled = result.endpoints.filter((endpoint) => endpoint.profile !== null);
  if (profiled.length === 0) return [];
  return [
    `### Where a request's time goes`,
    '',
    `After the measured rounds each endpoint is loaded once more for ${result.settings.profileS} s (not counted above) while its server, the same process, records a CPU profile ` +
      `(V8's sampler every ${SAMPLING_INTERVAL_US} µs through \`node:inspector\`, bench/lib/profile-agent.ts). Each cell is a frame's self time: its share of the server's busy ` +
      "time · that share of the server's CPU per request over the profiled load. The sampler charges a frame with the time its thread spends there, waiting for a core included: " +
      "on a busy machine read the shares, and the system calls (`writev`, the loopback's delivery of the answer) carry the kernel's work as well as their own. Keep the " +
      `profiles with ${KEEP_PROFILES_ENV}=<dir> (Chrome's DevTools open them).`,
    '',
    'By function (the top of each, merged):',
    '',
    sideBySide(profiled, (profile) => profile.functions, 'Function (self time)'),
    '',
    'By module (a package, a file of the app, Node\'s own; compiled validators and serialisers are V8 code without a file):',
    '',
    sideBySide(profiled, (profile) => profile.modules, 'Module (self time)'),
    '',
    ...gcLines(profiled),
  ];
}

/**
 * The garbage collector's pauses over each profiled slice: a pause stops every request in flight,
 * so their length and number, not their share of the CPU, are what the p99 feels.
 */
function gcLines(profiled: readonly EndpointResult[]): string[] {
  const rows = profiled.flatMap((endpoint) => {
    const { gc, profile } = endpoint;
    if (!gc || !profile) return [];
    const perThousand = profile.requests > 0 ? (gc.count * 1000) / profile.requests : 0;
    const usPerRequest = profile.requests > 0 ? (gc.totalMs * 1000) / profile.requests : 0;
    return [[endpoint.title, int(gc.count), perThousand.toFixed(2), `${usPerRequest.toFixed(2)} µs`, ms(gc.maxMs)]];
  });
  if (rows.length === 0) return [];
  return [
    "The garbage collector's pauses over the same slices (`perf_hooks` gc entries in the server):",
    '',
    table(['Endpoint', 'Pauses', 'Per 1,000 requests', 'Paused per request', 'Longest'], rows, ['l', 'r', 'r', 'r', 'r']),
    '',
  ];
}

function markdown(result: ApiResult | null, view: SectionView): string[] {
  if (!result) return [];
  const out = introduction(result, view);
  if (view.budgetTable) out.push(view.budgetTable, '');
  const { endpoints } = result;
  if (endpoints.length === 0) return out;
  out.push(
    figuresTable(endpoints),
    '',
    'CPU per request is a process’s user and system time over the measured rounds (and the serving of the requests in flight when each ended) divided by the requests sent ' +
      '(the server: all its threads, from /proc; the load generator: this process). Both share the two cores, so a ' +
      'server that spends more per request also leaves the load generator less: req/s follows the sum.',
    '',
    ...roundsTable(endpoints),
    ...statusLines(endpoints),
    ...profileLines(result),
  );
  return out;
}

export const apiSection: Section<ApiResult> = { id: 'api', title: 'API under load', needsBuild: false, run, markdown };
