import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CPU profiles of the servers under load, recorded by the agent each server imports
 * (bench/lib/profile-agent.ts) and summarised here: where a request's time goes, frame by frame.
 */
export const PROFILE_AGENT_MODULE = 'bench/lib/profile-agent.ts';
export const PROFILE_DIR_ENV = 'JIGAP_BENCH_PROFILE_DIR';

/** V8's sampling interval for the bench's profiles (its default is 1000 µs). */
export const SAMPLING_INTERVAL_US = 250;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** V8's CPU profile (Profiler.stop's answer, the .cpuprofile format). */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One line of a summary: a function (or a module) and its self time. */
export interface SelfTime {
  name: string;
  /** Of the profile's busy (not idle) time. */
  share: number;
  /** The share of the server's CPU time per request (from /proc over the same load): µs a request spends there. */
  usPerRequest: number | null;
}

export interface ProfileSummary {
  /** Busy and idle time the samples cover, µs. */
  busyUs: number;
  idleUs: number;
  requests: number;
  /** The server's CPU per request over the profiled load (all its threads, /proc). */
  serverCpuUsPerRequest: number | null;
  functions: SelfTime[];
  modules: SelfTime[];
}

/** Asks the agent of process `pid` to run a command; resolves on its `ok`, with what follows it. */
function tell(dir: string, pid: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(join(dir, `${pid}.sock`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy(new Error(`the profile agent of ${pid} did not answer '${line}'`)));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => (answer.startsWith('ok') ? resolve(answer.slice(2).trim()) : reject(new Error(`profile agent of ${pid}: ${answer.trim() || 'no answer'} (to '${line}')`))));
    socket.end(`${line}\n`);
  });
}

/** The garbage collector's pauses over a profile: their number, their sum and the longest, ms. */
export interface GcPauses {
  count: number;
  totalMs: number;
  maxMs: number;
}

/** Profiles process `pid` while `work` runs; the profile is written to `file` and read back, with the GC's pauses meanwhile. */
export async function profileWhile<T>(dir: string, pid: number, file: string, work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile; gc: GcPauses }> {
  await tell(dir, pid, `start ${SAMPLING_INTERVAL_US}`);
  let result: T;
  let answer: string;
  try {
    result = await work();
  } finally {
    answer = await tell(dir, pid, `stop ${file}`);
  }
  const { gc } = JSON.parse(answer) as { gc: GcPauses };
  return { result, profile: JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, gc };
}

/** What the process carries that each of its requests pays for, as its agent sees it. */
export interface ProcessState {
  asyncLocalStorageEnabled: boolean;
  heapUsedMB: number;
}

export async function processState(dir: string, pid: number): Promise<ProcessState> {
  return JSON.parse(await tell(dir, pid, 'state')) as ProcessState;
}

/** Where a function lives: the app's file, a package, Node itself, or V8 (native code, compiled validators). */
export function moduleOf(url: string): string {
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

const SPECIAL = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

/** The nodes of the agent's own calls and below (starting and stopping the profile), which are no request's. */
function agentNodes(profile: CpuProfile): Set<number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const found = new Set<number>();
  const mark = (id: number) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of byId.get(id)?.children ?? []) mark(child);
  };
  for (const node of profile.nodes) if (node.callFrame.url.endsWith(PROFILE_AGENT_MODULE)) mark(node.id);
  return found;
}

/** Self time per function and per module, each with its share of the busy time and, given the server's CPU, per request. */
export function summarise(profile: CpuProfile, requests: number, serverCpuUs: number | null): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const agent = agentNodes(profile);
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    if (!agent.has(id)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let busyUs = 0;
  let idleUs = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    busyUs += us;
    const module = SPECIAL.has(frame.functionName) ? frame.functionName : moduleOf(frame.url);
    modules.set(module, (modules.get(module) ?? 0) + us);
    const name = SPECIAL.has(frame.functionName) ? frame.functionName : `${frame.functionName || '(anonymous)'} — ${module}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const cpuPerRequest = serverCpuUs !== null && requests > 0 ? serverCpuUs / requests : null;
  const lines = (map: Map<string, number>): SelfTime[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => {
        const share = busyUs > 0 ? us / busyUs : 0;
        return { name, share, usPerRequest: cpuPerRequest === null ? null : share * cpuPerRequest };
      });
  return { busyUs, idleUs, requests, serverCpuUsPerRequest: cpuPerRequest, functions: lines(functions), modules: lines(modules) };
}
