import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalUrls, homeTabOf, isErrorPath, paths } from './paths';

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    // Tests and their fixtures state the addresses they expect on purpose.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-fixtures\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The first segments of the client's routes (/home, /issue, /error, …), from paths itself. */
const firstSegments = [
  ...new Set(
    Object.values(paths)
      .map((route) => /^\/([a-z_]+)/.exec(route.path)?.[1])
      .filter((segment): segment is string => Boolean(segment)),
  ),
];

describe('paths: every route and outside address in one place (no URL string typed twice)', () => {
  it('no client code outside config/paths.ts writes a route of the app or an outside address as a string', () => {
    const route = new RegExp(`(['"\`])(/(${firstSegments.join('|')})\\b|https?://)`);
    const offenders: string[] = [];
    for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'widgets'))]) {
      if (file.endsWith(join('config', 'paths.ts'))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.replace(/\/\/.*$/, '').trim();
          if (code.startsWith('*') || code.startsWith('/*')) return;
          if (route.test(code)) offenders.push(`${relative(ROOT, file)}:${index + 1}: ${code}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it('names the home tab a location is on', () => {
    expect(homeTabOf('/home/inbox')).toBe('inbox');
    expect(homeTabOf('/home/distribution/layer/search')).toBe('distribution');
    expect(homeTabOf('/home/nothing')).toBeNull();
    expect(homeTabOf('/homework/apply')).toBeNull();
    expect(homeTabOf('/issue/주민등록표등본')).toBeNull();
  });

  it('knows the error pages', () => {
    expect(isErrorPath(paths.invalidPath.getHref())).toBe(true);
    expect(isErrorPath(paths.error.getHref({ code: 'ERROR' }).split('?')[0] ?? '')).toBe(true);
    expect(isErrorPath('/errors-and-more')).toBe(false);
    expect(isErrorPath(paths.home.getHref('apply'))).toBe(false);
  });

  it('builds the issue page of a certificate with its path encoded', () => {
    expect(paths.issue.getHref('주민등록표등본')).toBe(`/issue/${encodeURIComponent('주민등록표등본')}`);
  });

  it('outside addresses are absolute https URLs', () => {
    for (const url of Object.values(externalUrls)) expect(new URL(url).protocol).toBe('https:');
  });
});
