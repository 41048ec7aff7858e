import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's test files that do not depend on the run's database: neither they nor any module they
 * import (relative imports, followed to the end; type imports count, to err on the side of running)
 * reach `server/db/database.ts` or name a `DATABASE_URL`. `npm run test:pg` runs the server's tests
 * again on PostgreSQL; these would only repeat what `npm test` proved (vite.config.ts leaves them out
 * there). A new test is counted by what it imports: nothing to list by hand.
 */
export function databaseFreeTestFiles(root: string): string[] {
  const database = join(root, 'server', 'db', 'database.ts');
  const reaches = reacher(database);
  return testFiles(join(root, 'server'))
    .filter((file) => !reaches(file))
    .map((file) => relative(root, file).split('\\').join('/'));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** The relative modules a file imports, resolved to files that exist. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const path = resolve(dirname(file), (match[1] ?? match[2])!);
    const found = [path, `${path}.ts`, join(path, 'index.ts')].find((candidate) => isFile(candidate));
    return found?.endsWith('.ts') ? [found] : [];
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Whether a file reaches the target module or names a database URL (each file read once). */
function reacher(target: string): (file: string) => boolean {
  const imports = new Map<string, string[]>();
  const named = new Map<string, boolean>();
  const importsOnce = (file: string) => imports.get(file) ?? imports.set(file, importsOf(file)).get(file)!;
  const names = (file: string) => named.get(file) ?? named.set(file, readFileSync(file, 'utf8').includes('DATABASE_URL')).get(file)!;
  return (file) => {
    const seen = new Set([file]);
    for (const current of seen) {
      if (current === target || names(current)) return true;
      for (const next of importsOnce(current)) seen.add(next);
    }
    return false;
  };
}
