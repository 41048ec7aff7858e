import { describe, expect, it } from 'vitest';
import { remainingDaysLabel } from './remaining-days';

describe('remaining days (000 §4.8, 001 §9)', () => {
  it.each([
    [-1, '만료', 'expired'],
    [-30, '만료', 'expired'],
    [0, '만료일', 'warning'],
    [1, '1일남음', 'warning'],
    [10, '10일남음', 'warning'],
    [11, '11일남음', 'normal'],
    [89, '89일남음', 'normal'],
  ] as const)('%i days read %s (%s)', (days, text, tone) => {
    expect(remainingDaysLabel(days)).toEqual({ text, tone });
  });
});
