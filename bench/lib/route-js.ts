import { chromium, type Browser, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { gzipSize, type JsFile } from './bundle.ts';


/**
 * tsx compiles the bench with esbuild's keepNames: a function given to page.evaluate carries
 * `__name(fn, "name")` calls for its inner named functions, which the page must define.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface LoadedJsFile extends JsFile {
  status: number;
  /** Bytes of the body on the wire as the server sent it (after its own compression). */
  wire: number | null;
  encoding: string | null;
}

export interface RouteJs {
  route: string;
  /** Where the page ended up; differs from `route` if the app redirected (an error page…). */
  finalPath: string;
  landedOnRoute: boolean;
  files: LoadedJsFile[];
  raw: number;
  gzip: number;
  failedRequests: string[];
  pageErrors: string[];
  elapsedMs: number;
}

export interface RouteJsOptions {
  /** Sign in first through /sim/login?persona=…&returnUrl=route; null opens the route directly. */
  persona?: string | null;
  timeoutMs?: number;
}

const isScript = (request: Request): boolean =>
  request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/**
 * The JavaScript a fresh phone-sized browser (empty cache) fetches to show `route`, counted
 * once the network is idle: each .js response is gzipped here at level 9, whatever encoding
 * the server chose, so the figure compares with the static one and with the budgets. This is
 * the measurement for any route, e.g. /issue/{edoc}: it follows the real dynamic imports
 * instead of a build manifest.
 */
export async function measureRouteJs(browser: Browser, baseUrl: string, route: string, options: RouteJsOptions = {}): Promise<RouteJs> {
  const persona = options.persona === undefined ? 'citizen' : options.persona;
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  const started = Date.now();
  try {
    const pending: Promise<LoadedJsFile | null>[] = [];
    const failedRequests: string[] = [];
    const pageErrors: string[] = [];

    context.on('requestfinished', (request) => {
      if (!isScript(request)) return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await request.sizes().catch(() => null);
          return {
            path: new URL(request.url()).pathname,
            raw: body.length,
            gzip: gzipSize(body),
            status: response.status(),
            wire: sizes ? sizes.responseBodySize : null,
            encoding: (await response.headerValue('content-encoding')) ?? null,
          };
        })(),
      );
    });
    context.on('requestfailed', (request) => {
      failedRequests.push(`${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? 'failed'}`);
    });

    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });

    const target =
      persona === null
        ? `${baseUrl}${route}`
        : `${baseUrl}/sim/login?${new URLSearchParams({ persona, returnUrl: route }).toString()}`;
    await page.goto(target, { waitUntil: 'networkidle', timeout: options.timeoutMs ?? 30_000 });

    const byPath = new Map<string, LoadedJsFile>();
    for (const file of await Promise.all(pending)) if (file) byPath.set(file.path, file);
    const files = [...byPath.values()].sort((a, b) => b.gzip - a.gzip);
    const finalPath = new URL(page.url()).pathname;
    return {
      route,
      finalPath,
      landedOnRoute: finalPath === new URL(route, 'http://x/').pathname,
      files,
      raw: files.reduce((total, file) => total + file.raw, 0),
      gzip: files.reduce((total, file) => total + file.gzip, 0),
      failedRequests,
      pageErrors,
      elapsedMs: Date.now() - started,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}
