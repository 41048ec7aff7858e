import type { SchoolEntry } from './lookup-api';

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * An entry can be applied for only when every field but 변경된학교명 is filled (000 §5): a renamed
 * school's former-name entry has no 학교코드 / 자료보유조직코드, and must be applied for under
 * its new name.
 */
export function isApplicable(entry: SchoolEntry): boolean {
  return Object.entries(entry).every(([key, value]) => key === '변경된학교명' || !isEmpty(value));
}
