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
  const start = readme.indexOf('## Where things are');
  const map = readme.slice(start, readme.indexOf('\n## ', start + 1));

  it('has the section', () => {
    expect(map.startsWith('## Where things are')).toBe(true);
  });

  it('opens with the two commands, the prerequisites and the map, before the long reference', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings.slice(0, 4)).toEqual(['In two commands', 'Prerequisites', 'Where things are', 'Start it']);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it.each([...folders('src'), ...folders('server')])('names %s', (folder) => {
    expect(map).toContain(`\`${folder}`);
  });
});
