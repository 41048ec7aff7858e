import { DAY_MS } from '../time.ts';

/**
 * How long a certificate is valid from its issue, as its document states it (certificate.json
 * `validity`): "발급일로부터 30일" is `{ "days": 30 }`, "발급일로부터 3개월" `{ "months": 3 }`. A
 * certificate whose document states none has no `validity`.
 */
import type { Validity } from '../../shared/certificate-manifest.ts';
import { KST_OFFSET_MS, koreaClock } from '../../shared/korea-time.ts';

export type { Validity };

/** Documents stay in the inbox 90 days (000 §9): the wallet's keep period, not a certificate's validity. */
export const DOCUMENT_KEEP_DAYS = 90;

/** The validity as a document prints it: '발급일로부터 30일', '발급일로부터 3개월'. */
export function validityWords(validity: Validity): string {
  return 'days' in validity ? `발급일로부터 ${validity.days}일` : `발급일로부터 ${validity.months}개월`;
}

const daysInMonth = (year: number, month0: number): number => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/**
 * The last day the document is valid on, counted in Korea's calendar with the day of issue as the
 * first day ("발급일로부터 30일": issued 3월 1일, valid through 3월 30일; "3개월": through 5월 31일,
 * the day before the same date three months on, or that month's last day when it has no such
 * date). Answered as the instant that day ends in Korea (ISO), so a day count that reads the Korean
 * calendar (server/time.ts remainingDays) says 0 on it and below 0 from the next day.
 */
export function validUntil(validity: Validity, issuedAt: string): string {
  const kst = koreaClock(Date.parse(issuedAt));
  const [year, month0, day] = [kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()];
  let last: number;
  if ('days' in validity) {
    last = Date.UTC(year, month0, day + validity.days - 1);
  } else {
    const target = new Date(Date.UTC(year, month0 + validity.months, 1));
    const [y, m] = [target.getUTCFullYear(), target.getUTCMonth()];
    last = day === 1 ? Date.UTC(y, m, 0) : Date.UTC(y, m, Math.min(day - 1, daysInMonth(y, m)));
  }
  return new Date(last + DAY_MS - 1 - KST_OFFSET_MS).toISOString();
}

/**
 * The one expiry of an issued document — what the inbox counts down, a submission's viewing period,
 * the desk's validity line and a credential's expiry all read (documents.expires_at): the end of
 * the validity its document states, or, when it states none, the wallet's keep period.
 */
export function documentExpiry(validity: Validity | null, issuedAt: string): string {
  return validity ? validUntil(validity, issuedAt) : new Date(Date.parse(issuedAt) + DOCUMENT_KEEP_DAYS * DAY_MS).toISOString();
}

/** A manifest's or a stored document's validity, when it is one (anything else states none). */
export function readValidity(value: unknown): Validity | null {
  const parsed: unknown = typeof value === 'string' ? safeParse(value) : value;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { days, months } = parsed as { days?: unknown; months?: unknown };
  if (Number.isInteger(days) && (days as number) > 0) return { days: days as number };
  if (Number.isInteger(months) && (months as number) > 0) return { months: months as number };
  return null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
