import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInFreshProcess } from './test/fresh-process.ts';

/**
 * In a fresh Node process (V8's natives syntax on): objects of one site keep surviving young
 * collections, round after round. Does the site ever start making its objects in the old
 * generation (pretenured)? Answers whether its newest object was still young after 200 rounds.
 */
function freshObjectIsYoung(importFlags: boolean): boolean {
  const output = runInFreshProcess(
    [
      importFlags ? "await import('./server/v8-flags.ts');" : '',
      "const make = (i) => ({ id: i, name: 'x' });",
      'const kept = [];',
      'let young = true;',
      'for (let round = 0; round < 200 && young; round++) {',
      '  for (let i = 0; i < 20000; i++) kept.push(make(i));',
      "  globalThis.gc({ type: 'minor' });",
      '  young = %InYoungGeneration(make(0));',
      '}',
      'console.log(String(young));',
    ],
    ['--allow-natives-syntax', '--expose-gc'],
  );
  return output === 'true';
}

/**
 * In a fresh Node process: V8's tier of `process.nextTick` (`%GetOptimizationStatus`, whose bits
 * differ between V8 versions) once the first turn of the event loop is over, the server's first
 * module imported first, or not.
 */
function nextTickTier(importFlags: boolean): string {
  return runInFreshProcess(
    [
      importFlags ? "await import('./server/v8-flags.ts');" : '',
      'await new Promise((resolve) => setImmediate(resolve));',
      'console.log(String(%GetOptimizationStatus(process.nextTick)));',
    ],
    ['--allow-natives-syntax'],
  );
}

describe('the server’s V8 settings (server/v8-flags.ts)', () => {
  it('turn allocation-site pretenuring off: a site whose objects survive keeps allocating young', () => {
    // V8's default tenures the site; when it does is up to its heuristics, so up to five processes.
    expect(Array.from({ length: 5 }).some(() => !freshObjectIsYoung(false))).toBe(true);
    expect([freshObjectIsYoung(true), freshObjectIsYoung(true), freshObjectIsYoung(true)]).toEqual([true, true, true]);
  }, 120_000);

  it('settle Node’s tick objects first: process.nextTick has moved up a tier before any other module loads', () => {
    const untouched = nextTickTier(false);
    expect(untouched).toMatch(/^\d+$/);
    expect(nextTickTier(true)).not.toBe(untouched);
  }, 60_000);

  it('are the first thing the server loads', () => {
    const main = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
    const firstImport = main.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './v8-flags.ts';");
  });
});
