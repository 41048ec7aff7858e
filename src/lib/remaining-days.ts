/** Spec 000 §4.8, 001 §9: at 10 days or fewer the label is a warning (red). */
export const EXPIRY_WARNING_DAYS = 10;

export type RemainingDaysTone = 'expired' | 'warning' | 'normal';

/**
 * How a document's remaining days read (000 §4.8, 001 §2.2, §9): below 0 '만료' (expired),
 * 0 '만료일' (its expiry day), otherwise 'N일남음', red at 10 days or fewer.
 */
export function remainingDaysLabel(days: number): { text: string; tone: RemainingDaysTone } {
  if (days < 0) return { text: '만료', tone: 'expired' };
  if (days === 0) return { text: '만료일', tone: 'warning' };
  return { text: `${days}일남음`, tone: days <= EXPIRY_WARNING_DAYS ? 'warning' : 'normal' };
}
