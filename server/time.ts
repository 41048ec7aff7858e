const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Server dates are digits year..second with no separators (000 §3), in Korea time. */
export function kstDigits(date: Date | number | string): string {
  const kst = new Date(new Date(date).getTime() + KST_OFFSET_MS).toISOString();
  return kst.slice(0, 19).replace(/[-T:]/g, '');
}

/** Whole days left until `expiresAt` (ISO), counting a started day as one; never negative. */
export function remainingDays(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

export function isoNow(now = Date.now()): string {
  return new Date(now).toISOString();
}
