/** Case-, width- and space-insensitive form of a name for searching. */
export function normalizeName(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const ONLY_CHOSEONG = /^[ㄱ-ㅎ]+$/;

/** The initial consonants of the Hangul syllables of `text` (other characters kept). */
function choseong(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0) - 0xac00;
    return code >= 0 && code < 11172 ? CHOSEONG[Math.floor(code / 588)] : char;
  }).join('');
}

/** Whether `name` matches the typed `query`: a substring, or the initial consonants (ㅅㅇㄷ → 서울대학교). */
export function matchesName(name: string, query: string): boolean {
  // Compatibility jamo (ㅅ) must be tested before NFKC turns them into conjoining jamo.
  const initials = query.replace(/\s+/g, '');
  if (initials && ONLY_CHOSEONG.test(initials)) return choseong(name.replace(/\s+/g, '')).includes(initials);
  const q = normalizeName(query);
  return !q || normalizeName(name).includes(q);
}
