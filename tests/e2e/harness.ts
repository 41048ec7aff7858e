import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { CLICK_GUARD_MS, type ClickGuardKind } from '../../src/lib/click-guard.ts';
import { temporaryKeyFile } from '../../scripts/lib/key-files.ts';
import { freePort } from '../../scripts/lib/local-servers.ts';
import { createDatabase } from '../../scripts/lib/postgres-server.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { backendOf, type Backend } from './databases';
import { keepDatabase } from './kept-databases';

/**
 * End-to-end harness: the real server (built client; a SQLite file in a temp folder, or a database
 * of its own on the run's PostgreSQL: tests/e2e/databases.ts) and Debian's Chromium driven by
 * playwright-core. No browser is ever downloaded.
 */
export { CHROMIUM_ARGS, CHROMIUM_PATH };
export const PHONE = { width: 360, height: 740 } as const;
export const SCREENSHOT_DIR = join(process.cwd(), 'screenshots');

export interface TestServer {
  url: string;
  /** The database it runs on (tests/e2e/databases.ts). */
  backend: Backend;
  /** A connection to its database, as the server's code reads and writes it; close it after use. */
  database(): Promise<Database>;
  stop(): Promise<void>;
  /** Stops and starts the same server on the same database and port. */
  restart(): Promise<void>;
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000; // generous: a loaded CI machine compiles the catalogue slowly
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/check`);
      if (response.status < 500 || response.status === 503) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/** The journey (spec file) under way, as `issuance` for tests/e2e/issuance.spec.ts. */
const journeyName = (): string => basename(expect.getState().testPath ?? 'unknown').replace(/\.spec\.ts$/, '');

/** How many servers the journey under way has started (its next server's index in tests/e2e/databases.ts). */
let serversStarted = 0;

/** A new database for one server on the run's PostgreSQL (started by tests/e2e/databases.setup.ts). */
async function newPostgresDatabase(journey: string): Promise<string> {
  const admin = inject('e2ePostgresAdminUrl');
  if (!admin) throw new Error('no PostgreSQL for this run: tests/e2e/databases.setup.ts starts one (vitest.e2e.config.ts)');
  return (await createDatabase(admin, `e2e_${journey.replaceAll('-', '_')}`)).url;
}

/**
 * The reference server (`server/main.ts`) on a free port, on a new SQLite file or a new PostgreSQL
 * database as tests/e2e/databases.ts says for the journey; `cwd`: another copy of the project.
 */
export async function startServer(env: Record<string, string> = {}, cwd = process.cwd()): Promise<TestServer> {
  const journey = journeyName();
  const backend = backendOf(journey, serversStarted++);
  const dir = mkdtempSync(join(tmpdir(), 'jigap-e2e-'));
  const dbPath = join(dir, 'jigap.db');
  const databaseUrl = backend === 'postgres' ? await newPostgresDatabase(journey) : undefined;
  // Its own master key, apart from its data (server/encryption).
  const key = temporaryKeyFile();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let log = '';

  const boot = async () => {
    log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        JIGAP_DB: dbPath,
        // Set or emptied: a SQLite journey's server never takes a PostgreSQL URL from the shell.
        JIGAP_DATABASE_URL: databaseUrl ?? '',
        JIGAP_SIM_LATENCY_MS: '300',
        ...key.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    await waitForServer(url, child, () => log);
  };
  const halt = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  await boot();
  return {
    url,
    backend,
    database: () => openDatabase({ sqlitePath: dbPath, url: databaseUrl }),
    async stop() {
      await halt();
      keepDatabase(`${journey}-${basename(dir)}`, key.path, databaseUrl ? { postgresUrl: databaseUrl } : { sqliteDir: dir });
      rmSync(dir, { recursive: true, force: true });
      key.remove();
    },
    async restart() {
      await halt();
      await boot();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A phone's Chrome user agent inside the messenger: `KAKAOTALK <version>` makes the app use the
 * native bridge (scheme calls) instead of the demo cookie's recording bridge. The default version
 * is the demo login's (DESIGN §6).
 */
export const messengerUserAgent = (version = '11.2.0'): string =>
  `Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36;KAKAOTALK ${version}`;
/** A version other than the demo cookie's, so a test sees the user agent win. */
export const MESSENGER_USER_AGENT = messengerUserAgent('11.3.0');

/** The messenger's scheme calls (`kakaotalk:…`) the page makes from now on, in order. */
export function schemeCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('kakaotalk:')) calls.push(request.url());
  });
  return calls;
}

export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /** A user agent, e.g. messengerUserAgent() to run inside the messenger rather than with the demo cookie. */
  userAgent?: string;
}

/** A phone-sized context; every page's console errors and CSP violations are collected. */
export async function phone(browser: Browser, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** Signs in through the simulated messenger login of the test contract. */
/**
 * Documents without the answers the server writes into them (server/plugins/boot-data.ts), so the
 * page makes its first reads over the network, where a test's `page.route` can change them.
 */
export async function withoutBootAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|sim|banners)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script id="(boot-answers|page-state)"[^>]*>.*?<\/script>/gs, '')
        // The page the server drew with them (src/app/page-render.tsx): the browser draws it itself.
        .replace(/<style nonce=[^>]*>.*?<\/style>/s, '')
        .replace(/<div id="root">.*<\/div>(\s*<noscript>)/s, '<div id="root"></div>$1');
      return route.fulfill({ response, body: html });
    },
  );
}

export async function login(page: Page, server: TestServer, persona: string, options: { returnUrl?: string; messenger?: string } = {}) {
  const params = new URLSearchParams({ persona, returnUrl: options.returnUrl ?? '/home/apply' });
  if (options.messenger) params.set('messenger', options.messenger);
  await page.goto(`${server.url}/sim/login?${params.toString()}`);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/**
 * The screen as it is, once in light and once in dark (`<name>-light.png`, `<name>-dark.png`):
 * the colour scheme is switched on the same page, so a state that took steps to reach (a popup,
 * an error under a field) is pictured in both without reaching it twice. The page is left in
 * `scheme`, the one its context was opened with.
 */
export async function screenshots(page: Page, name: string, scheme: 'light' | 'dark' = 'light'): Promise<void> {
  for (const each of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: each });
    await colorsSettled(page);
    await screenshot(page, `${name}-${each}`);
  }
  await page.emulateMedia({ colorScheme: scheme });
  // A check that reads colours next (axe's contrast) must not catch a button half-way back.
  await colorsSettled(page);
}

/**
 * After a colour-scheme switch: colours change with a transition (the status bar's is 0.4 s,
 * 000 §9; one a script starts may begin a moment later), so wait that long, then for any CSS
 * transition still running (the page's endless animations, skeletons, aside).
 */
export async function colorsSettled(page: Page): Promise<void> {
  await page.waitForTimeout(450);
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.allSettled(running.map((transition) => transition.finished));
  });
}

/**
 * A tap holds the app's click guard (000 §4.11) for its kind's time and drops every tap inside
 * it, by design: the citizen's next tap comes after it, so the journey's does too.
 */
export async function waitOutClickGuard(page: Page, kind: ClickGuardKind): Promise<void> {
  await page.waitForTimeout(CLICK_GUARD_MS[kind] + 100);
}
