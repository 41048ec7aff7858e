/** Korea's offset from UTC (KST, +9 h, no daylight saving): the clock every date the citizen reads is in. */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Korea's wall clock at the instant `ms`, as a Date whose UTC fields (getUTCFullYear, getUTCHours…) read it. */
export const koreaClock = (ms: number): Date => new Date(ms + KST_OFFSET_MS);
