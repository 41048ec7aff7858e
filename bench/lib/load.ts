import { readFileSync } from 'node:fs';
import autocannon, { type Options, type RawResult } from 'autocannon';
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
  /** The server's process, whose CPU time per request is reported (Linux: /proc/<pid>/stat). */
  serverPid?: number;
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
   * CPU time per completed request, user + system, in microseconds: the server's process (all
   * its threads; null where /proc cannot tell) and the load generator's (this process). A
   * steadier figure than req/s on a shared machine: it says what one request costs.
   */
  cpuUsPerRequest: { server: number | null; client: number };
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

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** A process's CPU time so far (user + system) in microseconds, or null where /proc is absent. */
function processCpuUs(pid: number | undefined): number | null {
  if (pid === undefined || pid <= 0) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces), from the state on: utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
  } catch {
    return null;
  }
}

const ownCpuUs = (): number => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

const options = (job: LoadJob, durationS: number) => ({
  url: job.request.url,
  method: job.request.method,
  headers: job.request.headers,
  ...(job.request.body === undefined ? {} : { body: job.request.body }),
  connections: job.connections,
  duration: durationS,
});

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
  const cpu = new Map<string, { server: number | null; client: number }>(jobs.map((job) => [job.id, { server: 0, client: 0 }]));
  const sliceS = settings.durationS / settings.rounds;
  for (let round = 0; round < settings.rounds; round++) {
    const order = round % 2 === 0 ? jobs : [...jobs].reverse();
    onProgress(`round ${round + 1}/${settings.rounds}: ${order.map((job) => new URL(job.request.url).pathname).join(', ')} (${sliceS} s each)`);
    for (const job of order) {
      const serverBefore = processCpuUs(job.serverPid);
      const clientBefore = ownCpuUs();
      const slice = await measure({ ...options(job, sliceS), skipAggregateResult: true });
      const serverAfter = processCpuUs(job.serverPid);
      const spent = cpu.get(job.id);
      if (spent) {
        spent.client += ownCpuUs() - clientBefore;
        spent.server = serverBefore === null || serverAfter === null || spent.server === null ? null : spent.server + serverAfter - serverBefore;
      }
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
    const spent = cpu.get(job.id) ?? { server: null, client: 0 };
    const sum = all.reduce((acc, value) => acc + value, 0);
    const durationS = total((slice) => slice.duration);
    const totalRequests = total((slice) => slice.totalCompletedRequests);
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
      cpuUsPerRequest: {
        server: spent.server === null || totalRequests === 0 ? null : round3(spent.server / totalRequests),
        client: totalRequests === 0 ? 0 : round3(spent.client / totalRequests),
      },
      warmup: warmups.get(job.id) ?? null,
    });
  }
  return figures;
}
