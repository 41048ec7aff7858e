import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { KEEP_NAMES_SHIM } from './route-js.ts';
import { createSignedApplication, type CertificateFolder } from './certificates.ts';
import type { ServerProcess } from './proc.ts';
import type { Session } from './session.ts';

/** The client's polling period (src/runner/machine.ts POLL_INTERVAL_MS). */
export const CLIENT_POLL_MS = 1000;

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
  /** Poll saw COMPLETE → in-app navigation to /issued/viewer/{id} → a visible canvas with non-blank pixels. */
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

/**
 * One issuance seen as the citizen sees it, in a fresh phone-sized Chromium signed in as `persona`
 * with the app loaded (/home/apply): the application is created, signed and started through the
 * API; the page then polls GET /api/v2/application/{id} every second as the issue runner does,
 * and on COMPLETE moves to /issued/viewer/{documentId} inside the app (history.pushState +
 * popstate, which React Router follows like its own navigate) and waits for a visible canvas with
 * non-blank pixels. The agency's answer is dated from the server log (`time` − `readyMs` of
 * `document issued`); the page's Date.now() runs on the same machine clock.
 */
export async function measureIssuance(
  browser: Browser,
  server: ServerProcess,
  logFile: string,
  certificate: CertificateFolder,
  /** The page polls at start + phaseMs + k × CLIENT_POLL_MS: the bench spreads the phase over the runs (see run.ts). */
  phaseMs: number,
  persona = 'citizen',
): Promise<IssuanceRun> {
  const context = await browser.newContext(phone);
  const run: IssuanceRun = { applicationId: '', phaseMs, documentId: null, polls: 0, readyMs: null, pollWaitMs: null, viewerMs: null, totalMs: null, error: null };
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(PAINTED_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${server.url}/sim/login?${new URLSearchParams({ persona, returnUrl: '/home/apply' }).toString()}`, { waitUntil: 'networkidle', timeout: 30_000 });
    // The page's own cookies: another /sim/login would move the citizen's main device away from it.
    const cookies = Object.fromEntries((await context.cookies(server.url)).map((cookie) => [cookie.name, cookie.value]));
    const session: Session = { persona, cookies, cookieHeader: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ') };
    run.applicationId = await createSignedApplication(server.url, session, certificate, true);

    const seen = await page.evaluate(
      async ({ id, pollMs, phaseMs }) => {
        const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        let polls = 0;
        let lastStatus = 0;
        let application: { state?: string; documentId?: string | null; message?: string | null } = {};
        await sleep(phaseMs);
        while (polls < 40) {
          if (polls > 0) await sleep(pollMs);
          polls++;
          const response = await fetch(`/api/v2/application/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
          lastStatus = response.status;
          application = ((await response.json()) as { result?: typeof application }).result ?? {};
          if (application.state === 'COMPLETE' || application.state === 'COMPLETED' || application.state === 'FAIL' || application.state === 'FAILED') break;
        }
        const completeSeenAt = Date.now();
        if (!application.documentId) return { polls, completeSeenAt, shownAt: null, documentId: null, state: application.state ?? `HTTP ${lastStatus}`, message: application.message ?? null };

        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        history.pushState({ usr: null, key: 'bench', idx }, '', `/issued/viewer/${encodeURIComponent(application.documentId)}`);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));

        const painted = (window as unknown as { __benchPainted: () => boolean }).__benchPainted;
        const deadline = Date.now() + 15_000;
        const shownAt = await new Promise<number | null>((resolve) => {
          const check = () => {
            if (painted()) resolve(Date.now());
            else if (Date.now() > deadline) resolve(null);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        return { polls, completeSeenAt, shownAt, documentId: application.documentId, state: application.state ?? null, message: null };
      },
      { id: run.applicationId, pollMs: CLIENT_POLL_MS, phaseMs },
    );
    run.polls = seen.polls;
    run.documentId = seen.documentId;
    if (!seen.documentId) {
      run.error = `the application ended ${seen.state ?? 'without a state'} after ${seen.polls} polls${seen.message ? `: ${seen.message}` : ''}`;
      return run;
    }
    const line = issuedLine(logFile, run.applicationId);
    if (line?.time !== undefined && line.readyMs !== undefined) {
      run.readyMs = line.readyMs;
      run.pollWaitMs = seen.completeSeenAt - line.time;
    } else {
      run.error = 'no `document issued` JSON line for this application in the server log';
    }
    if (seen.shownAt === null) run.error = `${run.error ? `${run.error}; ` : ''}no painted canvas on /issued/viewer/${seen.documentId} within 15 s (URL ${page.url()})`;
    else run.viewerMs = seen.shownAt - seen.completeSeenAt;
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
