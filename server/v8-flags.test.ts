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
 * In a fresh Node process (natives syntax, `gc` exposed): how many of the definitions in
 * `process.nextTick`'s object literal V8's feedback holds as megamorphic, after bursts of tick
 * objects, an idle stretch with six full collections (an idle server's), and bursts again. The
 * server's first module imported first, or not.
 */
function megamorphicTickLiteralSlots(importFlags: boolean): number {
  const output = runInFreshProcess(
    [
      importFlags ? "await import('./server/v8-flags.ts');" : '',
      'const nothing = () => undefined;',
      'const turn = () => new Promise((resolve) => setImmediate(resolve));',
      'const bursts = async () => { for (let round = 0; round < 20; round++) { for (let i = 0; i < 20000; i++) process.nextTick(nothing, i); await turn(); } };',
      'await bursts();',
      'for (let i = 0; i < 6; i++) { globalThis.gc(); await new Promise((resolve) => setTimeout(resolve, 10)); }',
      'await bursts();',
      '%DebugPrint(process.nextTick);',
    ],
    ['--allow-natives-syntax', '--expose-gc'],
  );
  expect(output).toMatch(/DefineKeyedOwnPropertyInLiteral/);
  return output.match(/DefineKeyedOwnPropertyInLiteral MEGAMORPHIC/g)?.length ?? 0;
}

describe('the server’s V8 settings (server/v8-flags.ts)', () => {
  it('turn allocation-site pretenuring off: a site whose objects survive keeps allocating young', () => {
    // V8's default tenures the site; when it does is up to its heuristics, so up to five processes.
    expect(Array.from({ length: 5 }).some(() => !freshObjectIsYoung(false))).toBe(true);
    expect([freshObjectIsYoung(true), freshObjectIsYoung(true), freshObjectIsYoung(true)]).toEqual([true, true, true]);
  }, 120_000);

  it('keep one of Node’s tick objects: idle full collections no longer turn nextTick’s object literal megamorphic', () => {
    expect(megamorphicTickLiteralSlots(false)).toBeGreaterThan(0);
    expect(megamorphicTickLiteralSlots(true)).toBe(0);
  }, 60_000);

  it('are the first thing the server loads', () => {
    const main = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
    const firstImport = main.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './v8-flags.ts';");
  });
});
