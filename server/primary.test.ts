import { describe, expect, it } from 'vitest';
import { replacementDelayMs } from './primary.ts';

describe('the primary replaces a server process that ended', () => {
  it('at once after one that had been running; later and later when they keep ending soon after their start, never more than 30 s apart', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(replacementDelayMs)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
