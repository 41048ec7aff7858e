/**
 * Korean text rules both the client and the server follow: how a name is normalised before it
 * is searched, how a query of initial consonants (초성) matches it, and which particle a word
 * takes. The Hangul facts (초성 of a syllable, 받침) come from es-hangul.
 */
import { canBeChoseong, getChoseong, josa } from 'es-hangul';

/** Conjoining initial consonants: NFKC turns a typed ㅅ (compatibility jamo) into one of these. */
const CONJOINING_INITIAL = /[\u1100-\u1112]/g;

/**
 * NFKC, lower case, no white space, lone initial consonants as typed: '주민등록표 등본',
 * '주민등록표등본' and the decomposed form are the same text, 'ＨＥＡＬＴＨ' is 'health', and a
 * query 'ㅈㅁ' stays 'ㅈㅁ' (NFKC alone would turn it into conjoining jamo).
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(CONJOINING_INITIAL, (initial) => getChoseong(initial));
}

/** A query character matches itself; an initial consonant also matches a syllable that starts with it. */
const charMatches = (queryChar: string, textChar: string): boolean =>
  queryChar === textChar || (canBeChoseong(queryChar) && getChoseong(textChar) === queryChar);

/**
 * Whether normalised `text` holds normalised `query`: as a substring, where every initial
 * consonant of the query may stand for a syllable (ㅈㅁㄷㄹ, 주민ㄷㄹ → 주민등록). An empty query
 * is held by every text. For callers that normalise their rows once (the server's indexes).
 */
export function holdsNormalized(text: string, query: string): boolean {
  const wanted = Array.from(query);
  if (!wanted.some((char) => canBeChoseong(char))) return text.includes(query);
  const chars = Array.from(text);
  for (let start = 0; start + wanted.length <= chars.length; start += 1) {
    if (wanted.every((char, offset) => charMatches(char, chars[start + offset] as string))) return true;
  }
  return false;
}

/** Whether the name holds the query, both normalised (see normalizeName and holdsNormalized). */
export const nameMatches = (name: string, query: string): boolean => holdsNormalized(normalizeName(name), normalizeName(query));

/** What a word that does not end in a Hangul syllable takes (a number, a Latin name): both forms. */
const NEUTRAL = { '을/를': '을(를)', '이/가': '이(가)', '은/는': '은(는)', '으로/로': '(으)로' } as const;

/**
 * The particle the word takes after its last syllable: 을 after a 받침 (학번을), 를 after a vowel
 * (보훈번호를); 으로 after a 받침 other than ㄹ (한빛은행으로), 로 after a vowel or ㄹ (서울로).
 */
export function particle(word: string, pair: keyof typeof NEUTRAL): string {
  const trimmed = word.trim();
  return /[가-힣]$/.test(trimmed) ? josa.pick(trimmed, pair) : NEUTRAL[pair];
}
