import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { BenchContext, Section, SectionView } from '../lib/bench.ts';
import { normalCertificate } from '../lib/certificates.ts';
import { atMost, ms, table } from '../lib/format.ts';
import { CLIENT_POLL_MS, measureIssuance, measureViewerOpen, type IssuanceRun, type ViewerOpen } from '../lib/issuance.ts';
import { freePort, SERVER_NODE_FLAGS, startServer, type ServerProcess } from '../lib/proc.ts';
import { launchChromium } from '../lib/route-js.ts';
import { median } from '../lib/stats.ts';

/**
 * 4. Issuance → viewer: the agency's answer to the viewer showing the PDF, on a second
 * Jigap server whose log is kept; cold opens of the viewer beside it.
 */
const ISSUANCE_BUDGET = { totalMs: 400 };
/**
 * The agency's simulated latency for the issuance section (it comes before the measured span).
 * Holding the start's answer by 0–1 period moves the page's polls as much, so the agency answers
 * from (latency − 1 period) to latency after the page learnt of the start: more than two periods,
 * so that it always answers after the first poll (sent one period after the start, 000 §4.5) and
 * the runs sample the whole period between two polls. With 1.3 s, as before, three runs in five
 * had the agency answer before the first poll was sent — a wait for that poll that no held poll can
 * shorten, and that an agency of this world (3 s by default) never meets.
 */
const ISSUANCE_SIM_LATENCY_MS = 2 * CLIENT_POLL_MS + 300;

const medianOf = (values: (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? median(present) : null;
};

export interface IssuanceResult {
  certificate: { slug: string; edoc: string; name: string } | null;
  simLatencyMs: number;
  runs: IssuanceRun[];
  medians: { readyMs: number | null; pollWaitMs: number | null; pdfFetchedMs: number | null; viewerMs: number | null; totalMs: number | null };
  viewerOpens: (ViewerOpen & { label: string })[];
  server: { pid: number; command: string; env: Record<string, string>; stderrTail: string } | null;
}

async function run(ctx: BenchContext): Promise<IssuanceResult> {
  const { settings, root: ROOT, tempDir } = ctx;
  let browser: Browser | null = null;
  const issuance: IssuanceResult = { certificate: null, simLatencyMs: ISSUANCE_SIM_LATENCY_MS, runs: [], medians: { readyMs: null, pollWaitMs: null, pdfFetchedMs: null, viewerMs: null, totalMs: null }, viewerOpens: [], server: null };
  let issuingServer: ServerProcess | null = null;
  try {
    const certificate = normalCertificate(ROOT);
    issuance.certificate = { slug: certificate.slug, edoc: certificate.edoc, name: certificate.name };
    const port = await freePort();
    const env = { NODE_ENV: 'production', JIGAP_DB: join(tempDir, 'issuance', 'jigap.db'), JIGAP_SIM_LATENCY_MS: String(ISSUANCE_SIM_LATENCY_MS), LOG_LEVEL: 'info' };
    mkdirSync(join(tempDir, 'issuance'), { recursive: true });
    const stdoutFile = join(tempDir, 'issuance.stdout.log');
    ctx.log(`starting a second Jigap server (port ${port}, its log kept) for issuance → viewer…`);
    issuingServer = await startServer({
      name: 'Jigap server (issuance)',
      script: 'server/main.ts',
      cwd: ROOT,
      env,
      port,
      readyPath: '/api/check',
      logFile: join(tempDir, 'issuance.stderr.log'),
      stdoutFile,
    });
    issuance.server = { pid: issuingServer.pid, command: `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx server/main.ts`, env: { ...env, JIGAP_DB: '<temp dir>/issuance/jigap.db', PORT: String(port) }, stderrTail: '' };
    browser = await launchChromium();
    for (let i = 0; i < settings.issuances; i++) {
      ctx.log(`issuance ${i + 1}/${settings.issuances}: ${certificate.slug} created and signed; the app's runner starts it and polls every ${CLIENT_POLL_MS} ms…`);
      // The agency's answer falls anywhere between two polls in real life; here its latency is
      // fixed, so run i's polls fall (i + ½) / n of a period + k periods after the agency began:
      // the runs sample the poll phase evenly and the median is that of the middle phase.
      const phaseMs = Math.round(((i + 0.5) / settings.issuances) * CLIENT_POLL_MS);
      const run = await measureIssuance(browser, issuingServer, stdoutFile, certificate, phaseMs);
      issuance.runs.push(run);
      if (run.error) ctx.warn(`Issuance ${i + 1} (${run.applicationId || 'no id'}): ${run.error}`);
    }
    const pick = (key: 'readyMs' | 'pollWaitMs' | 'pdfFetchedMs' | 'viewerMs' | 'totalMs') => medianOf(issuance?.runs.map((run) => run[key]) ?? []);
    issuance.medians = { readyMs: pick('readyMs'), pollWaitMs: pick('pollWaitMs'), pdfFetchedMs: pick('pdfFetchedMs'), viewerMs: pick('viewerMs'), totalMs: pick('totalMs') };

    const issued = issuance.runs.find((run) => run.documentId)?.documentId;
    const seeded = 'seed-citizen-resident-copy';
    const opens: [string, string][] = [
      ...(issued ? ([[`freshly issued ${issued}`, issued]] as [string, string][]) : []),
      [`seeded ${seeded}, first open (the server renders its PDF on this request)`, seeded],
      [`seeded ${seeded}, second open (PDF on disk)`, seeded],
    ];
    for (const [label, documentId] of opens) {
      ctx.log(`cold open of /issued/viewer/${documentId}…`);
      const open = await measureViewerOpen(browser, issuingServer.url, documentId);
      issuance.viewerOpens.push({ label, ...open });
      if (open.error) ctx.warn(`Viewer open of ${documentId}: ${open.error}`);
    }

    const { medians } = issuance;
    const totals = issuance.runs.map((run) => run.totalMs).filter((total): total is number => total !== null);
    const worst = totals.length > 0 ? Math.max(...totals) : null;
    const runsOk = issuance.runs.filter((run) => run.totalMs !== null).length;
    ctx.budget({
      check: `Agency finishes → viewer shows the PDF, median of ${runsOk} issuance(s) of ${certificate.name}`,
      measured:
        medians.totalMs === null
          ? 'no figure'
          : `${ms(medians.totalMs)} (medians of the parts: document ready ${ms(medians.readyMs ?? NaN)}, poll wait ${ms(medians.pollWaitMs ?? NaN)}, ` +
            `viewer ${ms(medians.viewerMs ?? NaN)} of which the PDF in hand ${ms(medians.pdfFetchedMs ?? NaN)}; slowest run: ${worst === null ? '?' : ms(worst)})`,
      budget: `≤ ${ms(ISSUANCE_BUDGET.totalMs)}`,
      verdict: medians.totalMs === null ? 'n/a' : atMost(medians.totalMs, ISSUANCE_BUDGET.totalMs),
    });
    const tail = issuingServer.logTail(20).trim();
    issuance.server.stderrTail = tail;
    if (tail) ctx.warn('The Jigap server (issuance) wrote to stderr (last lines in bench/report.json).');
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    browser = null;
    if (issuingServer) await issuingServer.stop().catch(() => undefined);
  }

  return issuance;
}

function markdown(issuance: IssuanceResult | null, view: SectionView): string[] {
  const out: string[] = [];
  if (!issuance) out.push('_No figure (see the errors above)._', '');
  else {
    const server = issuance.server;
    out.push(
      `A second Jigap server (${
        server
          ? `pid ${server.pid}, ${Object.entries(server.env)
              .map(([key, value]) => `${key}=${value}`)
              .join(' ')}`
          : 'not started'
      }), ` +
        "not under load, whose log is kept: the runner logs `document issued` with `readyMs`, the time from the agency's answer to the signed PDF stored " +
        "and the application `COMPLETE` (the agency's simulated latency comes before that moment and is not part of the figure).",
      '',
      `Each issuance (${issuance.certificate ? `${issuance.certificate.name}, \`${issuance.certificate.slug}\`, a NORMAL certificate: no portal step` : '?'}): ` +
        'a fresh phone-sized Chromium signed in as citizen; the application is created and signed on the simulated page through the API, and the citizen comes back ' +
        "to the form from the sign page (the runner's state as the page keeps it): the app's own issue runner starts the application, shows its progress sheet (pdf.js and " +
        `the viewer's code load meanwhile), polls \`GET /api/v2/application/{id}\` every ${CLIENT_POLL_MS} ms and, on \`COMPLETE\`, opens the document under the ` +
        'sheet (its url, the PDF, its first page) before it moves to `/issued/viewer/{documentId}`; the bench waits for a visible canvas with non-blank pixels there. ' +
        "Total = document ready + poll wait + viewer, dated on one clock (the log's `time` − `readyMs`, the poll's answer in Node, the page's `Date.now()`). " +
        `The poll wait depends on where the agency's answer falls between two polls: the server holds a poll of an application the agency works on until it moves ` +
        `(at most its hold, less than the ${CLIENT_POLL_MS} ms period), so only an answer that falls in the gap between a hold's end and the next poll waits for that poll. ` +
        `The agency's latency is fixed here (${issuance.simLatencyMs} ms, more than two periods), so run i of n holds the start's answer (i + ½)/n of a period, moving the page's polls as much: ` +
        'the agency answers after the first poll in every run, and the runs sample the period between two polls evenly; the slowest run shows the worst of them. ' +
        '(An agency that answered within the first period after the start would wait for the first poll, sent a period after the start: 000 §4.5 polls every second. ' +
        "This world's agencies take 3 s.) PDF in hand: from the poll's answer to the issued document's bytes in the page (its url asked, then the file; Resource Timing); " +
        "the rest of the viewer's time is pdf.js reading the document and drawing its first page, and the viewer's first frame with it.",
      '',
    );
    if (view.budgetTable) out.push(view.budgetTable, '');
    const cell = (value: number | null) => (value === null ? '—' : ms(value));
    if (issuance.runs.length > 0) {
      out.push(
        table(
          ['Issuance', 'Application', 'Start answer held', 'Polls', 'Document ready (server)', 'Poll wait', 'PDF in hand', 'Viewer painted', 'Total'],
          [
            ...issuance.runs.map((run, index) => [
              String(index + 1),
              `\`${run.applicationId}\``,
              ms(run.phaseMs),
              String(run.polls),
              cell(run.readyMs),
              cell(run.pollWaitMs),
              cell(run.pdfFetchedMs),
              cell(run.viewerMs),
              run.error ? `${cell(run.totalMs)} (${run.error})` : cell(run.totalMs),
            ]),
            [
              '**Median**',
              '',
              '',
              '',
              `**${cell(issuance.medians.readyMs)}**`,
              `**${cell(issuance.medians.pollWaitMs)}**`,
              `**${cell(issuance.medians.pdfFetchedMs)}**`,
              `**${cell(issuance.medians.viewerMs)}**`,
              `**${cell(issuance.medians.totalMs)}**`,
            ],
          ],
          ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
        '',
      );
    }
    if (issuance.viewerOpens.length > 0) {
      out.push('Cold opens of the viewer for comparison (a fresh Chromium, empty cache, from the navigation through `/sim/login` to a painted canvas; no budget):', '');
      for (const open of issuance.viewerOpens) out.push(`- ${open.label}: ${open.ms === null ? `no figure (${open.error ?? '?'})` : ms(open.ms)}`);
      out.push('');
    }
  }

  return out;
}

export const issuanceSection: Section<IssuanceResult> = { id: 'issuance', title: 'Issuance → viewer', needsBuild: true, run, markdown };
