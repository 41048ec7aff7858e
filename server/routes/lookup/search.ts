import type { EducationOffice, School } from '../../../contracts/generated/api.ts';
import { holdsNormalized, normalizeName } from '../../../shared/hangul.ts';

export const characterCount = (text: string): number => [...text].length;

export interface Page<T> {
  result: T[];
  totalCount: number;
}

/** Page `page` (from 1) of `size` rows, with the count of every match. */
export function pageOf<T>(matches: readonly T[], page: number, size: number): Page<T> {
  return { result: matches.slice((page - 1) * size, page * size), totalCount: matches.length };
}

interface Indexed<T> {
  row: T;
  text: string[];
}

export const indexRows = <T>(rows: readonly T[], fields: (row: T) => (string | null)[]): Indexed<T>[] =>
  rows.map((row) => ({ row, text: fields(row).filter((f): f is string => Boolean(f)).map(normalizeName) }));

/** Rows with a text that holds the normalised keyword: the client's matcher (shared/hangul.ts), 초성 included. */
export const matching = <T>(index: readonly Indexed<T>[], keyword: string): T[] =>
  index.filter(({ text }) => text.some((t) => holdsNormalized(t, keyword))).map(({ row }) => row);

/** Schools per education office, each with its names normalised once at start. */
export class SchoolIndex {
  private readonly byOffice = new Map<string, Indexed<School>[]>();
  private readonly officeCode = new Map<string, string>();

  constructor(offices: readonly EducationOffice[], schools: readonly School[]) {
    for (const office of offices) {
      this.officeCode.set(office.code, office.code);
      this.officeCode.set(office.name, office.code);
      this.byOffice.set(office.code, []);
    }
    for (const entry of indexRows(schools, (s) => [s.학교명, s.변경된학교명])) this.byOffice.get(entry.row.교육청코드)?.push(entry);
  }

  /** The office's NEIS code for its code or its name, or undefined for no office. */
  office(codeOrName: string): string | undefined {
    return this.officeCode.get(codeOrName);
  }

  search(officeCode: string, keyword: string): School[] {
    return matching(this.byOffice.get(officeCode) ?? [], keyword);
  }
}
