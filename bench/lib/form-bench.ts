import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import type { FormBenchResult } from '../form-bench.tsx';
import { KEEP_NAMES_SHIM } from './route-js.ts';
import type { Session } from './session.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/**
 * Builds bench/form-bench.html with the project's vite.config.ts (its plugins) into `outDir`:
 * only this entry, so nothing of dist/ is touched. Returns the build time.
 */
export async function buildFormBench(root: string, outDir: string): Promise<number> {
  const { build } = await import('vite');
  const started = Date.now();
  // `vite build` sets NODE_ENV=production in the process that runs it: the bench's later children
  // (the preview section's dev server) must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: join(root, 'vite.config.ts'),
      root,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        reportCompressedSize: false,
        rollupOptions: { input: join(root, 'bench', 'form-bench.html') },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return Date.now() - started;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1 and forwards /api/* to the Jigap server with the persona's cookies,
 * so that the widgets' lookups (시도, 시군구…) answer as they do on the real page.
 */
export async function serveStatic(dir: string, api: { url: string; session: Session }): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x/');
    if (url.pathname.startsWith('/api/')) {
      fetch(api.url + url.pathname + url.search, { headers: { cookie: api.session.cookieHeader, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
        .then(async (upstream) => {
          const body = Buffer.from(await upstream.arrayBuffer());
          response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
          response.end(body);
        })
        .catch((error: unknown) => {
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(String(error));
        });
      return;
    }
    const file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FormBenchRun extends FormBenchResult {
  pageErrors: string[];
}

/** Opens the built bench page in a fresh phone-sized context and runs the timings in the page. */
export async function runFormBench(
  browser: Browser,
  pageUrl: string,
  options: { edoc: string; sample: Record<string, unknown>; mounts: number; validations: number },
): Promise<FormBenchRun> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) pageErrors.push(`${response.status()} for ${decodeURI(new URL(response.url()).pathname)}`);
    });
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(() => window.formBench !== undefined, undefined, { timeout: 10_000 });
    const result = await page.evaluate((args) => {
      const bench = window.formBench;
      if (!bench) throw new Error('window.formBench is missing');
      return bench.run(args);
    }, options);
    return { ...result, pageErrors };
  } finally {
    await context.close().catch(() => undefined);
  }
}

