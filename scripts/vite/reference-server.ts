import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Connect, Logger, Plugin } from 'vite';

/** What the reference server answers; everything else is the client's, which Vite serves. */
export const SERVER_PREFIXES = ['/api', '/sim', '/partner', '/zzng_static'] as const;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const isServerPath = (url: string | undefined) => SERVER_PREFIXES.some((prefix) => url === prefix || url?.startsWith(`${prefix}/`) || url?.startsWith(`${prefix}?`));

/** Answers once the server at `url` does (anything under 500, or 503 while it starts), or fails. */
async function answering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the reference server ended before it answered:\n${output()}`);
    const status = await fetch(`${url}/api/check`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 0 && (status < 500 || status === 503)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the reference server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** `npm run serve`, as a child of the dev server: its output in Vite's log, its data in ./data/dev.db unless JIGAP_DB says otherwise. */
function startServer(port: number, logger: Logger): { child: ChildProcess; output: () => string } {
  // As `npm start`: the first run makes the key file (keys/master.key unless JIGAP_MASTER_KEY_FILE says otherwise).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--create-master-key'], {
    cwd: ROOT,
    env: { JIGAP_DB: './data/dev.db', LOG_LEVEL: 'warn', ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    // The channel ends when this process does, however it ends; the server closes with it (server/main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  const relay = (chunk: Buffer) => {
    const text = chunk.toString();
    log = (log + text).slice(-20_000);
    for (const line of text.split('\n').filter(Boolean)) logger.info(`[server] ${line}`, { timestamp: true });
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return { child, output: () => log };
}

/**
 * `npm run dev` alone is the whole product: the API, the simulated world and the bridge's static
 * catalogue come from the reference server, which this plugin starts beside the dev server (on a
 * free port) and stops with it. Requests for it wait until it answers rather than failing while it
 * starts. `JIGAP_API_URL` points the dev server at a server already running instead (the tests,
 * `cert:diff --visual`), and then nothing is started.
 */
export function referenceServer(): Plugin {
  const given = process.env.JIGAP_API_URL;
  let target = given;
  let started: { child: ChildProcess; ready: Promise<void> } | undefined;
  const stop = () => {
    if (started?.child.exitCode === null) started.child.kill('SIGTERM');
    started = undefined;
  };

  return {
    name: 'jigap-reference-server',
    apply: 'serve',

    async config(_, { mode }) {
      // Vitest runs Vite in serve mode too (mode 'test'): its tests answer the network themselves (MSW).
      if (!given && mode !== 'test') target = `http://127.0.0.1:${await freePort()}`;
      return target ? { server: { proxy: Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, target!])) } } : {};
    },

    configureServer(server) {
      if (given || !target || server.config.server.middlewareMode) return;
      const { child, output } = startServer(Number(new URL(target).port), server.config.logger);
      const ready = answering(target, child, output);
      started = { child, ready };
      ready.then(
        () => server.config.logger.info(`  reference server ready at ${target} (/api, /sim, /partner, /zzng_static)`, { timestamp: true }),
        (error: Error) => server.config.logger.error(error.message, { timestamp: true }),
      );
      server.httpServer?.once('close', stop);
      process.once('exit', stop);
      // Before Vite's own middlewares (the proxy among them): a request for the server waits until it answers.
      const hold: Connect.NextHandleFunction = (req, res, next) => {
        if (!isServerPath(req.url) || !started) return next();
        started.ready.then(
          () => next(),
          (error: Error) => {
            res.statusCode = 502;
            res.setHeader('content-type', 'text/plain; charset=utf-8');
            res.end(`npm run dev: ${error.message}`);
          },
        );
      };
      server.middlewares.use(hold);
    },

    closeBundle: stop,
  };
}
