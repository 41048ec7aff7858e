// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_AGENT_MODULE, PROFILE_DIR_ENV, profileWhile, summarise } from '../../bench/lib/cpu-profile.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process carrying the bench's agent that allocates short-lived garbage all the time, as a server under load does. */
let child: ChildProcess;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-agent-'));
  const churn = 'setInterval(() => { const made = []; for (let i = 0; i < 20000; i++) made.push({ i }); globalThis.kept = made; }, 1);';
  child = spawn(process.execPath, ['--import', 'tsx', '--import', `./${PROFILE_AGENT_MODULE}`, '-e', churn], { env: { ...process.env, [PROFILE_DIR_ENV]: dir }, stdio: 'ignore' });
  while (!existsSync(join(dir, `${child.pid}.sock`))) await sleep(50);
});
afterAll(() => {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('the bench’s profile agent', () => {
  it('records a CPU profile of its process and counts the collector’s pauses meanwhile', async () => {
    const { result, profile, gc } = await profileWhile(dir, child.pid!, join(dir, 'churn.cpuprofile'), async () => {
      await sleep(600);
      return 'done';
    });
    expect(result).toBe('done');
    expect(summarise(profile, 1, null).busyUs).toBeGreaterThan(0);
    expect(gc.count).toBeGreaterThan(0);
    expect(gc.maxMs).toBeGreaterThan(0);
    expect(gc.totalMs).toBeGreaterThanOrEqual(gc.maxMs);
  });
});
