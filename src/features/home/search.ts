import { nameMatches, normalizeName } from '../../../shared/hangul';

/**
 * The certificate search of the search-edoc layer: the shared name matcher (shared/hangul.ts:
 * normalised substring or 초성, 'ㅈㅁㄷㄹ' finds 주민등록표 등본) over the name and the keywords.
 */
export interface Searchable {
  name: string;
  keywords?: readonly string[];
}

/** Entries whose name or a keyword holds the query, name matches first, each group in the given order; a blank query finds nothing. */
export function searchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  if (normalizeName(query) === '') return [];
  const byName: T[] = [];
  const byKeyword: T[] = [];
  for (const entry of entries) {
    if (nameMatches(entry.name, query)) byName.push(entry);
    else if ((entry.keywords ?? []).some((keyword) => nameMatches(keyword, query))) byKeyword.push(entry);
  }
  return [...byName, ...byKeyword];
}
