// Minimal types for the parts of autocannon 8 the bench uses (the package ships none and
// @types/autocannon is not installed).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    title?: string;
    /** Return the raw result of this instance, to merge several with aggregateResult. */
    skipAggregateResult?: boolean;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9?: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    samples: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
    warmup?: Result;
  }

  /** What a run with skipAggregateResult returns: counters and encoded histograms. */
  export interface RawResult {
    latencies: string;
    requests: string;
    throughput: string;
    totalCompletedRequests: number;
    totalRequests: number;
    totalBytes: number;
    samples: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    /** seconds */
    duration: number;
  }

  export interface Instance<R> extends PromiseLike<R> {
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  /** The callback form: the instance is an event emitter, not a promise. */
  export interface Tracker {
    /** Each response: its status, its bytes and its latency in milliseconds (hrtime, with fractions). */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    stop(): void;
  }

  function autocannon(options: Options & { skipAggregateResult: true }): Instance<RawResult>;
  function autocannon(options: Options): Instance<Result>;
  function autocannon(options: Options & { skipAggregateResult: true }, callback: (error: Error | null, result: RawResult) => void): Tracker;
  namespace autocannon {
    /** Merges raw results; only the latency histogram and the counters are meaningful. */
    function aggregateResult(results: RawResult[], options?: Partial<Options>): Result;
  }
  export default autocannon;
}
