import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processTree } from './proc-tree.ts';

/** The module a server under measurement imports so that its statements are counted. */
export const COUNT_STATEMENTS_MODULE = 'bench/lib/count-statements.ts';
export const STATEMENTS_DIR_ENV = 'JIGAP_BENCH_STATEMENTS_DIR';

interface Count {
  statements: number;
  answered: number;
}

const readCount = (file: string): Count | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Count;
  } catch {
    return null;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The statements the processes of `root`'s tree have sent to their database so far, counted at
 * the database adapter (bench/lib/count-statements.ts): each process is asked (SIGUSR2) and its
 * fresh answer read from `dir`. Null when none counts or one does not answer within 5 s.
 */
export async function countStatements(root: number, dir: string): Promise<number | null> {
  const counted = processTree(root).filter((pid) => existsSync(join(dir, `${pid}.json`)));
  if (counted.length === 0) return null;
  let total = 0;
  for (const pid of counted) {
    const file = join(dir, `${pid}.json`);
    const before = readCount(file)?.answered ?? -1;
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 5000;
    let count = readCount(file);
    while (!count || count.answered <= before) {
      if (Date.now() > deadline) return null;
      await sleep(2);
      count = readCount(file);
    }
    total += count.statements;
  }
  return total;
}
