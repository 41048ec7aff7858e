import { execFileSync } from 'node:child_process';
import { projectRoot } from '../schemas.ts';

/**
 * Runs `lines` as an ES module in a new Node process at the project root (TypeScript through tsx,
 * `node` flags before it) and answers what it printed. For what one process cannot show about
 * itself: V8's settings from its start, whether it ends by itself. The time limit is a hang's.
 */
export function runInFreshProcess(lines: string[], nodeFlags: string[] = []): string {
  return execFileSync(process.execPath, [...nodeFlags, '--import', 'tsx', '--input-type=module', '-e', lines.join('\n')], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  }).trim();
}
