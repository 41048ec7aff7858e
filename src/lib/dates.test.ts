import { describe, expect, it } from 'vitest';
import { formatKoreanDate, formatKoreanDateTime, parseServerDate } from './dates';

describe('server dates', () => {
  it('parses YYYYMMDDHHmmss', () => {
    const d = parseServerDate('20261121093000');
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([
      2026, 11, 21, 9, 30, 0,
    ]);
  });

  it('parses a plain date and tolerates separators', () => {
    expect(formatKoreanDate(parseServerDate('20261121'))).toBe('2026.11.21');
    expect(formatKoreanDateTime(parseServerDate('2026-01-02 03:04:05'))).toBe('2026.01.02 03:04');
  });

  it('formats as YYYY.MM.DD', () => {
    expect(formatKoreanDate(parseServerDate('20261121093000'))).toBe('2026.11.21');
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => parseServerDate('2026112')).toThrow(RangeError);
    expect(() => parseServerDate('20260231000000')).toThrow(RangeError);
    expect(() => parseServerDate('')).toThrow(RangeError);
  });
});
