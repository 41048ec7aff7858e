// `npm test`'s first step: the type check and lint at once. Each is one process on one core, so on
// a machine of two they take the time of the longer instead of their sum. Each one's output is
// printed whole when it ends (never interleaved); the step fails if either does.
//
//   tsx scripts/static-checks.ts        (the generated API types must be fresh: `npm test` runs
//                                        gen:types first, as its pretest)
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  command: string[];
}

const CHECKS: Check[] = [
  { name: 'typecheck (tsc --noEmit)', command: ['tsc', '--noEmit'] },
  { name: 'lint (eslint .)', command: ['eslint', '.'] },
];

function run(check: Check): Promise<boolean> {
  const child = spawn('npx', ['--no-install', ...check.command], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const ok = code === 0;
      process.stdout.write(`\n> ${check.name}: ${ok ? 'passed' : `failed (exit ${code})`}\n${Buffer.concat(output).toString()}`);
      resolve(ok);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
