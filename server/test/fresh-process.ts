import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../schemas.ts';

/**
 * Runs `lines` as an ES module in a new Node process at the project root (TypeScript through tsx,
 * `node` flags before it) and answers what it printed. For what one process cannot show about
 * itself: V8's settings from its start, whether it ends by itself. The time limit is a hang's.
 * Its stdout goes to a file, not a pipe: V8's own printing (`%DebugPrint`) goes through C's stdio,
 * and a pipe read by `execFileSync` lost the end of it now and then.
 */
export function runInFreshProcess(lines: string[], nodeFlags: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'jigap-fresh-'));
  const file = join(dir, 'stdout');
  const out = openSync(file, 'w');
  try {
    execFileSync(process.execPath, [...nodeFlags, '--import', 'tsx', '--input-type=module', '-e', lines.join('\n')], {
      cwd: projectRoot,
      stdio: ['ignore', out, 'pipe'],
      timeout: 60_000,
    });
    return readFileSync(file, 'utf8').trim();
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
}
