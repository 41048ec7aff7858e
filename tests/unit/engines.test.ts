// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * package.json's engines field promises a lowest Node; every installed package must run on it, or
 * `npm ci` warns EBADENGINE on the very version the README names (and a package may really fail
 * there). package-lock.json records each package's own engines, so the check needs no install.
 */
const ROOT = join(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface Manifest {
  engines?: { node?: string };
}
interface Lock {
  packages: Record<string, Manifest>;
}

const lowestNode = (): string => {
  const range = (readJson('package.json') as Manifest).engines?.node;
  const lowest = range === undefined ? null : semver.minVersion(range);
  if (lowest === null) throw new Error('package.json has no engines.node range with a lowest version');
  return lowest.version;
};

/** The installed packages whose engines.node does not admit the given Node version. */
const refusing = (lock: Lock, node: string): string[] =>
  Object.entries(lock.packages)
    .filter(([path, manifest]) => path !== '' && manifest.engines?.node !== undefined)
    .filter(([, manifest]) => !semver.satisfies(node, manifest.engines?.node ?? '*'))
    .map(([path, manifest]) => `${path.replace(/^.*node_modules\//, '')} wants node ${manifest.engines?.node}`);

describe('engines', () => {
  it('every installed package admits the lowest Node that package.json allows', () => {
    expect(refusing(readJson('package-lock.json') as Lock, lowestNode())).toEqual([]);
  });

  it('names a package whose engines refuse that Node', () => {
    const lock: Lock = { packages: { '': {}, 'node_modules/cookie': { engines: { node: '>=22' } } } };
    expect(refusing(lock, '20.19.0')).toEqual(['cookie wants node >=22']);
  });
});
