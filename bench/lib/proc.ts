import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { temporaryKeyFile } from '../../scripts/lib/key-files.ts';
import serverNodeFlags from '../../server/node-flags.json';

/**
 * Child processes of the bench (the servers under load). Every child is registered here and
 * killed when the bench ends, however it ends: normal finish, a thrown error, Ctrl-C, SIGTERM.
 */
const children = new Set<ChildProcess>();
let hooksInstalled = false;

function killAllNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

/** Last-resort cleanup: synchronous kill on exit, and a clean stop on signals. */
export function installExitHooks(onSignal: () => Promise<void>): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping child processes`);
      const timer = setTimeout(() => process.exit(130), 5000);
      onSignal()
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(timer);
          process.exit(130);
        });
    });
  }
}

export { freePort } from '../../scripts/lib/local-servers.ts';

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** The file holding the child's stderr (stdout, the request log, is discarded). */
  logFile: string;
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/**
 * The V8 settings `npm start` gives the server (server/node-flags.json): every server the bench
 * starts — the Jigap server and the bare route alike — runs under them, so that the ratios
 * compare code, not runtimes.
 */
export const SERVER_NODE_FLAGS: readonly string[] = serverNodeFlags;

export interface StartOptions {
  name: string;
  /** Script run as `node --import tsx <script>` from the repository root. */
  script: string;
  cwd: string;
  env: Record<string, string>;
  port: number;
  /** Path polled until it answers (any status below 500, or 503 for maintenance). */
  readyPath: string;
  logFile: string;
  /** Keep stdout (the pino log) in this file instead of discarding it: only for servers not under load. */
  stdoutFile?: string;
  timeoutMs?: number;
  /** Node options before `--import tsx` (e.g. `--cpu-prof`). */
  nodeArgs?: readonly string[];
  /** Modules (TypeScript too) imported after tsx, before the script; a cluster's workers inherit them. */
  imports?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bench's environment without the JIGAP_* settings of the shell (maintenance, rate limit…). */
const inheritedEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('JIGAP_')));

/**
 * Starts `node <SERVER_NODE_FLAGS> --import tsx <script>` with no shell in between, so the pid is the server's.
 * stdout (a request log at info level would be megabytes a second under load) goes to
 * /dev/null so that neither a pipe nor the bench process slows the server down; stderr goes
 * to a file that is shown when the server fails to start. JIGAP_* variables of the shell are not
 * passed on: only those in `options.env` (LOG_LEVEL and the like still are).
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const errFd = openSync(options.logFile, 'w');
  const outFd = options.stdoutFile ? openSync(options.stdoutFile, 'w') : null;
  // A Jigap server gets a master key file of its own (apart from its data), gone with it.
  const key = options.script === 'server/main.ts' && !options.env.JIGAP_MASTER_KEY_FILE ? temporaryKeyFile() : null;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), '--import', 'tsx', ...(options.imports ?? []).flatMap((module) => ['--import', `./${module}`]), options.script], {
    cwd: options.cwd,
    env: { ...inheritedEnv(), ...options.env, ...key?.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', outFd ?? 'ignore', errFd],
  });
  closeSync(errFd);
  if (outFd !== null) closeSync(outFd);
  children.add(child);
  child.once('exit', () => {
    children.delete(child);
    key?.remove();
  });

  const logTail = (lines = 30) => {
    if (!existsSync(options.logFile)) return '';
    return readFileSync(options.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  };

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(2000)]);
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.name} exited during start (code ${child.exitCode}, signal ${child.signalCode}):\n${logTail()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} did not answer ${options.readyPath} within ${options.timeoutMs ?? 30_000} ms:\n${logTail()}`);
    }
    try {
      const response = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status < 500 || response.status === 503) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return { name: options.name, url, pid: child.pid ?? -1, logFile: options.logFile, logTail, stop };
}

export async function stopAll(): Promise<void> {
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }),
  );
}
