// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** A function of `lines` statements (plus its two braces). */
const functionOf = (lines: number): string =>
  `export function long(): number {\n  let total = 0;\n${Array.from({ length: lines - 2 }, (_, index) => `  total += ${index};`).join('\n')}\n  return total;\n}\n`;

async function lengthErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines-per-function').map((message) => message.message);
}

describe('a function of the client is read in one screen (eslint.config.js)', () => {
  it.each([['src/lib/x.ts'], ['widgets/kit/x.ts']])('refuses a function over 80 lines in %s', async (filePath) => {
    expect(await lengthErrors(filePath, functionOf(81))).toEqual([expect.stringContaining('too many lines (83)')]);
  });

  it('lets a function of 80 lines through, and a test’s long cases', async () => {
    expect(await lengthErrors('src/lib/x.ts', functionOf(78))).toEqual([]);
    expect(await lengthErrors('src/lib/x.test.ts', functionOf(120))).toEqual([]);
  });
});
