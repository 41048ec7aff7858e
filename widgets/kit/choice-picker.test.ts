import { describe, expect, it } from 'vitest';
import { monthChoices, yearChoices } from './choice-picker';
import { spanChoices } from '../recent-year/index';

describe('range choices', () => {
  it('years are newest first, labelled in Korean', () => {
    expect(yearChoices(2026, 2024)).toEqual([
      { value: 2026, label: '2026년' },
      { value: 2025, label: '2025년' },
      { value: 2024, label: '2024년' },
    ]);
  });

  it('months run from the start month', () => {
    expect(monthChoices(10).map((c) => c.label)).toEqual(['10월', '11월', '12월']);
  });

  it('recent years span 1 to 20 (spec 000: "Recent years: 1 to 20")', () => {
    const choices = spanChoices(20);
    expect(choices[0]).toEqual({ value: 1, label: '최근 1년' });
    expect(choices.at(-1)).toEqual({ value: 20, label: '최근 20년' });
  });
});
