import autocannon, { type Options, type RawResult } from 'autocannon';
import { treeCpuUs } from './proc-tree.ts';
import { roundTo } from './stats.ts';

export interface LoadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  id: string;
  request: LoadRequest;
  connections: number;
  /** The server's process, whose CPU time per request is reported with its children's (Linux: /proc). */
  serverPid?: number;
  /** The database server's process (PostgreSQL's postmaster), whose CPU per request is reported with its backends'. */
  databasePid?: number;
  /** The statements the server has sent to its database so far, read between slices (bench/lib/statements.ts). */
  statements?: () => Promise<number | null>;
}

export interface LoadSettings {
  /** Measured seconds per endpoint, split into `rounds` slices. */
  durationS: number;
  /** Unmeasured seconds per endpoint before the first slice. */
  warmupS: number;
  rounds: number;
}

export interface RoundFigures {
  reqPerSec: number;
  p99Ms: number;
}

export interface LoadFigures {
  url: string;
  connections: number;
  /** Measured seconds, all slices together. */
  durationS: number;
  warmupS: number;
  /** Completed requests / measured seconds. */
  reqPerSec: number;
  totalRequests: number;
  /** Requests sent: the completed ones and those in flight when a slice ended (which the server still served). */
  sentRequests: number;
  /** Bytes read (headers and bodies) during the measured slices. */
  bytes: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  resets: number;
  rounds: RoundFigures[];
  /**
   * CPU time per request sent, user + system, in microseconds: the server's processes (all their
   * threads; null where /proc cannot tell), the database server's (null without one) and the load
   * generator's (this process), over the slices and the serving of what was in flight when each
   * ended. A steadier figure than req/s on a shared machine: it says what one request costs.
   */
  cpuUsPerRequest: { server: number | null; database: number | null; client: number };
  /** Statements sent to the database per request sent, counted like the CPU time (null where not counted). */
  statementsPerRequest: number | null;
  warmup: { totalRequests: number; non2xx: number; errors: number; statusCodes: Record<string, number> } | null;
}

const codes = (stats: Record<string, { count: number }>): Record<string, number> =>
  Object.fromEntries(Object.entries(stats).map(([code, { count }]) => [code, count]));

/**
 * Every 2xx response's latency as measured by autocannon (hrtime, fractions of a millisecond):
 * its own histogram keeps whole milliseconds, too coarse for a p99 of 7 to 12 ms compared as a
 * ratio (1 ms is 10 % of it). A slice's latencies are kept exactly and sorted once.
 */
class Latencies {
  private values = new Float64Array(1 << 16);
  size = 0;

  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }

  sorted(): Float64Array {
    return this.values.slice(0, this.size).sort();
  }
}

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: Float64Array, share: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] as number);

const merge = (parts: Float64Array[]): Float64Array => {
  const all = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all.sort();
};

const round3 = (value: number): number => roundTo(value, 3);

/** One autocannon run, with the exact latency of each 2xx response. */
function measure(options: Options & { skipAggregateResult: true }): Promise<{ raw: RawResult; latencies: Float64Array }> {
  return new Promise((resolve, reject) => {
    const latencies = new Latencies();
    const instance = autocannon(options, (error, raw) => (error ? reject(error) : resolve({ raw, latencies: latencies.sorted() })));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.add(responseTime);
    });
  });
}

const ownCpuUs = (): number => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

/** What a job has spent over its measured slices: CPU time (µs) and statements. */
interface Spent {
  server: number | null;
  database: number | null;
  client: number;
  statements: number | null;
}

/** The counters a slice's cost is the difference of; null where one cannot be read. */
async function meter(job: LoadJob): Promise<Spent> {
  return {
    server: treeCpuUs(job.serverPid),
    database: job.databasePid ? treeCpuUs(job.databasePid) : null,
    client: ownCpuUs(),
    statements: job.statements ? await job.statements() : null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The meters once the server has finished the requests still in flight when the slice ended
 * (autocannon stops with up to one request per connection unanswered, which the server still
 * serves): read every 50 ms until neither the statements nor the server's CPU time move (at most
 * 3 s). The load generator's own time is the one at the slice's end.
 */
async function settled(job: LoadJob): Promise<Spent> {
  const end = await meter(job);
  let last = end;
  const deadline = Date.now() + 3000;
  for (;;) {
    await sleep(50);
    const next = await meter(job);
    const statementsQuiet = next.statements === null || last.statements === null || next.statements - last.statements <= 1;
    const cpuQuiet = next.server === null || last.server === null || next.server - last.server <= 10_000;
    if ((statementsQuiet && cpuQuiet) || Date.now() > deadline) return { ...next, client: end.client };
    last = next;
  }
}

const added = (sum: number | null, before: number | null, after: number | null): number | null =>
  sum === null || before === null || after === null ? null : sum + after - before;

function addSpent(spent: Spent, before: Spent, after: Spent): void {
  spent.server = added(spent.server, before.server, after.server);
  spent.database = added(spent.database, before.database, after.database);
  spent.client += after.client - before.client;
  spent.statements = added(spent.statements, before.statements, after.statements);
}

const perRequest = (total: number | null, requests: number): number | null => (total === null || requests === 0 ? null : round3(total / requests));

const options = (job: LoadJob, durationS: number) => ({
  url: job.request.url,
  method: job.request.method,
  headers: job.request.headers,
  ...(job.request.body === undefined ? {} : { body: job.request.body }),
  connections: job.connections,
  duration: durationS,
});

/** One unmeasured slice of a job's load (e.g. while it is profiled): the requests sent and the server's CPU time they cost. */
export async function sliceCost(job: LoadJob, durationS: number): Promise<{ sentRequests: number; serverCpuUs: number | null }> {
  const before = await meter(job);
  const slice = await measure({ ...options(job, durationS), skipAggregateResult: true });
  const after = await settled(job);
  return { sentRequests: slice.raw.totalRequests, serverCpuUs: after.server === null || before.server === null ? null : after.server - before.server };
}

/**
 * Drives every job from this (the bench's) process against servers in other processes.
 * Each job is first warmed up, then the measured time is cut into `rounds` slices run in turn
 * (A B, B A, A B…), so that a neighbour's burst on a shared machine falls on every endpoint
 * rather than on one: ratios between endpoints hold better than a single long run each.
 * The slices' latencies are merged, so the percentiles are those of all requests.
 */
export async function runInterleaved(
  jobs: LoadJob[],
  settings: LoadSettings,
  onProgress: (message: string) => void = () => undefined,
): Promise<Map<string, LoadFigures>> {
  const warmups = new Map<string, LoadFigures['warmup']>();
  for (const job of jobs) {
    if (settings.warmupS <= 0) {
      warmups.set(job.id, null);
      continue;
    }
    onProgress(`warm-up ${job.request.method} ${new URL(job.request.url).pathname} (${settings.warmupS} s)`);
    const warm = await autocannon(options(job, settings.warmupS));
    warmups.set(job.id, { totalRequests: warm.requests.total, non2xx: warm.non2xx, errors: warm.errors, statusCodes: codes(warm.statusCodeStats) });
  }

  const raws = new Map<string, RawResult[]>(jobs.map((job) => [job.id, []]));
  const latencies = new Map<string, Float64Array[]>(jobs.map((job) => [job.id, []]));
  const cpu = new Map<string, Spent>(jobs.map((job) => [job.id, { server: 0, database: job.databasePid ? 0 : null, client: 0, statements: job.statements ? 0 : null }]));
  const sliceS = settings.durationS / settings.rounds;
  for (let round = 0; round < settings.rounds; round++) {
    const order = round % 2 === 0 ? jobs : [...jobs].reverse();
    onProgress(`round ${round + 1}/${settings.rounds}: ${order.map((job) => new URL(job.request.url).pathname).join(', ')} (${sliceS} s each)`);
    for (const job of order) {
      const before = await meter(job);
      const slice = await measure({ ...options(job, sliceS), skipAggregateResult: true });
      const after = await settled(job);
      const spent = cpu.get(job.id);
      if (spent) addSpent(spent, before, after);
      raws.get(job.id)?.push(slice.raw);
      latencies.get(job.id)?.push(slice.latencies);
    }
  }

  const figures = new Map<string, LoadFigures>();
  for (const job of jobs) {
    const slices = raws.get(job.id) ?? [];
    const sliceLatencies = latencies.get(job.id) ?? [];
    const rounds = slices.map((slice, index) => ({
      reqPerSec: slice.duration > 0 ? slice.totalCompletedRequests / slice.duration : 0,
      p99Ms: round3(percentile(sliceLatencies[index] ?? new Float64Array(), 0.99)),
    }));
    const statusCodes: Record<string, number> = {};
    for (const slice of slices) {
      for (const [code, { count }] of Object.entries(slice.statusCodeStats)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
    const total = (pick: (slice: RawResult) => number) => slices.reduce((acc, slice) => acc + pick(slice), 0);
    const all = merge(sliceLatencies);
    const spent = cpu.get(job.id) ?? { server: null, database: null, client: 0, statements: null };
    const sum = all.reduce((acc, value) => acc + value, 0);
    const durationS = total((slice) => slice.duration);
    const totalRequests = total((slice) => slice.totalCompletedRequests);
    const sentRequests = total((slice) => slice.totalRequests);
    figures.set(job.id, {
      url: job.request.url,
      connections: job.connections,
      durationS,
      warmupS: settings.warmupS,
      reqPerSec: durationS > 0 ? totalRequests / durationS : 0,
      totalRequests,
      bytes: total((slice) => slice.totalBytes),
      p50Ms: round3(percentile(all, 0.5)),
      p90Ms: round3(percentile(all, 0.9)),
      p99Ms: round3(percentile(all, 0.99)),
      maxMs: round3(all.length > 0 ? (all[all.length - 1] as number) : 0),
      meanMs: round3(all.length > 0 ? sum / all.length : 0),
      non2xx: total((slice) => slice.non2xx),
      statusCodes,
      errors: total((slice) => slice.errors),
      timeouts: total((slice) => slice.timeouts),
      resets: total((slice) => slice.resets),
      rounds,
      sentRequests,
      cpuUsPerRequest: { server: perRequest(spent.server, sentRequests), database: perRequest(spent.database, sentRequests), client: perRequest(spent.client, sentRequests) ?? 0 },
      statementsPerRequest: perRequest(spent.statements, sentRequests),
      warmup: warmups.get(job.id) ?? null,
    });
  }
  return figures;
}
