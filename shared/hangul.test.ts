import { describe, expect, it } from 'vitest';
import { holdsNormalized, nameMatches, normalizeName, particle } from './hangul';

describe('normalizeName: one form of a name for searching, client and server', () => {
  it.each([
    ['주민등록표 등본', '주민등록표등본'],
    ['  세종대로   209 ', '세종대로209'],
    ['종로'.normalize('NFD'), '종로'],
    ['ＨＥＡＬＴＨ Ｉｎｓ', 'healthins'],
    ['서울IT고등학교', '서울it고등학교'],
    ['ㅈㅁ ㄷㄹ', 'ㅈㅁㄷㄹ'],
    ['\u110c\u1106', 'ㅈㅁ'],
  ])('%j → %j', (text, normalised) => expect(normalizeName(text)).toBe(normalised));

  it('is idempotent', () => {
    for (const text of ['주민등록표 등본', 'ＡＢ ㄱ', '종로'.normalize('NFD')]) expect(normalizeName(normalizeName(text))).toBe(normalizeName(text));
  });
});

describe('nameMatches: substring or initial consonants (초성)', () => {
  it.each([
    ['주민등록표 등본', '등본', true],
    ['주민등록표 등본', '주민등록표등본', true],
    ['서울대학교', '서울 대', true],
    ['KAIST', 'ｋａｉｓｔ', true],
    ['주민등록표 등본', 'ㅈㅁㄷㄹ', true],
    ['서울대학교', 'ㅅㅇㄷ', true],
    ['가족관계증명서', 'ㅈㅁ', true],
    ['4대보험', 'ㄷㅂ', true],
    ['주민등록표 초본', '주민ㄷㄹㅍㅊ', true],
    ['주민등록표 등본', '주민ㄷㄹㅍㅊ', false],
    ['서울대학교', '연세', false],
    ['서울대학교', 'ㅇㅅ', false],
    ['서울대학교', '', true],
  ])('%j holds %j: %s', (name, query, expected) => expect(nameMatches(name, query)).toBe(expected));

  it('holdsNormalized is the same test on text normalised once', () => {
    expect(holdsNormalized(normalizeName('서울 IT 고등학교'), normalizeName('it고'))).toBe(true);
    expect(holdsNormalized(normalizeName('서울 IT 고등학교'), normalizeName('ㄱㄷㅎ'))).toBe(true);
  });
});

describe('particle: chosen by the last syllable’s 받침', () => {
  it.each([
    ['학번', '을/를', '을'],
    ['보훈번호', '을/를', '를'],
    ['사용 용도 ', '을/를', '를'],
    ['ID', '을/를', '을(를)'],
    ['2024', '을/를', '을(를)'],
    ['한빛은행', '으로/로', '으로'],
    ['바른카드', '으로/로', '로'],
    ['서울', '으로/로', '로'],
    ['KB', '으로/로', '(으)로'],
    ['주민등록표 등본', '은/는', '은'],
    ['건강보험 자격득실 확인서', '은/는', '는'],
    ['납세증명서(국세완납증명)', '은/는', '은(는)'],
    ['주민등록표 등본', '이/가', '이'],
    ['건강보험 자격득실 확인서', '이/가', '가'],
    ['납세증명서(국세완납증명)', '이/가', '이(가)'],
  ] as const)('%j takes %s → %s', (word, pair, expected) => expect(particle(word, pair)).toBe(expected));
});
