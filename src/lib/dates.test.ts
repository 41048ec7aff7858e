import { afterEach, describe, expect, it } from 'vitest';
import { formatKoreanDate, formatKoreanDateTime, koreaYearMonth, parseServerDate, remainingDaysLabel, serverDateLabel, serverDateTimeLabel } from './dates';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('server dates are Korea time (000 §3)', () => {
  it('parses YYYYMMDDHHmmss as the instant it names in Korea', () => {
    expect(parseServerDate('20261121093000').toISOString()).toBe('2026-11-21T00:30:00.000Z');
    expect(parseServerDate('20260101').toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });

  it.each(['Asia/Seoul', 'America/Los_Angeles', 'America/New_York', 'Europe/London', 'Pacific/Auckland', 'UTC'])('a phone set to %s shows the date and time of Korea', (tz) => {
    process.env.TZ = tz;
    expect(formatKoreanDate(parseServerDate('20261121003000'))).toBe('2026.11.21');
    expect(formatKoreanDateTime(parseServerDate('20261121233000'))).toBe('2026.11.21 23:30');
    // 02:30 does not exist on this day in New York (clocks jump to 03:00); in Korea it does.
    expect(formatKoreanDateTime(parseServerDate('20260308023000'))).toBe('2026.03.08 02:30');
  });

  it.each(['Asia/Seoul', 'America/Los_Angeles', 'Pacific/Auckland', 'UTC'])('this year and month are Korea’s on a phone set to %s', (tz) => {
    process.env.TZ = tz;
    // 2026-12-31 16:00 UTC is already 2027-01-01 01:00 in Korea, still 2026-12-31 in Los Angeles.
    expect(koreaYearMonth(new Date('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(koreaYearMonth(new Date('2026-12-31T14:59:59Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('tolerates separators and plain dates', () => {
    expect(formatKoreanDate(parseServerDate('20261121'))).toBe('2026.11.21');
    expect(formatKoreanDateTime(parseServerDate('2026-01-02 03:04:05'))).toBe('2026.01.02 03:04');
  });

  it('rejects malformed and impossible dates', () => {
    for (const bad of ['2026112', '20260231000000', '20261121250000', '20261121006100', '']) expect(() => parseServerDate(bad)).toThrow(RangeError);
  });

  it('a label falls back to the text itself when it is not a date', () => {
    expect(serverDateLabel('20261121093000')).toBe('2026.11.21');
    expect(serverDateLabel('어제')).toBe('어제');
    expect(serverDateTimeLabel('20261121093000')).toBe('2026.11.21 09:30');
    expect(serverDateTimeLabel('20260231000000')).toBe('20260231000000');
    // A time the record does not have (not yet opened, never revoked) reads as nothing.
    for (const none of [null, undefined, '']) expect(serverDateTimeLabel(none)).toBe('');
  });
});

describe('remaining days (000 §4.8, 001 §2.2)', () => {
  it.each([
    [-1, '만료', false, true],
    [-30, '만료', false, true],
    [0, '만료일', true, false],
    [1, '1일남음', true, false],
    [10, '10일남음', true, false],
    [11, '11일남음', false, false],
    [89, '89일남음', false, false],
  ])('%i days: "%s", red %s', (days, text, warning, expired) => {
    expect(remainingDaysLabel(days)).toEqual({ text, warning, expired });
  });
});
