/**
 * The certificate search of the search-edoc layer: case-normalised substring over the name and
 * keywords, and Korean initial-consonant (초성) search: 'ㅈㅁㄷㄹ' finds 주민등록표 등본.
 */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;

export interface Searchable {
  name: string;
  keywords?: readonly string[];
}

/** NFC, lower case, no white space: '주민등록표 등본' and '주민등록표등본' are the same text. */
export const normalizeSearchText = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

const isInitial = (char: string) => INITIALS.includes(char);

function initialOf(char: string): string {
  const code = char.charCodeAt(0);
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return char;
  return INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)] ?? char;
}

/** A query character matches itself; a lone initial consonant also matches any syllable starting with it. */
const charMatches = (queryChar: string, textChar: string) =>
  queryChar === textChar || (isInitial(queryChar) && initialOf(textChar) === queryChar);

function containsQuery(text: string, query: string): boolean {
  if (!query.split('').some(isInitial)) return text.includes(query);
  const chars = Array.from(text);
  const wanted = Array.from(query);
  for (let start = 0; start + wanted.length <= chars.length; start += 1) {
    if (wanted.every((char, offset) => charMatches(char, chars[start + offset] as string))) return true;
  }
  return false;
}

/** Whether the text holds the query, both normalised; an empty query matches nothing. */
export function textMatches(text: string, query: string): boolean {
  const wanted = normalizeSearchText(query);
  return wanted !== '' && containsQuery(normalizeSearchText(text), wanted);
}

/** Entries whose name or a keyword holds the query; name matches first, each group in the given order. */
export function searchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  if (normalizeSearchText(query) === '') return [];
  const byName: T[] = [];
  const byKeyword: T[] = [];
  for (const entry of entries) {
    if (textMatches(entry.name, query)) byName.push(entry);
    else if ((entry.keywords ?? []).some((keyword) => textMatches(keyword, query))) byKeyword.push(entry);
  }
  return [...byName, ...byKeyword];
}
