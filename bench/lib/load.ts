import autocannon, { type RawResult } from 'autocannon';

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
  warmup: { totalRequests: number; non2xx: number; errors: number; statusCodes: Record<string, number> } | null;
}

const codes = (stats: Record<string, { count: number }>): Record<string, number> =>
  Object.fromEntries(Object.entries(stats).map(([code, { count }]) => [code, count]));

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
 * The slices' latency histograms are merged, so the percentiles are those of all requests.
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
  const sliceS = settings.durationS / settings.rounds;
  for (let round = 0; round < settings.rounds; round++) {
    const order = round % 2 === 0 ? jobs : [...jobs].reverse();
    onProgress(`round ${round + 1}/${settings.rounds}: ${order.map((job) => new URL(job.request.url).pathname).join(', ')} (${sliceS} s each)`);
    for (const job of order) {
      const raw = await autocannon({ ...options(job, sliceS), skipAggregateResult: true });
      raws.get(job.id)?.push(raw);
    }
  }

  const figures = new Map<string, LoadFigures>();
  for (const job of jobs) {
    const slices = raws.get(job.id) ?? [];
    const rounds = slices.map((slice) => {
      const one = autocannon.aggregateResult([slice], { url: job.request.url, connections: job.connections });
      return { reqPerSec: slice.duration > 0 ? slice.totalCompletedRequests / slice.duration : 0, p99Ms: one.latency.p99 };
    });
    const statusCodes: Record<string, number> = {};
    for (const slice of slices) {
      for (const [code, { count }] of Object.entries(slice.statusCodeStats)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
    const total = (pick: (slice: RawResult) => number) => slices.reduce((acc, slice) => acc + pick(slice), 0);
    // aggregateResult merges the latency histograms (its request-rate histogram is not merged).
    const merged = autocannon.aggregateResult(
      slices.map((slice) => ({ ...slice, statusCodeStats: {} })),
      { url: job.request.url, connections: job.connections },
    );
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
      p50Ms: merged.latency.p50,
      p90Ms: merged.latency.p90,
      p99Ms: merged.latency.p99,
      maxMs: merged.latency.max,
      meanMs: merged.latency.mean,
      non2xx: total((slice) => slice.non2xx),
      statusCodes,
      errors: total((slice) => slice.errors),
      timeouts: total((slice) => slice.timeouts),
      resets: total((slice) => slice.resets),
      rounds,
      warmup: warmups.get(job.id) ?? null,
    });
  }
  return figures;
}
