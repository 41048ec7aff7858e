// Loaded into a server under measurement (`node --import tsx --import <this file>`): records a CPU
// profile of this process with V8's sampler (node:inspector, in-process) on the bench's word, so
// the process measured is the one profiled, in whatever state the run has left it. The bench talks
// to it over a Unix socket `<JIGAP_BENCH_PROFILE_DIR>/<pid>.sock` (bench/lib/cpu-profile.ts):
// `start <interval µs>` begins a profile, `stop <file>` ends it and writes it (a .cpuprofile, the
// format Chrome's DevTools open); `state` answers what the process carries that a request pays for
// (an enabled AsyncLocalStorage, the heap); `stop` also answers the garbage collector's pauses during
// the profile; each answers `ok [json]` or `error <message>`. Nothing
// runs until then.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createServer } from 'node:net';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { join } from 'node:path';

const dir = process.env.JIGAP_BENCH_PROFILE_DIR;
if (dir) {
  let session: Session | null = null;
  // V8's pauses while a profile runs: each stops every request in flight, so they make the tail.
  let pauses: PerformanceEntry[] = [];
  const gcObserver = new PerformanceObserver((list) => void pauses.push(...list.getEntries()));
  const post = <T>(method: string, params?: object): Promise<T> =>
    new Promise((resolve, reject) => session!.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))));

  /**
   * Whether an AsyncLocalStorage of the process is enabled: on Node 20 each one then writes its
   * store onto every new asynchronous resource (a timer here) under its own symbol, which every
   * nextTick, promise and socket of every request pays for.
   */
  const asyncLocalStorageEnabled = (): boolean => {
    const timer = setTimeout(() => undefined, 0);
    clearTimeout(timer);
    return Object.getOwnPropertySymbols(timer).some((symbol) => symbol.description === 'kResourceStore');
  };

  const commands: Record<string, (argument: string) => Promise<string | void>> = {
    async state() {
      return JSON.stringify({ asyncLocalStorageEnabled: asyncLocalStorageEnabled(), heapUsedMB: Math.round(process.memoryUsage().heapUsed / 1e6) });
    },
    async start(argument) {
      session ??= new Session();
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: Number(argument) || 500 });
      await post('Profiler.start');
      pauses = [];
      gcObserver.observe({ entryTypes: ['gc'] });
    },
    async stop(file) {
      if (!session) throw new Error('no profile under way');
      const { profile } = await post<{ profile: unknown }>('Profiler.stop');
      await post('Profiler.disable');
      session.disconnect();
      session = null;
      writeFileSync(file, JSON.stringify(profile));
      pauses.push(...gcObserver.takeRecords());
      gcObserver.disconnect();
      const durations = pauses.map((entry) => entry.duration);
      return JSON.stringify({ gc: { count: durations.length, totalMs: durations.reduce((sum, ms) => sum + ms, 0), maxMs: Math.max(0, ...durations) } });
    },
  };

  const server = createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) return;
      const [name = '', ...rest] = text.slice(0, end).split(' ');
      const command = commands[name];
      (command ? command(rest.join(' ')) : Promise.reject(new Error(`unknown command '${name}'`))).then(
        (answer) => socket.end(answer ? `ok ${answer}\n` : 'ok\n'),
        (error: unknown) => socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
    socket.on('error', () => undefined);
  });
  server.listen(join(dir, `${process.pid}.sock`));
  // The agent never keeps the server alive.
  server.unref();
}
