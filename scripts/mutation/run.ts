/**
 * `npm run test:mutation [module…]`: Stryker on each rule module of modules.json in turn (all of
 * them without names), each with only its own tests, then one line per module. Slow on two cores
 * (minutes per module), so not part of `npm test` or CI. Exit code 1 when a module is below 90 %.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { MUTATION_MODULES } from './modules.ts';

const BREAK_AT = 90;

interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
}

/** Counts by status from Stryker's JSON report (mutation-testing-report-schema). */
function countMutants(report: { files: Record<string, { mutants: { status: string }[] }> }): Counts {
  const counts: Counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };
  const key: Record<string, keyof Counts> = { Killed: 'killed', Timeout: 'timeout', Survived: 'survived', NoCoverage: 'noCoverage', Ignored: 'ignored' };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) {
      const name = key[mutant.status];
      if (name) counts[name] += 1;
    }
  }
  return counts;
}

/** Stryker's mutation score: detected (killed or timed out) of all valid mutants, ignored ones aside. */
const score = (c: Counts): number => (100 * (c.killed + c.timeout)) / Math.max(1, c.killed + c.timeout + c.survived + c.noCoverage);

function main(): void {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in MUTATION_MODULES));
  if (unknown.length > 0) {
    console.error(`Unknown module ${unknown.join(', ')}; one of: ${Object.keys(MUTATION_MODULES).join(', ')}`);
    process.exit(2);
  }
  const lines: string[] = [];
  let below = false;
  for (const name of names.length > 0 ? names : Object.keys(MUTATION_MODULES)) {
    console.log(`\n[mutation] ${name}: ${MUTATION_MODULES[name]?.what}`);
    rmSync(`reports/mutation/${name}.json`, { force: true });
    const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], { stdio: 'inherit', env: { ...process.env, JIGAP_MUTATION_MODULE: name } });
    let report;
    try {
      report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8'));
    } catch {
      lines.push(`${name}: no report (stryker exited ${run.status})`);
      below = true;
      continue;
    }
    const c = countMutants(report);
    const percent = score(c);
    below ||= percent < BREAK_AT || run.status !== 0;
    lines.push(
      `${name.padEnd(16)} ${percent.toFixed(1).padStart(5)} %  killed ${c.killed}, timeout ${c.timeout}, survived ${c.survived}, no coverage ${c.noCoverage}, ignored ${c.ignored}  reports/mutation/${name}.html`,
    );
  }
  console.log(`\n[mutation] killed of all mutants (at least ${BREAK_AT} % each):\n${lines.join('\n')}`);
  process.exit(below ? 1 : 0);
}

main();
