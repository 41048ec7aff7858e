// The reference server and the Vite dev server as child processes on free ports: what a
// maintainer runs as `npm run serve` beside `npm run dev`, for cert:diff --visual and the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface LocalServer {
  url: string;
  /** What the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function run(argsFor: (port: number) => string[], env: Record<string, string>, ready: string, timeoutMs: number): Promise<LocalServer> {
  const port = await freePort();
  const args = argsFor(port);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${log}`);
    try {
      const response = await fetch(`${url}${ready}`);
      if (response.status < 500 || response.status === 503) return { url, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error(`${args.join(' ')} did not start:\n${log}`);
}

/** `npm run serve` on a free port with a new SQLite file (seeded with the demo personas). */
export async function startApiServer(env: Record<string, string> = {}): Promise<LocalServer> {
  const dir = mkdtempSync(join(tmpdir(), 'jigap-api-'));
  const server = await run(() => ['--import', 'tsx', 'server/main.ts'], { JIGAP_DB: join(dir, 'jigap.db'), JIGAP_SIM_LATENCY_MS: '300', LOG_LEVEL: 'warn', ...env }, '/api/check', 60_000);
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface DevServerOptions {
  /** A server already running that `/api`, `/sim`… are forwarded to; without one, `npm run dev` starts its own (scripts/vite/reference-server.ts). */
  apiUrl?: string;
  /** Another catalogue folder than certificates/ (the dev server's and the server it starts). */
  certificatesDir?: string;
}

/**
 * The dev server's own settings over the caller's environment. NODE_ENV is development whatever the
 * caller's is: a process that ran `vite build` in itself (the bench's form section) has
 * NODE_ENV=production, and a dev server started with it builds a production client
 * (`import.meta.env.DEV` false: no /dev/catalogue, which then answers as an unknown page).
 */
export function devServerEnv(options: DevServerOptions, dataDir: string | undefined): Record<string, string> {
  const env: Record<string, string> = options.apiUrl ? { JIGAP_API_URL: options.apiUrl } : { JIGAP_DB: join(dataDir!, 'jigap.db'), JIGAP_SIM_LATENCY_MS: '300' };
  if (options.certificatesDir) env.JIGAP_CERTIFICATES_DIR = options.certificatesDir;
  return { ...env, NODE_ENV: 'development' };
}

/** `npm run dev` (the Vite dev server with the project's vite.config.ts) on a free port. */
export async function startDevServer(options: DevServerOptions): Promise<LocalServer> {
  // The server `npm run dev` starts keeps its data in a new SQLite file, removed with it.
  const data = options.apiUrl ? undefined : mkdtempSync(join(tmpdir(), 'jigap-dev-'));
  const env = devServerEnv(options, data);
  const server = await run((port) => [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--clearScreen', 'false'], env, '/', 60_000);
  return {
    ...server,
    async stop() {
      await server.stop();
      if (data) rmSync(data, { recursive: true, force: true });
    },
  };
}
