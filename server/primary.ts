import cluster from 'node:cluster';
import { KEY_PROBLEM_EXIT_CODE } from './encryption/master-key.ts';

/** A process that ends sooner than this after its start ended of something it met at start. */
const STEADY_MS = 30_000;
/** Replacing such a process waits this long, doubling with each one in a row, up to REPLACE_MAX_MS. */
const REPLACE_FIRST_MS = 1000;
const REPLACE_MAX_MS = 30_000;

/** How long to wait before replacing a process, after `quickEnds` processes in a row ended soon after their start. */
export const replacementDelayMs = (quickEnds: number): number => (quickEnds === 0 ? 0 : Math.min(REPLACE_FIRST_MS * 2 ** (quickEnds - 1), REPLACE_MAX_MS));

/**
 * JIGAP_PROCESSES=N: N server processes on this port (node:cluster hands out the connections).
 * They share nothing but the database, as processes on other machines would. One that ends is
 * replaced — at once when it had been running, later and later when processes keep ending soon
 * after their start, so that a fault no new process escapes is not a loop of starts. (The
 * database's absence is not such a fault: a process starts without it, server/serve.ts.)
 *
 * SIGINT and SIGTERM go on to every process once; each logs its closing and ends.
 */
export function runPrimary(processes: number): void {
  let stopping = false;
  let quickEnds = 0;
  const startedAt = new Map<number, number>();
  const pending = new Set<NodeJS.Timeout>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < processes; i++) start();
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (code === KEY_PROBLEM_EXIT_CODE && !stopping) {
      // No new process opens the data without its key: stop rather than start them in a loop.
      console.error(`[jigap] server process ${worker.process.pid} cannot open the database with these keys (said above); stopping`);
      stopAll('SIGTERM');
      process.exitCode = KEY_PROBLEM_EXIT_CODE;
      return;
    }
    if (stopping) return;
    quickEnds = lived < STEADY_MS ? quickEnds + 1 : 0;
    const delay = replacementDelayMs(quickEnds);
    console.error(`[jigap] server process ${worker.process.pid} ended (${signal ?? code}) after ${(lived / 1000).toFixed(1)} s; starting another${delay > 0 ? ` in ${delay / 1000} s` : ''}`);
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) start();
    }, delay);
    pending.add(timer);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
}
