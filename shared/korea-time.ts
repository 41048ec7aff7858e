/** Korea's offset from UTC (KST, +9 h, no daylight saving): the clock every date the citizen reads is in. */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
