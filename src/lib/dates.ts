/**
 * Server times are 'YYYYMMDD' or 'YYYYMMDDHHmm(ss)' in Korea time (000 §3); separators are
 * tolerated ('2026-11-21 09:30:00'). They are read as the instant they name in Korea
 * (UTC+9, no daylight saving), and written back in Korea time, so a phone set to another
 * time zone shows the same date as one in Seoul and compares it with `Date.now()` correctly.
 */
import { KST_OFFSET_MS, koreaClock } from '../../shared/korea-time';

export function parseServerDate(value: string): Date {
  const digits = value.replace(/\D/g, '');
  if (![8, 12, 14].includes(digits.length)) throw new RangeError(`Invalid server date: ${value}`);
  const n = (from: number, to: number) => (digits.length >= to ? Number(digits.slice(from, to)) : 0);
  const [year, month, day, hour, minute, second] = [n(0, 4), n(4, 6), n(6, 8), n(8, 10), n(10, 12), n(12, 14)];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    throw new RangeError(`Invalid server date: ${value}`);
  }
  return new Date(utc - KST_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The date's fields as a clock in Korea shows them. */
const korea = (date: Date) => koreaClock(date.getTime());

/** The year and month (1–12) it is in Korea at `date`: a form's "this year" is Korea's, wherever the phone is set. */
export function koreaYearMonth(date: Date = new Date()): { year: number; month: number } {
  const k = korea(date);
  return { year: k.getUTCFullYear(), month: k.getUTCMonth() + 1 };
}

/** '2026.11.21' (Korea time) */
export function formatKoreanDate(date: Date): string {
  const k = korea(date);
  return `${k.getUTCFullYear()}.${pad(k.getUTCMonth() + 1)}.${pad(k.getUTCDate())}`;
}

/** '2026.11.21 09:30' (Korea time) */
export function formatKoreanDateTime(date: Date): string {
  const k = korea(date);
  return `${formatKoreanDate(date)} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}`;
}

/** A server date as '2026.11.21', or the text itself when it is not a date. */
export function serverDateLabel(value: string): string {
  try {
    return formatKoreanDate(parseServerDate(value));
  } catch {
    return value;
  }
}

/** A server date and time as '2026.11.21 09:30' (Korea time), the text itself when it is not a date, '' for none. */
export function serverDateTimeLabel(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return formatKoreanDateTime(parseServerDate(value));
  } catch {
    return value;
  }
}

/** Spec 000 §4.8 and 001 §2.2, §9: how remaining days read. */
export const remainingDaysText = {
  expired: '만료',
  expiryDay: '만료일',
  daysLeft: (days: number) => `${days}일남음`,
} as const;

/** Spec 000 §9: the expiry warning at 10 days or fewer. */
export const EXPIRY_WARNING_DAYS = 10;

export interface RemainingDaysLabel {
  text: string;
  /** Shown in red: 10 days or fewer left, the expiry day included. */
  warning: boolean;
  expired: boolean;
}

/** Below 0 '만료'; 0 '만료일'; otherwise 'N일남음', red at 10 or fewer (000 §4.8). */
export function remainingDaysLabel(days: number): RemainingDaysLabel {
  if (days < 0) return { text: remainingDaysText.expired, warning: false, expired: true };
  if (days === 0) return { text: remainingDaysText.expiryDay, warning: true, expired: false };
  return { text: remainingDaysText.daysLeft(days), warning: days <= EXPIRY_WARNING_DAYS, expired: false };
}
