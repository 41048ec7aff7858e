// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Tests assert behaviour, not speed (speed is the bench's, as ratios within a run): no assertion
 * reads `performance.now()`, or a difference with a clock reading taken off — `Date.now()` or
 * `performance.now()`, or a variable set from one: elapsed time or time left. A busy machine turns such an assertion red
 * without anything being wrong. Count polls, use a fake or fixed clock, or compare recorded times.
 */
const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'shared', 'widgets', 'tests', 'scripts', 'bench'];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

const isClockCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'now' &&
  ts.isIdentifier(node.expression.expression) &&
  ['Date', 'performance'].includes(node.expression.expression.text);

const isPerformanceNow = (node: ts.Node): boolean =>
  isClockCall(node) && ((node as ts.CallExpression).expression as ts.PropertyAccessExpression).expression.getText() === 'performance';

const contains = (node: ts.Node, test: (each: ts.Node) => boolean): boolean => test(node) || (ts.forEachChild(node, (child) => contains(child, test) || undefined) ?? false);

const isExpectCall = (node: ts.Node): node is ts.CallExpression => {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'expect';
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'expect';
};

/** Where a file's assertions read the clock: one line of text per finding, empty when none. */
function clockAssertions(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  // Variables holding a clock reading (`const started = Date.now()`), and those holding a difference of one.
  const readings = new Set<string>();
  const durations = new Set<string>();
  const isReading = (node: ts.Node): boolean => isClockCall(node) || (ts.isIdentifier(node) && readings.has(node.text));
  // A reading taken from another (elapsed time), or anything less a reading (time left). A reading
  // less an offset (`Date.now() - 91 * DAY_MS`) is a point in time, not a duration.
  const isDifference = (node: ts.Node): boolean =>
    ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.MinusToken && contains(node.right, isReading);
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (contains(node.initializer, isDifference)) durations.add(node.name.text);
      else if (contains(node.initializer, isClockCall)) readings.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const findings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isExpectCall(node)) {
      for (const argument of node.arguments) {
        const reads =
          contains(argument, isPerformanceNow) || contains(argument, isDifference) || contains(argument, (each) => ts.isIdentifier(each) && durations.has(each.text));
        if (reads) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          findings.push(`${fileName}:${line + 1}: ${node.getText().split('\n')[0]}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function testFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
      .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name) && !entry.parentPath.includes('node_modules'))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  );
}

describe('no test asserts on the clock', () => {
  it('finds such assertions (and leaves fixed times, offsets and recorded times alone)', () => {
    const flagged = [
      'const started = Date.now(); await go(); expect(Date.now() - started).toBeGreaterThan(20_000);',
      'expect(job.runAt - Date.now()).toBeGreaterThan(1000);',
      'const t0 = performance.now(); run(); const elapsed = performance.now() - t0; expect(elapsed).toBeLessThan(5);',
      'expect(performance.now()).toBeGreaterThan(0);',
      'const begin = Date.now(); await expect.poll(() => Date.now() - begin).toBeGreaterThan(10);',
    ];
    for (const text of flagged) expect(clockAssertions('x.test.ts', text)).toHaveLength(1);
    const fine = [
      'await runner.runDue(Date.now() + 10_000); expect(state).toBe("COMPLETE");',
      'const queued = Date.parse(row.updated_at); expect(job.runAt).toBe(queued + LONG_LEAD_MS);',
      'const now = Date.now(); expect(remainingDays(at, now)).toBe(0);',
      'const link = url(id, Date.now() - 10 * 60_000); expect(await get(link)).toBe(404);',
      'expect(polls).toHaveLength(21);',
    ];
    for (const text of fine) expect(clockAssertions('x.test.ts', text)).toEqual([]);
  });

  it('in any test file of the project', () => {
    const files = testFiles();
    expect(files).toContain('tests/e2e/issuance-slow.spec.ts');
    expect(files).toContain('src/runner/use-runner.test.tsx');
    expect(files.flatMap((file) => clockAssertions(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
