/**
 * `npx tsx bench/profile-hot-path.ts`: where the server's time goes on the two hot calls of the
 * API section (GET /api/v1/user/status and the polling GET /api/v2/application/{id}). Starts the
 * Jigap server with `node --cpu-prof`, loads each call with autocannon (256 connections, from
 * this process) and writes bench/hot-path-profile.md (beside report.md, not committed): self time by function and by module.
 *
 *   npx tsx bench/profile-hot-path.ts [--duration=10] [--connections=256]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createSignedApplication, normalCertificate } from './lib/certificates.ts';
import { int, ms, table } from './lib/format.ts';
import { freePort, startServer, stopAll } from './lib/proc.ts';
import { simLogin } from './lib/session.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '256' } } });
const durationS = Number(args.duration);
const connections = Number(args.connections);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  /** Microseconds of the monotonic clock, the one process.hrtime reads in every process of the machine. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const nowUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** Where a function lives: the app's file, a package, or Node itself. */
function moduleOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url;
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = path.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return relative(ROOT, path);
}

/** Self time per profile node within [fromUs, toUs]: the load only (start-up, login and set-up left out). */
function summarise(profile: Profile, fromUs: number, toUs: number): { byModule: [string, number][]; byFunction: [string, number][]; totalUs: number; idleUs: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= fromUs && at <= toUs) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    totalUs += us;
    const module = frame.functionName === '(garbage collector)' ? '(garbage collector)' : moduleOf(frame.url);
    byModule.set(module, (byModule.get(module) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} — ${module}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { byModule: sorted(byModule), byFunction: sorted(byFunction), totalUs, idleUs };
}

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'jigap-profile-'));
  const profDir = join(tempDir, 'prof');
  try {
    const port = await freePort();
    const server = await startServer({
      name: 'Jigap server (profiled)',
      script: 'server/main.ts',
      cwd: ROOT,
      env: { NODE_ENV: 'production', JIGAP_DB: join(tempDir, 'jigap.db') },
      port,
      readyPath: '/api/check',
      logFile: join(tempDir, 'stderr.log'),
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
    });
    const session = await simLogin(server.url, 'citizen');
    const applicationId = await createSignedApplication(server.url, session, normalCertificate(ROOT));
    const calls = [
      { title: 'user status', path: '/api/v1/user/status' },
      { title: 'application polling', path: `/api/v2/application/${encodeURIComponent(applicationId)}` },
    ];
    const figures: string[][] = [];
    const loadStartUs = nowUs();
    for (const call of calls) {
      console.log(`profile: ${call.path}, ${connections} connections, ${durationS} s…`);
      const result = await autocannon({ url: server.url + call.path, connections, duration: durationS, headers: { accept: 'application/json', cookie: session.cookieHeader } });
      figures.push([call.title, `\`GET ${call.path}\``, int(result.requests.average), ms(result.latency.p99), int(result.non2xx)]);
    }
    const loadEndUs = nowUs();
    await server.stop();
    const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('node --cpu-prof wrote no profile (did the server exit cleanly?)');
    const summary = summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')) as Profile, loadStartUs, loadEndUs);
    const share = (us: number) => `${((us / summary.totalUs) * 100).toFixed(1)}%`;
    const markdown = [
      '# The API hot path, profiled',
      '',
      `Written by \`npx tsx bench/profile-hot-path.ts\` on ${new Date().toISOString()} (load average ${loadavg().map((value) => value.toFixed(2)).join(', ')}). ` +
        `The Jigap server (production, its own temporary database) ran under \`node --cpu-prof\`; autocannon in another process sent ${connections} connections ` +
        `for ${durationS} s to each call below, one after the other, as citizen. Shares are of the server's busy (non-idle) CPU time during the load only (start-up, the login and the application's creation left out).`,
      '',
      table(['Call', 'Request', 'req/s (mean)', 'p99', 'non-2xx'], figures, ['l', 'l', 'r', 'r', 'r']),
      '',
      '## By module',
      '',
      table(['Module', 'Self time', 'Share'], summary.byModule.slice(0, 20).map(([name, us]) => [name, ms(Math.round(us / 1000)), share(us)]), ['l', 'r', 'r']),
      '',
      '## By function (top 30)',
      '',
      table(['Function', 'Self time', 'Share'], summary.byFunction.slice(0, 30).map(([name, us]) => [name, ms(Math.round(us / 1000)), share(us)]), ['l', 'r', 'r']),
      '',
    ].join('\n');
    writeFileSync(join(ROOT, 'bench', 'hot-path-profile.md'), markdown);
    console.log(markdown);
  } finally {
    await stopAll();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();
