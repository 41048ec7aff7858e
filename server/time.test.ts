import { describe, expect, it } from 'vitest';
import { kstDigits, remainingDays } from './time.ts';

describe('remainingDays counts calendar days in Korea (000 §4.8)', () => {
  const now = Date.parse('2026-11-23T14:00:00Z'); // 23:00 in Korea, 23 November
  it('0 on the expiry day, whatever its hour', () => {
    expect(remainingDays('2026-11-23T00:00:00+09:00', now)).toBe(0);
    expect(remainingDays('2026-11-23T23:59:59+09:00', now)).toBe(0);
  });
  it('1 when it expires tomorrow in Korea, though that is an hour away', () => {
    expect(remainingDays('2026-11-24T00:30:00+09:00', now)).toBe(1);
  });
  it('negative once expired', () => {
    expect(remainingDays('2026-11-22T12:00:00+09:00', now)).toBe(-1);
    expect(remainingDays('2026-11-01T12:00:00+09:00', now)).toBe(-22);
  });
});

it('kstDigits writes Korea time as year..second digits (000 §3)', () => {
  expect(kstDigits('2026-11-23T14:05:06Z')).toBe('20261123230506');
});
