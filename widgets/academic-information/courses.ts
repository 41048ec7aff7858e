/** 과정구분 codes of the school lists (server/lookup-data/README.md). */
export const COURSE_NAMES: Record<string, string> = { '02': '초등학교', '03': '중학교', '04': '고등학교' };

/** `YYYYMMDD` → `YYYY.MM.DD` (anything else → ''). */
export const dottedDate = (date?: string): string =>
  date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}.${date.slice(4, 6)}.${date.slice(6)}` : '';
