import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names.ts';

describe('short CSS-module class names of the built app', () => {
  it('are one stable valid class name per stylesheet and class, whatever the query, separator or root', () => {
    const name = shortClassNames('/repo');
    const once = name('row', '/repo/src/features/home/apply-tab.module.scss');
    expect(once).toMatch(/^row_[A-Za-z0-9]{4}$/);
    expect(name('row', '/repo/src/features/home/apply-tab.module.scss?used')).toBe(once);
    expect(shortClassNames('/elsewhere')('row', '/elsewhere/src/features/home/apply-tab.module.scss')).toBe(once);
  });

  it('differ between stylesheets, and keep the class apart within one', () => {
    const name = shortClassNames('/repo');
    const names = new Set([name('row', '/repo/src/a.module.scss'), name('item', '/repo/src/a.module.scss'), name('row', '/repo/src/b.module.scss')]);
    expect(names.size).toBe(3);
  });

  it('stop the build when two stylesheets hash alike instead of sharing names', () => {
    const name = shortClassNames('/repo');
    // Find two paths whose tags collide (a few thousand tries at most for a 4-character tag).
    const seen = new Map<string, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null; i++) {
      const file = `/repo/src/f${i}.module.scss`;
      const tag = shortClassNames('/repo')('x', file).slice(2);
      const earlier = seen.get(tag);
      if (earlier) pair = [earlier, file];
      else seen.set(tag, file);
    }
    name('row', pair[0]);
    expect(() => name('row', pair[1])).toThrow(/hash alike/);
  });
});
