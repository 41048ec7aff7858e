/**
 * Server times are 'YYYYMMDD' or 'YYYYMMDDHHmm(ss)' in Korean local time; separators are
 * tolerated ('2026-11-21 09:30:00'). The result uses the device's local clock, which is what
 * `formatKoreanDate` reads back, so a date round-trips unchanged whatever the device's zone.
 */
export function parseServerDate(value: string): Date {
  const digits = value.replace(/\D/g, '');
  if (![8, 12, 14].includes(digits.length)) throw new RangeError(`Invalid server date: ${value}`);
  const n = (from: number, to: number) => (digits.length >= to ? Number(digits.slice(from, to)) : 0);
  const year = n(0, 4);
  const month = n(4, 6);
  const day = n(6, 8);
  const date = new Date(year, month - 1, day, n(8, 10), n(10, 12), n(12, 14));
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    throw new RangeError(`Invalid server date: ${value}`);
  }
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026.11.21' */
export function formatKoreanDate(date: Date): string {
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** '2026.11.21 09:30' */
export function formatKoreanDateTime(date: Date): string {
  return `${formatKoreanDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
