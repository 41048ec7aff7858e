/**
 * The one order of a submission's documents, wherever several are shown or summed up ('주민등록표
 * 등본 외 1건'): by name, then by id, comparing code points (the same in every browser and on the
 * server, and the order SQLite's BINARY collation keeps: 가나다 for Hangul syllables).
 */
export function compareDocuments(a: { name: string; id?: string | null }, b: { name: string; id?: string | null }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  const [x, y] = [a.id ?? '', b.id ?? ''];
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The documents in that order (a new array). */
export const inDocumentOrder = <T extends { name: string; id?: string | null }>(documents: readonly T[]): T[] => [...documents].sort(compareDocuments);
