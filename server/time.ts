import { KST_OFFSET_MS, koreaClock } from '../shared/korea-time.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Server dates are digits year..second with no separators (000 §3), in Korea time. */
export function kstDigits(date: Date | number | string): string {
  const kst = koreaClock(new Date(date).getTime()).toISOString();
  return kst.slice(0, 19).replace(/[-T:]/g, '');
}

const kstDay = (ms: number): number => Math.floor((ms + KST_OFFSET_MS) / DAY_MS);

/**
 * Calendar days in Korea from today to the day `expiresAt` (ISO) falls on: 0 on the expiry day,
 * negative once it has passed (000 §4.8: below 0 'expired', 0 'expiry day').
 */
export function remainingDays(expiresAt: string, now: number): number {
  return kstDay(Date.parse(expiresAt)) - kstDay(now);
}

/** The instant Korea's calendar day of `now` began (ISO): what is before it expired on an earlier day. */
export function kstDayStart(now: number): string {
  return new Date(kstDay(now) * DAY_MS - KST_OFFSET_MS).toISOString();
}

export function isoNow(now = Date.now()): string {
  return new Date(now).toISOString();
}
