import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { databaseFreeTestFiles } from './database-free-tests.ts';

const root = mkdtempSync(join(tmpdir(), 'jigap-db-free-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, source: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), source);
}

it('leaves out on PostgreSQL only the server tests that reach neither the database module nor a database URL, through any depth, cycle or dynamic import', () => {
  write('server/db/database.ts', 'export interface Database {}\n');
  write('server/db/repo.ts', "import type { Database } from './database.ts';\nexport const repo = 1;\n");
  write('server/a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
  write('server/b.ts', "import { a } from './a.ts';\nexport { repo as b } from './db/repo.ts';\nexport const c = a;\n");
  write('server/pure.ts', 'export const pure = 1;\n');
  write('server/env.ts', "export const url = process.env.JIGAP_DATABASE_URL;\n");
  write('server/deep/cycle.test.ts', "import { a } from '../a.ts';\n");
  write('server/lazy.test.ts', "const load = () => import('./db/repo.ts');\n");
  write('server/named.test.ts', "import { url } from './env.ts';\n");
  write('server/pure.test.ts', "import { pure } from './pure.ts';\nimport { readFileSync } from 'node:fs';\n");
  expect(databaseFreeTestFiles(root)).toEqual(['server/pure.test.ts']);
});
