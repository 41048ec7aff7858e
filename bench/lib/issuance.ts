import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { KEEP_NAMES_SHIM } from './route-js.ts';
import { createSignedApplication, type CertificateFolder } from './certificates.ts';
import type { ServerProcess } from './proc.ts';
import type { Session } from './session.ts';
import { ISSUE_POLL_INTERVAL_MS } from '../../shared/polling.ts';

/** Where the page fetches a document's bytes (server/issuance/document-links.ts). */
const DOCUMENT_FILE_PREFIX = '/api/v2/document-file/';

/** The client's polling period (shared with the server, which holds a poll for most of it). */
export const CLIENT_POLL_MS = ISSUE_POLL_INTERVAL_MS;

export interface IssuanceRun {
  applicationId: string;
  /** The page's polls fall at start + phaseMs + k × 1000 ms (spreads the poll phase over the runs). */
  phaseMs: number;
  documentId: string | null;
  polls: number;
  /** Server log `document issued`: agency's answer → signed PDF stored, application COMPLETE. */
  readyMs: number | null;
  /** COMPLETE committed (log time) → the page's poll saw it. Depends on the poll's phase: 0–1000 ms. */
  pollWaitMs: number | null;
  /** The page's poll saw COMPLETE → the PDF's bytes in the page (its url asked, then the file): the part of viewerMs that is the network's. */
  pdfFetchedMs: number | null;
  /** The page's poll saw COMPLETE → the document opened under the progress sheet → the viewer → a visible canvas with non-blank pixels. */
  viewerMs: number | null;
  /** Agency's answer → PDF visible: readyMs + pollWaitMs + viewerMs, on one clock. */
  totalMs: number | null;
  error: string | null;
}

/**
 * Defined in the page by an init script (a string, so neither tsx's __name nor the app's CSP is
 * in the way): true once a visible canvas has a pixel that is neither transparent nor white.
 * The canvas is scaled into a 48 × 48 probe, so a check costs little on every frame.
 */
const PAINTED_SCRIPT = `globalThis.__benchPainted = () => {
  const probe = globalThis.__benchProbe ??= Object.assign(document.createElement('canvas'), { width: 48, height: 48 });
  const context = probe.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  for (const canvas of document.querySelectorAll('canvas')) {
    if (canvas === probe || canvas.width === 0 || canvas.height === 0 || getComputedStyle(canvas).visibility === 'hidden') continue;
    context.clearRect(0, 0, 48, 48);
    context.drawImage(canvas, 0, 0, 48, 48);
    const data = context.getImageData(0, 0, 48, 48).data;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0 && (data[i] < 240 || data[i + 1] < 240 || data[i + 2] < 240)) return true;
    }
  }
  return false;
};`;

const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ko-KR' } as const;

interface LogLine {
  time?: number;
  msg?: string;
  applicationId?: string;
  readyMs?: number;
}

function issuedLine(logFile: string, applicationId: string): LogLine | null {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes(applicationId) || !line.includes('document issued')) continue;
    try {
      const parsed = JSON.parse(line) as LogLine;
      if (parsed.msg === 'document issued' && parsed.applicationId === applicationId) return parsed;
    } catch {
      // not JSON (a pretty-printed log): no figure
    }
  }
  return null;
}

/** The runner's state as the issue page keeps it while the citizen signs (src/runner/use-issue-runner.ts). */
function signingState(certificate: CertificateFolder, applicationId: string) {
  const origin = `/issue/${encodeURIComponent(certificate.edoc)}`;
  return {
    key: `jigap.runner.${certificate.edoc}`,
    state: { phase: 'signing', edoc: certificate.edoc, applicationType: 'NORMAL', ownPortal: false, origin, id: applicationId, polls: 0, progress: 0, pendingData: null },
    origin,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the viewer showed a painted page (the page's Date clock, checked every frame), or null after 30 s. */
function viewerPaintedAt(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const painted = (window as unknown as { __benchPainted: () => boolean }).__benchPainted;
        const deadline = Date.now() + 30_000;
        const check = () => {
          if (location.pathname.startsWith('/issued/viewer/') && painted()) resolve(Date.now());
          else if (Date.now() > deadline) resolve(null);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** When the page had the issued document's bytes (the end of its last file answer, Resource Timing), by the page's Date clock. */
function pdfArrivedAt(page: Page): Promise<number | null> {
  return page.evaluate((prefix) => {
    const files = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith(prefix)) as PerformanceResourceTiming[];
    const last = files[files.length - 1];
    return last ? performance.timeOrigin + last.responseEnd : null;
  }, DOCUMENT_FILE_PREFIX);
}

/**
 * One issuance seen as the citizen sees it, in a fresh phone-sized Chromium signed in as `persona`:
 * the application is created and signed through the API, and the citizen comes back from the sign
 * page to the form (the runner's state as the page left it): the app's own issue runner starts the
 * application, shows its progress sheet, polls every second, and on COMPLETE opens the document
 * (src/runner/prepare-viewer.ts) and the viewer; the page is watched until a visible canvas has
 * non-blank pixels. The start's answer reaches the page `phaseMs` late, which moves its polls by as
 * much against the agency's answer. The agency's answer is dated from the server log (`time` −
 * `readyMs` of `document issued`); the poll that saw COMPLETE by Node's clock when its answer
 * arrived, the canvas by the page's Date.now(): one machine clock.
 */
export async function measureIssuance(
  browser: Browser,
  server: ServerProcess,
  logFile: string,
  certificate: CertificateFolder,
  /** The start's answer is held this long: the page's polls fall phaseMs + k × CLIENT_POLL_MS after the agency began. */
  phaseMs: number,
  persona = 'citizen',
): Promise<IssuanceRun> {
  const context = await browser.newContext(phone);
  const run: IssuanceRun = { applicationId: '', phaseMs, documentId: null, polls: 0, readyMs: null, pollWaitMs: null, pdfFetchedMs: null, viewerMs: null, totalMs: null, error: null };
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(PAINTED_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${server.url}/sim/login?${new URLSearchParams({ persona, returnUrl: '/home/apply' }).toString()}`, { waitUntil: 'networkidle', timeout: 30_000 });
    // The page's own cookies: another /sim/login would move the citizen's main device away from it.
    const cookies = Object.fromEntries((await context.cookies(server.url)).map((cookie) => [cookie.name, cookie.value]));
    const session: Session = { persona, cookies, cookieHeader: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ') };
    run.applicationId = await createSignedApplication(server.url, session, certificate);
    const applicationPath = `/api/v2/application/${encodeURIComponent(run.applicationId)}`;

    await page.route(`**${applicationPath}`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await sleep(phaseMs);
      await route.fulfill({ response });
    });
    let completeSeenAt: number | null = null;
    let documentId: string | null = null;
    page.on('response', (response) => {
      if (response.request().method() !== 'GET' || new URL(response.url()).pathname !== applicationPath) return;
      const at = Date.now();
      run.polls++;
      void response.json().then(
        (body: { result?: { state?: string; documentId?: string | null } }) => {
          if (completeSeenAt === null && body.result?.documentId && (body.result.state === 'COMPLETE' || body.result.state === 'COMPLETED')) {
            completeSeenAt = at;
            documentId = body.result.documentId;
          }
        },
        () => undefined,
      );
    });

    const runner = signingState(certificate, run.applicationId);
    await page.evaluate(({ key, state }) => sessionStorage.setItem(key, JSON.stringify(state)), runner);
    await page.goto(`${server.url}${runner.origin}?resume=1`, { waitUntil: 'commit', timeout: 30_000 });
    const shownAt = await viewerPaintedAt(page);
    run.documentId = documentId;
    const pdfAt = await pdfArrivedAt(page);
    if (completeSeenAt !== null && pdfAt !== null) run.pdfFetchedMs = Math.round(pdfAt - completeSeenAt);
    if (completeSeenAt === null || !documentId) {
      run.error = `the page's polls saw no COMPLETE with a document (${run.polls} polls; URL ${page.url()})`;
      return run;
    }
    const line = issuedLine(logFile, run.applicationId);
    if (line?.time !== undefined && line.readyMs !== undefined) {
      run.readyMs = line.readyMs;
      run.pollWaitMs = completeSeenAt - line.time;
    } else {
      run.error = 'no `document issued` JSON line for this application in the server log';
    }
    if (shownAt === null) run.error = `${run.error ? `${run.error}; ` : ''}no painted canvas on /issued/viewer/${documentId} within 30 s (URL ${page.url()})`;
    else run.viewerMs = shownAt - completeSeenAt;
    if (run.readyMs !== null && run.pollWaitMs !== null && run.viewerMs !== null) run.totalMs = run.readyMs + run.pollWaitMs + run.viewerMs;
    return run;
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    return run;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface ViewerOpen {
  documentId: string;
  /** Navigation start (the /sim/login redirect included) → a visible, painted canvas. */
  ms: number | null;
  error: string | null;
}

/**
 * A cold open of /issued/viewer/{documentId} in a fresh Chromium (empty cache): the whole page
 * load, the PDF request and pdf.js rendering, until a canvas has non-blank pixels.
 */
export async function measureViewerOpen(browser: Browser, baseUrl: string, documentId: string, persona = 'citizen'): Promise<ViewerOpen> {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(PAINTED_SCRIPT);
    const page = await context.newPage();
    const route = `/issued/viewer/${encodeURIComponent(documentId)}`;
    await page.goto(`${baseUrl}/sim/login?${new URLSearchParams({ persona, returnUrl: route }).toString()}`, { waitUntil: 'commit', timeout: 30_000 });
    // page.evaluate, not waitForFunction: the latter evaluates strings, which the app's CSP forbids.
    const ms = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          const painted = (window as unknown as { __benchPainted: () => boolean }).__benchPainted;
          const deadline = performance.now() + 15_000;
          const check = () => {
            if (painted()) resolve(performance.now());
            else if (performance.now() > deadline) resolve(null);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    if (ms === null) return { documentId, ms: null, error: `no painted canvas within 15 s (URL ${page.url()})` };
    return { documentId, ms: Math.round(ms), error: null };
  } catch (error) {
    return { documentId, ms: null, error: error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}
