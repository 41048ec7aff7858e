// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folders a build or a run makes, which the map does not describe. */
const MADE = new Set(['generated']);

const folders = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !MADE.has(entry.name))
    .map((entry) => `${dir}/${entry.name}`);

/**
 * README's "Where things are" is the map a newcomer reads first: a folder it leaves out is one
 * nobody is told about, so every top-level folder of the client and the server is on it.
 */
describe('README maps every folder of src/ and server/', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const map = readme.slice(readme.indexOf('## Where things are'));

  it('has the section', () => {
    expect(map.startsWith('## Where things are')).toBe(true);
  });

  it.each([...folders('src'), ...folders('server')])('names %s', (folder) => {
    expect(map).toContain(`\`${folder}`);
  });
});
